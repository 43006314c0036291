import { defineDialog } from '../../../app/dialog-stack'

/** File → Settings, on the app's one stack of dialogs. */
export const settingsDialog = defineDialog('settings')
