/**
 * The built-in dictionary as the app loads it: small JSON shards, one for the words that start
 * with the same two characters, so a lookup fetches one or two small files and the offline app
 * caches only what the writer has looked up (or everything, when asked to).
 */
import type { PartOfSpeech } from './wordnet'

/** One sense of a word: [part of speech, definition, examples, synonyms]. */
export type ShardSense = [PartOfSpeech, string, string[], string[]]

export interface ShardEntry {
  /** Senses of the word, grouped by part of speech, most common sense first. */
  s?: ShardSense[]
  /** Irregular inflections: the base forms this word is of, by part of speech ("ran": {v: ["run"]}). */
  x?: Partial<Record<PartOfSpeech, string[]>>
  /** Rhymes: the word's rhyme (its sounds from the last stressed vowel on), a key into a rhyme shard. */
  r?: string
}

export type Shard = Record<string, ShardEntry>

/** Rhyme shards: each rhyme and the dictionary's words that end in it. */
export type RhymeShard = Record<string, string[]>

/** Which shard holds a word: its first two letters or digits ('_' for anything else). */
export function shardOf(key: string): string {
  const c = (i: number) => {
    const ch = key[i] ?? '_'
    return /[a-z0-9]/.test(ch) ? ch : '_'
  }
  return c(0) + c(1)
}

/** Rhymes are spread over this many shards by a hash of the rhyme. */
export const RHYME_SHARDS = 64

export function rhymeShardOf(rhyme: string): string {
  let h = 0
  for (let i = 0; i < rhyme.length; i++) h = (Math.imul(h, 31) + rhyme.charCodeAt(i)) >>> 0
  return `r${h % RHYME_SHARDS}`
}

/** Where the shards are served, under the app's root; a new build of the data gets a new folder. */
export const DICTIONARY_PATH = 'dictionary/wordnet-3.1-v1'
