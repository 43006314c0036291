import { useEffect } from 'react'
import type { Editor } from '@tiptap/core'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { typewriterDelta } from './typewriter'

/** Something that Escape should close first: a dialog, a menu, a popup list. */
const overlayOpen = () => !!document.querySelector('[role="dialog"]:not(.nw-consent), [role="menu"], [role="listbox"], .nw-element-menu')

/**
 * The top of the cursor line. In an empty line the editor reports the end of the line above, so
 * the line's own box is used: the page must not jump when its first letter is typed.
 */
function caretTop(editor: Editor): number {
  const { $head, head } = editor.state.selection
  if ($head.depth > 0 && $head.parent.isTextblock && $head.parent.content.size === 0) {
    const dom = editor.view.nodeDOM($head.before())
    if (dom instanceof HTMLElement) return dom.getBoundingClientRect().top
  }
  return editor.view.coordsAtPos(head).top
}

/**
 * Focus mode's behaviour: Escape leaves it, and the cursor line is held at one height while the
 * page moves under it (typewriter scrolling). Nothing here runs unless focus mode is on.
 */
export function FocusMode() {
  const focus = useUi((s) => s.focus)
  const editor = useEditorStore((s) => s.editor)

  useEffect(() => {
    if (!focus) return
    const onKey = (e: KeyboardEvent) => {
      // Not `defaultPrevented`: the editor marks every Escape handled. A popup Escape closes is
      // still in the page while this runs, so the same key never closes it and leaves focus mode.
      if (e.key !== 'Escape' || overlayOpen()) return
      useUi.getState().setFocus(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [focus])

  useEffect(() => {
    if (!focus || !editor || editor.isDestroyed) return
    let frame = 0
    const hold = () => {
      frame = 0
      if (editor.isDestroyed || !editor.view.hasFocus()) return
      const workspace = document.querySelector<HTMLElement>('.nw-workspace')
      if (!workspace) return
      const box = workspace.getBoundingClientRect()
      const delta = typewriterDelta(caretTop(editor), box.top, workspace.clientHeight)
      if (delta) workspace.scrollTop += delta
    }
    // After the editor has drawn the change, once a frame at most.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(hold)
    }
    editor.on('transaction', schedule)
    editor.on('focus', schedule)
    schedule()
    return () => {
      editor.off('transaction', schedule)
      editor.off('focus', schedule)
      cancelAnimationFrame(frame)
    }
  }, [focus, editor])

  return null
}
