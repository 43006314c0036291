import { useEffect } from 'react'
import type { Editor } from '@tiptap/core'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { typewriterDelta } from './typewriter'

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
 * Typewriter scrolling: the cursor line is held at one height while the page moves under it. On
 * in focus mode, and as a setting of its own (View → Typewriter Scrolling). Layout is read once a
 * frame at most, after the editor has drawn the change: the caret and the page's scroller, nothing
 * per block.
 */
export function TypewriterScroll() {
  const on = useUi((s) => s.focus || s.typewriter)
  const editor = useEditorStore((s) => s.editor)

  useEffect(() => {
    if (!on || !editor || editor.isDestroyed) return
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
  }, [on, editor])

  return null
}
