/**
 * What a plain Hunspell check misses that a writer expects of a spell checker: a closed compound
 * of two dictionary words ("shoebox", "doorframe") is a word, and two letters typed the wrong way
 * round ("teh", "thier") is the first thing to offer back. Pure: the dictionary is a function.
 */

/** Each half of a closed compound has at least this many letters ("a lot" never becomes "alot"). */
const MIN_PART = 3

type Check = (word: string) => boolean

/** The word as the dictionary lists a common word: lower case unless it has capitals inside ("iPhone"). */
function plainCase(word: string): string | undefined {
  if (word === word.toLowerCase()) return word
  const rest = word.slice(1)
  if (word === word.toUpperCase() || rest === rest.toLowerCase()) return word.toLowerCase()
  return undefined
}

/**
 * A closed compound: two common words of the dictionary's list written as one ("shoebox",
 * "SHOEBOX", "Shoebox"). Only letters; proper nouns do not combine.
 */
export function isClosedCompound(word: string, isCorrect: Check): boolean {
  const w = plainCase(word)
  if (!w || w.length < MIN_PART * 2 || !/^\p{Ll}+$/u.test(w)) return false
  for (let i = MIN_PART; i <= w.length - MIN_PART; i++) {
    if (isCorrect(w.slice(0, i)) && isCorrect(w.slice(i))) return true
  }
  return false
}

/** A dictionary check that also accepts closed compounds of its own words. */
export function withCompounds(isCorrect: Check): Check {
  return (word) => isCorrect(word) || isClosedCompound(word, isCorrect)
}

/** `word` in the case pattern of `like`: "THE" for "TEH", "The" for "Teh". */
function inCaseOf(like: string, word: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase()
  if (like[0] !== like[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1)
  return word
}

/** The words one swap of two neighbouring letters away that the dictionary knows, in order of the swap. */
export function transpositions(word: string, isCorrect: Check): string[] {
  const lower = word.toLowerCase()
  const out: string[] = []
  for (let i = 0; i + 1 < lower.length; i++) {
    if (lower[i] === lower[i + 1]) continue
    const swapped = lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2)
    const candidate = inCaseOf(word, swapped)
    if (!out.includes(candidate) && (isCorrect(candidate) || isCorrect(swapped))) out.push(candidate)
  }
  return out
}

/**
 * Suggestions in the order a writer wants them: letters typed the wrong way round first (the
 * commonest slip, and one Hunspell's own list often lacks: it offers "ten" for "teh", never
 * "the"), then the dictionary's own suggestions, without repeats.
 */
export function rankSuggestions(word: string, fromDictionary: readonly string[], isCorrect: Check, max = 8): string[] {
  const out = transpositions(word, isCorrect)
  for (const s of fromDictionary) if (!out.includes(s)) out.push(s)
  return out.slice(0, max)
}
