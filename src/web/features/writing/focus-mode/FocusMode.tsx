import { useEffect } from 'react'
import type { Editor } from '@tiptap/core'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { typewriterDelta } from './typewriter'
import { useLayeredKey } from '../../../app/key-layers'

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

  // Escape leaves focus mode once nothing above it (a popup, a dialog, a panel) wants the key.
  useLayeredKey('Escape', 'mode', focus, () => (useUi.getState().setFocus(false), true))

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
