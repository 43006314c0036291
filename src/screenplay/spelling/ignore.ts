import { normalizeWord, tokenize, type WordToken } from './tokenize'

/**
 * Words every screenplay uses that a general dictionary lacks or that should never be flagged
 *: heading prefixes, cue extensions, transitions and camera terms. Compared in
 * upper case. "V.O." and "O.S." tokenize to single letters, which the length rule already skips;
 * their run-together spellings are listed.
 */
export const SCREENPLAY_VOCABULARY: ReadonlySet<string> = new Set([
  // Scene headings
  'INT', 'EXT', 'EST', 'IE', 'INTERIOR', 'EXTERIOR', 'CONTINUOUS', 'LATER', 'DAY', 'NIGHT', 'DAWN', 'DUSK',
  // Cue extensions and page marks
  "CONT'D", 'CONTD', 'CONTINUED', 'CONT', 'VO', 'OS', 'OC', 'OOV', 'OOF', 'MORE', 'FILTERED', 'PRELAP', 'PRE', 'LAP', 'SUBTITLED',
  // Camera and shots
  'POV', 'INSERT', 'SUPER', 'ANGLE', 'CLOSEUP', 'ECU', 'ELS', 'MCU', 'MS', 'CU', 'WS', 'OTS', 'TWO', 'SHOT', 'PAN', 'TILT', 'ZOOM',
  'DOLLY', 'CRANE', 'STEADICAM', 'HANDHELD', 'MOS', 'SFX', 'VFX', 'FX', 'BG', 'FG', 'OMITTED', 'REVERSE', 'REV', 'WIDE', 'AERIAL',
  // Transitions and structure
  'FADE', 'FADES', 'DISSOLVE', 'SMASH', 'MATCH', 'JUMP', 'CUT', 'WIPE', 'IRIS', 'FLIP', 'SPIRAL', 'RIPPLE', 'BURN', 'INTERCUT',
  'FLASHBACK', 'FLASHFORWARD', 'MONTAGE', 'SERIES', 'TITLE', 'CHYRON', 'CARD', 'SUBTITLE', 'END', 'BEAT', 'SLUGLINE', 'TEASER', 'TAG',
  'ACT', 'COLD', 'OPEN', 'OPENING', 'CREDITS', 'BLACK',
])

/** Letters in a word (digits and apostrophes not counted). */
function letterCount(word: string): number {
  return (word.match(/\p{L}/gu) ?? []).length
}

/**
 * Whether a word is exempt from checking: fewer than 2 letters, any digit, screenplay
 * vocabulary, or a character name (or its possessive, "MARY'S").
 */
export function isIgnored(word: string, names: ReadonlySet<string>): boolean {
  if (letterCount(word) < 2) return true
  if (/\p{N}/u.test(word)) return true
  const up = normalizeWord(word).toUpperCase()
  if (SCREENPLAY_VOCABULARY.has(up) || names.has(up)) return true
  const base = up.replace(/'S$/, '')
  return base !== up && names.has(base)
}

export interface Misspelling {
  offset: number
  length: number
  word: string
}

/**
 * The misspelled words of one text, given a dictionary check (which sees a straight apostrophe).
 * The editor's worker passes no names: the list of names changes while a checked text does not,
 * so the main thread filters names when it draws.
 */
export function findMisspellings(text: string, isCorrect: (word: string) => boolean, names: ReadonlySet<string> = new Set()): Misspelling[] {
  const out: Misspelling[] = []
  for (const t of tokenize(text)) {
    if (isIgnored(t.word, names)) continue
    if (!isCorrect(normalizeWord(t.word))) out.push(toMisspelling(t))
  }
  return out
}

function toMisspelling(t: WordToken): Misspelling {
  return { offset: t.offset, length: t.length, word: t.word }
}
