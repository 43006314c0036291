/**
 * The format checker's rules, labels and the transitions it leaves alone. Pure data and small
 * predicates; `check.ts` applies them element by element.
 */
import type { EditorElementType, StyleSpan } from '../model'

export const FORMAT_ERROR_TYPES = ['empty_element', 'character_sequence', 'parenthetical_sequence', 'dialogue_sequence', 'incorrect_type'] as const
export type FormatErrorType = (typeof FORMAT_ERROR_TYPES)[number]

/** How the checker's card names and colours each kind of error. */
export const FORMAT_ERROR_LABELS: Record<FormatErrorType, { label: string; colour: 'yellow' | 'red' | 'orange' }> = {
  empty_element: { label: 'Empty Element', colour: 'yellow' },
  character_sequence: { label: 'Character Sequence Error', colour: 'red' },
  parenthetical_sequence: { label: 'Parenthetical Sequence Error', colour: 'red' },
  dialogue_sequence: { label: 'Dialogue Sequence Error', colour: 'red' },
  incorrect_type: { label: 'Incorrect Element Type', colour: 'orange' },
}

/** Standard transitions that look like a name in capitals but are not one. */
export const KNOWN_TRANSITIONS: readonly string[] = [
  'CUT TO:',
  'DISSOLVE TO:',
  'SMASH CUT TO:',
  'MATCH CUT TO:',
  'JUMP CUT TO:',
  'FADE IN:',
  'FADE OUT.',
  'FADE TO BLACK.',
  'WIPE TO:',
  'BACK TO:',
  'END FLASHBACK.',
  'IRIS IN:',
  'IRIS OUT:',
  'FLIP TO:',
  'SPIRAL TO:',
  'RIPPLE TO:',
  'BURN TO:',
]
const TRANSITIONS = new Set(KNOWN_TRANSITIONS)
/**
 * Writers coin their own transitions on the standard pattern ('BURN TO PINK.', 'SMASH TO WHITE.',
 * 'SLOW FADE OUT.'): a 'TO', or an 'IN'/'OUT' at the end, marks one; names almost never have them.
 */
const TRANSITION_SHAPE = /(?:^|\s)TO(?:\s|[:.]?$)|(?:^|\s)(?:IN|OUT)[:.]?$/

/**
 * A cue as a writer types it: capitals, spaces, apostrophes and periods ("DR. O'NEIL"), then
 * optionally an extension such as (V.O.), (O.S.), (OFF SCREEN), (VOICE OVER), (CONT'D).
 */
const NAME = "\\p{Lu}[\\p{Lu} '\u2019.]*"
const EXTENSION = "(?:V\\.O\\.|O\\.S\\.|O\\.C\\.|OFF SCREEN|VOICE OVER|CONT['\u2019]D|CONTINUED)"
const CUE = new RegExp(`^${NAME}(?:\\s*(?:\\(\\s*${EXTENSION}\\s*\\)|${EXTENSION}))*$`, 'u')

/**
 * A cue prints on one line of the cue column (38 characters); longer text in capitals is an
 * emphatic action line, not a name typed as the wrong element.
 */
export const MAX_CUE_LENGTH = 38

/**
 * A full stop after a word of more than two letters ends a sentence ('HE RUNS.'); a cue ends in
 * a name, an initial or title ('JR.', 'T.') or an extension ('V.O.').
 */
const SENTENCE_END = /\p{Lu}{3,}\.$/u
const ENDS_WITH_EXTENSION = new RegExp(`${EXTENSION}\\)?$`, 'u')

/**
 * Whether an element's text reads as a character cue (all capitals, a name, maybe an extension).
 * Text styled bold, italic or underlined as a whole is a writer's deliberate emphasis or
 * sub-heading, not a cue typed as the wrong element.
 */
export function looksLikeCharacterName(text: string, styles?: readonly StyleSpan[]): boolean {
  const t = text.trim()
  if (!t || t.length > MAX_CUE_LENGTH || t !== t.toUpperCase() || !/\p{Lu}/u.test(t)) return false
  if (TRANSITIONS.has(t.replace(/\s+/g, ' ')) || TRANSITION_SHAPE.test(t)) return false
  if (SENTENCE_END.test(t) && !ENDS_WITH_EXTENSION.test(t)) return false
  if (styles?.length) {
    const start = text.length - text.trimStart().length
    const end = text.trimEnd().length
    if (styles.some((s) => s.start <= start && s.end >= end)) return false
  }
  return CUE.test(t)
}

/**
 * Element types the incorrect-type rule looks at. Scene headings, shots and transitions' own
 * conventions put them in capitals, notes never print, a parenthetical has brackets, and a line of
 * dialogue in capitals is a shout; so only action and transitions (whose standard wordings are
 * excepted above) are read for a cue typed as the wrong element.
 */
export const NAME_RULE_TYPES: ReadonlySet<EditorElementType> = new Set(['action', 'transition'])

/** Empty, or a parenthetical with nothing between its brackets. */
export function isEmptyParenthetical(text: string): boolean {
  return /^\s*\(?\s*\)?\s*$/.test(text)
}
