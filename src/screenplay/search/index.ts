export { MIN_TERM_LENGTH, counterText, findInText, foldCase, prepareTerm, searchBlocks, stepResult } from './search'
export type { SearchBlock, SearchOptions, SearchResult } from './search'
