/** The open project: its one owner (the session), its store, and the changes features make to it. */
export { useProject, UNTITLED, type OpenFile, type ProjectPlanning, type ProjectState } from './project-store'
export { projectSession, registerProjectPart, displayName, SESSION_CHANGE, type ProjectSource, type SavedProject, type ProjectPart } from './session'
export { updatePlanning, setTitlePage, fileSaved, markSaved } from './actions'
export { startAutosave, writeEmergencyCopy, restoreProject, saveLocalCopyNow, LOCAL_SAVE_MAX_DELAY_MS, type RestoreOutcome } from './autosave'
export { currentScript, exportBaseName } from './script'
export { startTabLock, editHere } from './tab-lock'
export { useTabRole, isReadOnlyTab, refuseInReadOnlyTab, READ_ONLY_TITLE } from './tab-role'
export { setReplaceAsk } from './replace-rule'
