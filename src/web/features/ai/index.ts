/**
 * AI: asking the AI — lookups, slash commands and its settings, and the analysis tools (flaws,
 * pacing, continuity, evaluation, semantic find). Other groups reach these features only through
 * this file.
 */
export * from './ai'
