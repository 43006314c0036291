import { defineDialog } from '../../../app/dialog-stack'

/** Script → Movie Concept, Theme Structure, Characters and Locations, on the app's one stack of dialogs. */
export const conceptDialog = defineDialog('concept')
export const themeDialog = defineDialog('theme')
export const charactersDialog = defineDialog('characters')
export const locationsDialog = defineDialog('locations')
