import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { commentsPanel } from './comments-panel'
import { registerProjectPart } from '../../../project'
import { useEditorStore } from '../../../editor/editor-store'
import { CommentMark } from './comment-mark'
import { CommentsMount } from './CommentsMount'
import { setComments, startComment, togglePanel } from './actions'
import { getComments, mergeComments, useComments } from './comments-store'

registerFeature({
  id: 'comments',
  commands: [
    {
      id: 'comments.add',
      label: 'Add Comment',
      keys: ['Mod-Alt-m'],
      // Without a selection its key still runs, to say that text must be selected first.
      keyRunsWhenDisabled: true,
      run: (dispatch) => {
        const e = useEditorStore.getState().editor
        const can = !!e && !e.state.selection.empty
        if (dispatch) startComment()
        return can
      },
    },
    { id: 'view.comments', label: 'Comments', keys: ['Mod-Shift-3'], run: always(togglePanel), checked: commentsPanel.isOpen },
  ],
  Mount: CommentsMount,
  extensions: () => [CommentMark],
})

// Comments belong to the project: saved and opened with it, kept here beside their marks.
registerProjectPart({
  key: 'comments',
  read: getComments,
  write: setComments,
  merge: mergeComments,
  subscribe: (onChange) => useComments.subscribe((s, prev) => s.comments !== prev.comments && onChange()),
})
