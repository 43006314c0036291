/** Files: what other features may use of the file workflow. */
export { BACKUP_INTERVALS, useBackup } from './AutoBackup'
export { useSession } from './session-store'
export { save, saveToComputer } from './file-actions'
