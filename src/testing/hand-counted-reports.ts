import type { Script, ScriptElement } from '../screenplay/model'

/**
 * A script for the reports whose figures were counted by hand. Page breaks put its three scenes
 * on known pages: page 1 holds elements 0-7, page 2 elements 9-15, page 3 elements 17-19.
 * Each line's comment gives the report's visual lines (widths: dialogue 35, cue and
 * parenthetical 25, else 60); both line rules agree on every element here.
 *
 * Scene 1 (pages 1-2): 12 lines, 1 action (8%), MARY 5 dialogue lines, BOB 1; printed rows 3-13 of
 *   page 1 and 0-3 of page 2: 15 rows of 54, 2/8 of a page (15 / 6.75 = 2.2).
 * Scene 2 (page 2): 4 lines, 1 action (25%), BOB 1; rows 6-11: 1/8.
 * Scene 2A (page 3): 3 lines, 1 action (33%), no dialogue; rows 0-4: 1/8.
 * Script lines: 1 + 12 + 4 + 3 = 20. Dialogue lines: MARY 5 + BOB 2 = 7.
 * KITCHEN: scenes 1 and 2A, 15 lines (75% of the script), 2 action (13%), pages 1-3.
 * GARDEN: scene 2, 4 lines (20%), 1 action (25%), page 2.
 * MARY: 2 speeches, 5 lines (25.00% of script lines, 71.43% of dialogue), 14 words of 56
 *   characters (7 per speech, 4 per word), pages 1-2, KITCHEN ×2.
 * BOB: 2 speeches, 2 lines (10.00%, 28.57%), 2 words of 12 characters (1 per speech, 6 per
 *   word), pages 1-2, KITCHEN ×1 and GARDEN ×1.
 * Timing (headings, action and transitions 1.5 s a printed line, dialogue 150 words a minute):
 *   scene 1: 1.5 + 1.5 + (10 + 1 + 4 words) 6 = 9 s; scene 2: 1.5 + 1.5 + 0.4 = 3.4 → 3 s;
 *   scene 2A: 1.5 × 3 = 4.5 → 5 s; 17 s in all.
 */
export const REPORT_ELEMENTS: ScriptElement[] = [
  { type: 'action', text: 'A quiet town.' }, // 0: 1 (before the first scene)
  { type: 'scene-heading', text: 'INT. KITCHEN - DAY' }, // 1: 1
  { type: 'action', text: 'Mary pours coffee.' }, // 2: 1
  { type: 'character', text: 'MARY' }, // 3: 1
  { type: 'parenthetical', text: '(quietly)' }, // 4: 1
  { type: 'dialogue', text: 'Where were you last night? I waited up until two.' }, // 5: 49 chars → 2; 10 words, 40 characters
  { type: 'character', text: 'BOB (O.S.)' }, // 6: 1
  { type: 'dialogue', text: 'Out.' }, // 7: 1; 1 word, 4 characters
  { type: 'page-break', text: '' }, // 8: not counted
  { type: 'character', text: "MARY (CONT'D)" }, // 9: 1
  { type: 'dialogue', text: 'Out where?\n\nTell me.' }, // 10: 3 text lines → 3; 4 words, 16 characters
  { type: 'scene-heading', text: 'EXT. GARDEN - NIGHT' }, // 11: 1
  { type: 'action', text: 'Bob digs.' }, // 12: 1
  { type: 'note', text: 'Is this too short?' }, // 13: notes never print: not counted
  { type: 'character', text: 'bob' }, // 14: 1 (normalised to BOB)
  { type: 'dialogue', text: 'Nothing.' }, // 15: 1; 1 word, 8 characters
  { type: 'page-break', text: '' }, // 16
  { type: 'scene-heading', text: 'INT. KITCHEN - NIGHT', sceneNumber: '2A' }, // 17: 1
  { type: 'action', text: 'Empty. The coffee is cold.' }, // 18: 1
  { type: 'transition', text: 'CUT TO:' }, // 19: 1
]

export const REPORT_SCRIPT: Script = {
  titlePage: { title: 'The Cold Coffee!', credit: 'Written by', author: 'Ann Writer', source: '', draft: '', contact: '' },
  elements: REPORT_ELEMENTS,
}
