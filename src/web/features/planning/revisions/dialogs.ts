import { defineDialog } from '../../../app/dialog-stack'

/** The Revisions panel and its dialogs, on the app's one stack. The revisions themselves live in the project. */
export const revisionsPanel = defineDialog('revisions')
/** Compare with Current, for one revision. */
export const compareDialog = defineDialog<{ id: string }>('revisions-compare')
/** Restore Revision?, waiting for the writer to confirm. */
export const restoreDialog = defineDialog<{ id: string }>('revisions-restore')
/** Clear all revisions?, waiting for the writer to confirm. */
export const clearDialog = defineDialog('revisions-clear')

/** Another project arrived: a dialog about one of its predecessor's revisions closes. */
export function closeRevisionDialogs(): void {
  compareDialog.close()
  restoreDialog.close()
  clearDialog.close()
}
