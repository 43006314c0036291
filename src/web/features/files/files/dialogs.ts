import { defineDialog } from '../../../app/dialog-stack'

/** The file dialogs, on the app's one dialog stack. */
export const openFileDialog = defineDialog('open-file')
/** Save As, with the name it proposes instead of the open file's (after a save conflict). */
export const saveAsDialog = defineDialog<{ suggestedName?: string }>('save-as')
/** The open file was saved elsewhere since it was read here: which file, for the question. */
export const conflictDialog = defineDialog<{ name: string; store: 'browser' | 'drive' | 'computer' }>('save-conflict')
