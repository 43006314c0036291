/**
 * One name per character in the reports, however the cue was typed: capitals, without a trailing
 * parenthetical ("(V.O.)", "(beat)") and without a trailing CONT'D, CONTINUED, V.O., O.S.,
 * OFF SCREEN or VOICE OVER, so "Mary (cont'd)", "MARY V.O." and "MARY" are all MARY.
 */
const TRAILING_PAREN = /\s*\([^()]*\)?\s*$/
const TRAILING_EXTENSION = /\s*(?:CONT['\u2019]?D\.?|CONTINUED|V\.\s*O\.?|O\.\s*S\.?|OFF[\s-]SCREEN|VOICE[\s-]OVER)\s*$/

/** Longer than any cue; a longer "cue" is cut here so hostile text costs nothing to read. */
const MAX_CUE = 200

export function normaliseCharacterName(cue: string): string {
  let name = cue.slice(0, MAX_CUE).toUpperCase().replace(/^@/, '').replace(/\s*\^\s*$/, '').replace(/\s+/g, ' ').trim()
  for (;;) {
    const next = name.replace(TRAILING_PAREN, '').replace(TRAILING_EXTENSION, '').trim()
    // A cue that is nothing but an extension keeps its text rather than becoming nameless.
    if (next === name || next === '') return name
    name = next
  }
}
