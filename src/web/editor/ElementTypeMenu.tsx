import { useEffect, useRef, useState } from 'react'
import type { Editor } from '@tiptap/core'
import { ELEMENT_LABELS, ELEMENT_LETTERS, MENU_ORDER, typeForLetter } from '../../screenplay/elements/types'
import type { EditorElementType } from '../../screenplay/model'
import { setElementType } from './commands/blocks'
import { useEditorStore } from './editor-store'
import { useLayeredKey } from '../app/key-layers'
import { useAnchoredPopup } from '../ui/use-anchored-popup'

/** 'Select Element Type': opened by Enter on an empty block, driven entirely from the keyboard. */
export function ElementTypeMenu({ editor }: { editor: Editor }) {
  const at = useEditorStore((s) => s.elementMenu)
  const close = useEditorStore((s) => s.closeElementMenu)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)
  const place = useAnchoredPopup(boxRef, at)

  useEffect(() => {
    if (!at) return
    const current = editor.state.selection.$from.parent.type.name as EditorElementType
    setActive(Math.max(0, MENU_ORDER.indexOf(current)))
    listRef.current?.focus()
  }, [at, editor])

  const pick = (type: EditorElementType | null) => {
    close()
    if (type) setElementType(type)(editor.state, editor.view.dispatch)
    editor.view.focus()
  }
  // Escape closes it first, before a panel or focus mode behind it.
  useLayeredKey('Escape', 'popup', !!at, () => (pick(null), true))

  if (!at) return null

  const onKeyDown = (e: React.KeyboardEvent) => {
    // Escape goes on to the page's key list, where this menu is the topmost popup.
    if (e.key === 'Escape') return
    e.stopPropagation()
    if (e.key === 'ArrowDown') setActive((i) => (i + 1) % MENU_ORDER.length)
    else if (e.key === 'ArrowUp') setActive((i) => (i - 1 + MENU_ORDER.length) % MENU_ORDER.length)
    else if (e.key === 'Enter') pick(MENU_ORDER[active])
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const t = typeForLetter(e.key)
      if (t) pick(t)
    } else return
    e.preventDefault()
  }

  return (
    <div ref={boxRef} className="nw-element-menu" style={place} role="dialog" aria-label="Select Element Type">
      <div className="nw-element-menu-title">Select Element Type</div>
      <ul ref={listRef} role="listbox" tabIndex={-1} aria-activedescendant={`nw-elmenu-${MENU_ORDER[active]}`} onKeyDown={onKeyDown} onBlur={() => close()}>
        {MENU_ORDER.map((type, i) => (
          <li
            key={type}
            id={`nw-elmenu-${type}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : ''}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(type)
            }}
          >
            <span>{ELEMENT_LABELS[type]}</span>
            <kbd>{ELEMENT_LETTERS[type]}</kbd>
          </li>
        ))}
      </ul>
    </div>
  )
}
