/** Story planning's public face: the planning dialogs, for other features that open one. */
export { charactersDialog, conceptDialog, locationsDialog, themeDialog } from './dialogs'
