/**
 * The format checker's rules, labels and the transitions it leaves alone. Pure data and small
 * predicates; `check.ts` applies them element by element.
 */
import type { EditorElementType } from '../model'

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

/** Whether an element's text reads as a character cue (all capitals, a name, maybe an extension). */
export function looksLikeCharacterName(text: string): boolean {
  const t = text.trim()
  if (!t || t.length > MAX_CUE_LENGTH || t !== t.toUpperCase() || !/\p{Lu}/u.test(t)) return false
  if (TRANSITIONS.has(t.replace(/\s+/g, ' '))) return false
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
