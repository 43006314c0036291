import { defineDialog } from '../../../app/dialog-stack'

/** File → Open and File → Save As, on the app's one stack of dialogs. */
export const openFileDialog = defineDialog('open-file')
export const saveAsDialog = defineDialog('save-as')
