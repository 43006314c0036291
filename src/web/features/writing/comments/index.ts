/** Comments: the mark, the panel and the store. The lead wires getComments/setComments into file save/open. */
export { getComments, readComments, useComments, type Comment } from './comments-store'
export { CommentMark, commentsKey, commentIndex } from './comment-mark'
export { setComments, startComment, deleteComment, selectComment } from './actions'
