/** Revisions: the panel's state and the save/restore actions, for other features. */
export { useRevisionsUi, toggleRevisionsPanel } from './revisions-store'
export { saveRevision, restoreRevision } from './actions'
