/** Revisions: the panel and the save/restore actions, for other features. */
export { revisionsPanel } from './dialogs'
export { saveRevision, restoreRevision } from './actions'
