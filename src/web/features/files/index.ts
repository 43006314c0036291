/**
 * Files: keeping and sharing the script — open, save and back up, import and export, the PDF, and
 * working offline. Other groups reach these features only through this file.
 */
export * from './files'
export * from './import-export'
export * from './offline'
export * from './share'
