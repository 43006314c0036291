/**
 * Writing: what helps while the script is typed — autocomplete, comments, the context menu, find
 * and replace, focus mode, the format check, Go To, Insert Symbol, spelling and the layout keys.
 * Other groups reach these features only through this file.
 */
export * from './comments'
export * from './format-check'
export * from './dictionary'
export * from './table-read'
