import { useLayoutEffect, useRef, useState } from 'react'
import { useEditorStore } from '../../../editor/editor-store'
import { useAutocomplete } from './autocomplete-store'
import { accept } from './autocomplete-plugin'
import { useAnchoredPopup, type PopupAnchor } from '../../../ui/use-anchored-popup'

/** The suggestion list under the cursor. Mouse-down keeps the editor focused, so a click accepts. */
export function AutocompletePopup() {
  const current = useAutocomplete((s) => s.current)
  const index = useAutocomplete((s) => s.index)
  const editor = useEditorStore((s) => s.editor)
  const [at, setAt] = useState<PopupAnchor | null>(null)
  const ref = useRef<HTMLUListElement>(null)
  // Placed again when the number of suggestions changes (the list grows or shrinks as the writer types).
  const place = useAnchoredPopup(ref, at, current?.items.length)
  // The popup hangs under the start of the word being completed, which stays put while the
  // writer types on: measuring it (a forced layout of the page) is done when it moves, not per key.
  const anchor = current ? current.from : null

  useLayoutEffect(() => {
    if (anchor === null || !editor || editor.isDestroyed) return setAt(null)
    try {
      const c = editor.view.coordsAtPos(Math.min(anchor, editor.state.doc.content.size))
      setAt({ left: c.left, top: c.top, bottom: c.bottom })
    } catch {
      setAt(null)
    }
  }, [anchor, editor])

  if (!current || !at || !editor) return null
  return (
    <ul className="nw-ac-popup" role="listbox" aria-label="Suggestions" data-testid="autocomplete" data-kind={current.kind} ref={ref} style={place}>
      {current.items.map((item, i) => (
        <li
          key={item}
          role="option"
          aria-selected={i === index}
          className={i === index ? 'nw-ac-item nw-ac-active' : 'nw-ac-item'}
          onMouseDown={(e) => {
            e.preventDefault()
            accept(editor.view, i)
          }}
          onMouseEnter={() => useAutocomplete.setState({ index: i })}
        >
          {item}
        </li>
      ))}
    </ul>
  )
}
