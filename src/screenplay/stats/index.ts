export { scriptStatistics, countWords, countCharacters, speakerName, WORDS_PER_ESTIMATED_PAGE } from './statistics'
export type { ScriptStatistics, TypeCounts, LengthStats } from './statistics'
export { parseHeading, type HeadingParts } from './heading'
