import { defineDialog } from '../../../app/dialog-stack'

/** View → To-Do List: the floating panel, on the app's one stack of dialogs. Its tasks live in the project. */
export const todoPanel = defineDialog('todos')
