/** Comments: the mark, the panel and the store. They are saved and opened with the project (register.ts). */
export { getComments, readComments, useComments, type Comment } from './comments-store'
export { CommentMark, commentsKey, commentIndex } from './comment-mark'
export { setComments, startComment, deleteComment, selectComment } from './actions'
