/**
 * Base forms of an inflected word, as WordNet's own "morphy" finds them: first the part of
 * speech's exception list (irregular forms), then its detachment rules (suffixes taken off and
 * replaced), keeping only candidates that are words of that part of speech.
 */
import type { PartOfSpeech } from './wordnet'

/** WordNet's detachment rules: [suffix, replacement] for each part of speech. */
const RULES: Record<PartOfSpeech, readonly (readonly [string, string])[]> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
}

/**
 * Candidate base forms of `word` as part of speech `pos`, before checking which are words: the
 * word itself, its exceptions, and each rule that applies. Doubled final consonants ("running",
 * "stopped") are in the exception lists, as in WordNet.
 */
export function baseFormCandidates(word: string, pos: PartOfSpeech, exceptions: readonly string[] = []): string[] {
  const out = [word, ...exceptions]
  for (const [suffix, replacement] of RULES[pos]) {
    // "ss" nouns are not plurals ("glass", "moss"): WordNet's rules leave them.
    if (pos === 'n' && suffix === 's' && word.endsWith('ss')) continue
    if (word.length > suffix.length && word.endsWith(suffix)) out.push(word.slice(0, word.length - suffix.length) + replacement)
  }
  return [...new Set(out)]
}
