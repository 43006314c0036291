import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { FocusMode } from './FocusMode'

/** View → Focus: only the page, the scene being written in full contrast; Escape leaves. */
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
  ],
  Mount: FocusMode,
})
