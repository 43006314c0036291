/**
 * Reports: what the writer reads about the script — scene, character and location reports, and the
 * statistics. Other groups reach these features only through this file.
 */
export * from './reports'
