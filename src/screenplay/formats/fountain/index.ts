/** Fountain (.fountain, .spmd): reader and writer. Registered by register.ts, which loads this on first use. */
import type { Script } from '../../model'
import { encodeText, readDecoded } from '../text/decode'
import { parseFountainBare } from './parse'
import { writeFountainBare } from './write'
import { normaliseForFountainBare } from './normalise'
import { withParens, withoutParens } from './parens'
import { applyFountainConventions, withFmtPageSize } from './fmt'

export { parseInline, renderInline } from './inline'

/**
 * Fountain text → Script. Parentheticals keep their parentheses, as everywhere in the model; the
 * `fmt` title-page key sets the page and element formatting, centred act markers print as acts.
 */
export function parseFountain(text: string): Script {
  return applyFountainConventions(withParens(parseFountainBare(text)))
}

/** Script → Fountain text. A parenthetical typed without parentheses gets them. */
export function writeFountain(script: Script): string {
  return writeFountainBare(withoutParens(withFmtPageSize(script)))
}

/** The part of a script Fountain can carry: what `parseFountain(writeFountain(s))` gives back. */
export function normaliseForFountain(script: Script): Script {
  return applyFountainConventions(withParens(normaliseForFountainBare(withoutParens(withFmtPageSize(script)))))
}

export const fountainFile = {
  read: (bytes: Uint8Array): Script => readDecoded(bytes, parseFountain),
  write: (script: Script): Uint8Array => encodeText(writeFountain(script)),
}
