import type { ScriptElement } from '../screenplay/model'

/**
 * A small script whose figures were counted by hand (see the comments on each line: words /
 * characters / printed lines). The statistics unit tests and the Statistics dialog's browser test
 * both check against it.
 */
export const SMALL: ScriptElement[] = [
  { type: 'scene-heading', text: 'INT. KITCHEN - DAY' }, // 4 / 18 / 1
  { type: 'action', text: 'Mary pours coffee.' }, // 3 / 18 / 1
  { type: 'character', text: 'MARY' }, // 1 / 4 / 1
  { type: 'parenthetical', text: '(quietly)' }, // 1 / 9 / 1
  { type: 'dialogue', text: 'Where were you last night?' }, // 5 / 26 / 1
  { type: 'character', text: 'BOB (O.S.)' }, // 2 / 10 / 1
  { type: 'dialogue', text: 'Out.' }, // 1 / 4 / 1
  { type: 'note', text: 'Fix this later' }, // 3 / 14 / 0 (notes never print)
  { type: 'scene-heading', text: 'EXT. GARDEN - NIGHT' }, // 4 / 19 / 1
  { type: 'action', text: 'Bob digs a hole. It is deep.' }, // 7 / 28 / 1
  { type: 'character', text: 'MARY' }, // 1 / 4 / 1
  { type: 'dialogue', text: 'Bob?' }, // 1 / 4 / 1
  { type: 'transition', text: 'CUT TO:' }, // 2 / 7 / 1
  { type: 'scene-heading', text: 'I/E. CAR - MOVING - NIGHT' }, // 6 / 25 / 1
  { type: 'action', text: 'They drive.' }, // 2 / 11 / 1
  { type: 'shot', text: 'CLOSE ON BOB' }, // 3 / 12 / 1
  { type: 'action', text: 'The car rolls past the dark fields while rain hammers the roof hard.' }, // 13 / 68 / 2 (wraps at 60)
]
