/** The plot board: templates, a board made from one, and every change a writer makes to it. */
export * from './templates'
export * from './board'
export * from './edits'
export * from './scene-links'
