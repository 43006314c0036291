import { registerFeature } from '../../../app/features'
import { registerProjectPart } from '../../../project'
import { useEditorStore } from '../../../editor/editor-store'
import { CommentMark } from './comment-mark'
import { CommentsMount } from './CommentsMount'
import { setComments, startComment, togglePanel } from './actions'
import { getComments, useComments } from './comments-store'

registerFeature({
  id: 'comments',
  commands: {
    'comments.add': {
      label: 'Add Comment',
      keys: ['Mod-Alt-m'],
      keyRunsWhenDisabled: true,
      run: startComment,
      enabled: () => {
        const e = useEditorStore.getState().editor
        return !!e && !e.state.selection.empty
      },
    },
    'view.comments': { keys: ['Mod-Shift-3'], run: togglePanel, checked: () => useComments.getState().panelOpen },
  },
  Mount: CommentsMount,
  extensions: () => [CommentMark],
})

// Comments belong to the project: saved and opened with it, kept here beside their marks.
registerProjectPart({
  key: 'comments',
  read: getComments,
  write: setComments,
  subscribe: (onChange) => useComments.subscribe((s, prev) => s.comments !== prev.comments && onChange()),
})
