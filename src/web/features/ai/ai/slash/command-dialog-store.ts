import { defineDialog } from '../../../../app/dialog-stack'
import type { SlashCommand } from './commands'

/** The command parameter dialog, on the one dialog stack: which command, and where in the script its card goes. */
export const commandDialog = defineDialog<{ command: SlashCommand; pos: number }>('slash-command')
