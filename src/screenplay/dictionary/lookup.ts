/**
 * Looking a word up in the built-in dictionary: its definitions by part of speech, its synonyms
 * by sense, and words that rhyme with it. An inflected form finds its base ("running" → "run",
 * "mice" → "mouse") through WordNet's exception lists and detachment rules. The shards come from
 * a loader, so the browser, a test and a benchmark each read them their own way.
 */
import { baseFormCandidates } from './morphy'
import { rhymeShardOf, shardOf, type RhymeShard, type Shard, type ShardEntry } from './shards'
import { PARTS_OF_SPEECH, lemmaKey, type PartOfSpeech } from './wordnet'

export interface ShardLoader {
  /** A word shard by name; undefined when there is none (no word starts that way). */
  words(name: string): Promise<Shard | undefined>
  rhymes(name: string): Promise<RhymeShard | undefined>
}

export interface Sense {
  definition: string
  examples: string[]
  synonyms: string[]
}

/** One base form of the looked-up word in one part of speech, with its senses, most common first. */
export interface Meaning {
  lemma: string
  pos: PartOfSpeech
  senses: Sense[]
}

export interface Lookup {
  /** The word as asked. */
  word: string
  /** Empty when the dictionary has no such word. */
  meanings: Meaning[]
  /** Words that rhyme, in the dictionary's order; empty when the word's sound is not known. */
  rhymes: string[]
}

/** The longest word worth looking up; anything longer is no word. */
export const MAX_WORD_LENGTH = 64

async function entryOf(loader: ShardLoader, key: string): Promise<ShardEntry | undefined> {
  if (!key) return undefined
  const shard = await loader.words(shardOf(key))
  return shard && Object.hasOwn(shard, key) ? shard[key] : undefined
}

/** The word as a dictionary key: trimmed of the punctuation a selection carries ("Running," → "running"). */
export function wordKey(text: string): string {
  return lemmaKey(text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '').replace(/[’‘]/g, "'"))
}

export async function lookUp(text: string, loader: ShardLoader): Promise<Lookup> {
  const key = wordKey(text)
  const none: Lookup = { word: text.trim(), meanings: [], rhymes: [] }
  if (!key || key.length > MAX_WORD_LENGTH) return none
  const own = await entryOf(loader, key)
  const meanings: Meaning[] = []
  for (const pos of PARTS_OF_SPEECH) {
    for (const lemma of baseFormCandidates(key, pos, own?.x?.[pos])) {
      const e = lemma === key ? own : await entryOf(loader, lemma)
      const senses = (e?.s ?? []).filter((s) => s[0] === pos).map(([, definition, examples, synonyms]) => ({ definition, examples, synonyms }))
      // Every base form that is a word of this part of speech, as WordNet's own lookup gives them
      // ("saw": the noun and verb saw, and the verb see).
      if (senses.length) meanings.push({ lemma, pos, senses })
    }
  }
  // The word itself first, then its base forms, nouns before verbs before adjectives and adverbs.
  meanings.sort((a, b) => Number(b.lemma === key) - Number(a.lemma === key))
  let rhymes: string[] = []
  if (own?.r) {
    const group = (await loader.rhymes(rhymeShardOf(own.r)))?.[own.r] ?? []
    rhymes = group.filter((w) => w !== key)
  }
  return { word: text.trim(), meanings, rhymes }
}
