/**
 * Builds the built-in dictionary's shards from WordNet's database files and, for rhymes, a
 * pronouncing dictionary. Runs when the app is built; the shards are served as static files.
 */
import { PARTS_OF_SPEECH, lemmaKey, parseDataFile, parseExceptions, parseIndexFile, type PartOfSpeech, type Synset } from './wordnet'
import { rhymeShardOf, shardOf, type RhymeShard, type Shard, type ShardEntry, type ShardSense } from './shards'

export interface WordNetFiles {
  /** data.noun, data.verb, data.adj, data.adv */
  data: Record<PartOfSpeech, string>
  /** index.noun, … */
  index: Record<PartOfSpeech, string>
  /** noun.exc, verb.exc, adj.exc, adv.exc */
  exceptions: Record<PartOfSpeech, string>
}

export interface BuiltDictionary {
  /** Shard name → its words. */
  shards: Map<string, Shard>
  /** Rhyme shard name → its rhymes. */
  rhymes: Map<string, RhymeShard>
}

/** The synonyms of one sense of `lemma`: the sense's other words, then (adjectives) its similar senses' words. */
function synonymsOf(lemma: string, synset: Synset, data: Map<number, Synset>): string[] {
  const words = [...synset.words]
  for (const offset of synset.similar) words.push(...(data.get(offset)?.words ?? []))
  const seen = new Set([lemma])
  const out: string[] = []
  for (const w of words) {
    const k = lemmaKey(w)
    if (seen.has(k)) continue
    seen.add(k)
    out.push(w)
  }
  return out
}

/**
 * A word's rhyme: its phonemes from the last primary-stressed vowel (or the last vowel) to the
 * end, stress marks dropped: "table" T EY1 B AH0 L → "EY B AH L".
 */
export function rhymeOf(pronunciation: string): string {
  const phones = pronunciation.trim().split(/\s+/)
  let at = -1
  for (let i = phones.length - 1; i >= 0 && at < 0; i--) if (phones[i].endsWith('1')) at = i
  for (let i = phones.length - 1; i >= 0 && at < 0; i--) if (/\d$/.test(phones[i])) at = i
  return phones
    .slice(Math.max(0, at))
    .map((p) => p.replace(/\d$/, ''))
    .join(' ')
}

export function buildDictionary(files: WordNetFiles, pronunciations?: Readonly<Record<string, string>>): BuiltDictionary {
  const entries = new Map<string, ShardEntry>()
  const entry = (key: string) => {
    let e = entries.get(key)
    if (!e) entries.set(key, (e = {}))
    return e
  }
  for (const pos of PARTS_OF_SPEECH) {
    const data = parseDataFile(files.data[pos])
    for (const [lemma, offsets] of parseIndexFile(files.index[pos])) {
      const senses: ShardSense[] = []
      for (const offset of offsets) {
        const synset = data.get(offset)
        if (synset) senses.push([pos, synset.definition, synset.examples, synonymsOf(lemma, synset, data)])
      }
      if (senses.length) (entry(lemma).s ??= []).push(...senses)
    }
    for (const [form, bases] of parseExceptions(files.exceptions[pos])) (entry(form).x ??= {})[pos] = bases
  }

  const rhymes = new Map<string, RhymeShard>()
  if (pronunciations) {
    for (const [word, pronunciation] of Object.entries(pronunciations)) {
      // "word(2)" is a second pronunciation; the first is the one a rhyme list uses.
      if (word.includes('(')) continue
      const e = entries.get(word)
      // Only the dictionary's own words rhyme: the pronouncing dictionary is full of names and spellings.
      if (!e?.s) continue
      const rhyme = rhymeOf(pronunciation)
      e.r = rhyme
      const shard = rhymeShardOf(rhyme)
      let group = rhymes.get(shard)
      if (!group) rhymes.set(shard, (group = {}))
      ;(group[rhyme] ??= []).push(word)
    }
  }

  const shards = new Map<string, Shard>()
  for (const [key, e] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const name = shardOf(key)
    let shard = shards.get(name)
    if (!shard) shards.set(name, (shard = {}))
    shard[key] = e
  }
  return { shards, rhymes }
}
