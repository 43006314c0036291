import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { FocusMode } from './FocusMode'

/**
 * View → Focus: only the page, the scene being written in full contrast; Escape leaves. View →
 * Typewriter Scrolling: the caret line held at one height while writing, in any view.
 */
registerFeature({
  id: 'focus-mode',
  commands: [
    {
      id: 'view.focus',
      label: 'Focus Mode',
      keys: ['Mod-Shift-e'],
      run: always(() => {
        useUi.getState().setFocus(!useUi.getState().focus)
        const editor = useEditorStore.getState().editor
        if (editor && !editor.isDestroyed) editor.view.focus()
      }),
      checked: () => useUi.getState().focus,
    },
    {
      id: 'view.typewriter',
      label: 'Typewriter Scrolling',
      run: always(() => {
        useUi.getState().setTypewriter(!useUi.getState().typewriter)
        const editor = useEditorStore.getState().editor
        if (editor && !editor.isDestroyed) editor.view.focus()
      }),
      checked: () => useUi.getState().typewriter,
    },
  ],
  Mount: FocusMode,
})
