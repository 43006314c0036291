/**
 * Reading WordNet's database files (Princeton's lexical database of English): the index files
 * (each word and the senses it has, most common first), the data files (each sense's words,
 * definition, examples and links) and the exception lists (irregular forms: "ran" → "run").
 * Text in, plain records out.
 */

/** WordNet's parts of speech, by the letter its files use ('s', an adjective satellite, reads as 'a'). */
export type PartOfSpeech = 'n' | 'v' | 'a' | 'r'
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['n', 'v', 'a', 'r']

export const PART_OF_SPEECH_NAMES: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' }

/** One sense: a synset, the set of words that share one meaning. */
export interface Synset {
  pos: PartOfSpeech
  /** The words of the sense, as written ("ice cream", "Jack-in-the-box"). */
  words: string[]
  definition: string
  examples: string[]
  /** Offsets (in the same part of speech's data file) of "similar to" senses: an adjective's near-synonyms. */
  similar: number[]
}

/** A word as it is looked up: lower case, spaces for WordNet's underscores. */
export function lemmaKey(word: string): string {
  return word.trim().toLowerCase().replace(/[_\s]+/g, ' ')
}

/** The license header of every file: lines that start with two spaces. */
const isHeader = (line: string) => line.startsWith('  ') || line === ''

/** "word lex_id" pairs carry a marker on some adjectives: "galore(ip)". */
const stripMarker = (word: string) => word.replace(/\((?:a|p|ip)\)$/, '')

/** The definition before the first quoted example; the quoted examples after it. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim()).filter(Boolean)
  const firstQuote = gloss.indexOf('"')
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss).replace(/[;:,\s]+$/, '').trim()
  return { definition, examples }
}

/** Every synset of one data file, by its byte offset (the number the index files point with). */
export function parseDataFile(text: string): Map<number, Synset> {
  const out = new Map<number, Synset>()
  for (const line of text.split('\n')) {
    if (isHeader(line)) continue
    const bar = line.indexOf(' | ')
    const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ')
    const offset = Number(fields[0])
    const ssType = fields[2]
    const pos: PartOfSpeech = ssType === 's' ? 'a' : (ssType as PartOfSpeech)
    const wordCount = parseInt(fields[3], 16)
    const words: string[] = []
    let i = 4
    for (let w = 0; w < wordCount; w++, i += 2) words.push(stripMarker(fields[i]).replace(/_/g, ' '))
    const pointerCount = Number(fields[i++])
    const similar: number[] = []
    for (let p = 0; p < pointerCount; p++, i += 4) if (fields[i] === '&') similar.push(Number(fields[i + 1]))
    const { definition, examples } = splitGloss(bar >= 0 ? line.slice(bar + 3) : '')
    out.set(offset, { pos, words, definition, examples, similar })
  }
  return out
}

/** Each lemma of one index file and its senses' offsets, most common sense first. */
export function parseIndexFile(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>()
  for (const line of text.split('\n')) {
    if (isHeader(line)) continue
    const fields = line.trim().split(' ')
    const senseCount = Number(fields[2])
    const pointerCount = Number(fields[3])
    const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount).map(Number)
    out.set(lemmaKey(fields[0]), offsets)
  }
  return out
}

/** An exception list: each irregular form and its base forms ("axes" → "ax", "axis"). */
export function parseExceptions(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const [form, ...bases] = line.trim().split(' ')
    if (form && bases.length) out.set(lemmaKey(form), bases.map(lemmaKey))
  }
  return out
}
