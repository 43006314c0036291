/**
 * Planning: working on the story around the pages — concept, characters and places, the plot board,
 * the to-do list, saved revisions and the title page. Other groups reach these features only through
 * this file.
 */
export * from './planning'
export * from './plot-board'
export * from './revisions'
export * from './todos'
