import { registerFeature } from '../../app/features'
import { useEditorStore } from '../../editor/editor-store'
import { CommentMark } from './comment-mark'
import { CommentsMount } from './CommentsMount'
import { startComment, togglePanel } from './actions'
import { useComments } from './comments-store'

registerFeature({
  id: 'comments',
  commands: {
    'comments.add': {
      label: 'Add Comment',
      shortcut: 'Ctrl+Alt+M',
      run: startComment,
      enabled: () => {
        const e = useEditorStore.getState().editor
        return !!e && !e.state.selection.empty
      },
    },
    'view.comments': { run: togglePanel, checked: () => useComments.getState().panelOpen },
  },
  Mount: CommentsMount,
  extensions: () => [CommentMark],
  keys: { 'Mod-Alt-m': 'comments.add', 'Mod-Shift-3': 'view.comments' },
})
