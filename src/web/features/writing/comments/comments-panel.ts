import { defineDialog } from '../../../app/dialog-stack'

/** View → Comments: the panel, on the app's one stack of dialogs. */
export const commentsPanel = defineDialog('comments')
