/** The rules planning forms check before saving, with the messages the writer sees. */
export * from './text-rules'
export * from './movie-concept'
export * from './theme-structure'
export * from './character'
export * from './location'
