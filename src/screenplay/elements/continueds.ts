import type { ScriptElement } from '../model'
import { characterName } from '../spelling/character-names'
import { dualPairAt } from './dual'

/**
 * Automatic (CONT'D), as Final Draft adds it: a cue gets it when the same character spoke the
 * scene's previous speech, with action (or anything else) between. A scene heading starts afresh.
 * The cue's own text never changes: the layout prints the addition, the page view shows it.
 * Not on a voice-over (the voice is not interrupted by what we see), not on a cue that already
 * says CONT'D or CONTINUED, and not in dual dialogue (two speakers at once continue no one); after
 * a dual pair the next speech is nobody's continuation.
 */

const VOICE_OVER = /\(\s*(V\.?\s*O\.?|VOICE[\s-]*OVER)\s*\)/i
const TYPED_CONTD = /\(\s*(CONT['’]?D|CONTINUED)\s*\)/i

/** Whether a cue's text already carries a continuation extension. */
export function hasContdExtension(cue: string): boolean {
  return TYPED_CONTD.test(cue)
}

/**
 * Marks in `out` (1 = gets (CONT'D)) the cues of elements [from, to), where `from` is a scene's
 * start (or the script's) and `to` a scene's start or the end. Elements outside are left as they are.
 */
export function markContinueds(els: readonly ScriptElement[], out: Uint8Array, from = 0, to = els.length): void {
  let last: string | null = null
  for (let i = from; i < to; i++) {
    const el = els[i]
    if (el.type === 'scene-heading') {
      last = null
      out[i] = 0
      continue
    }
    if (el.type !== 'character') {
      out[i] = 0
      continue
    }
    if (el.dual) {
      const pair = dualPairAt(els, i)
      if (pair) {
        for (let k = i; k < pair.end && k < to; k++) out[k] = 0
        last = null
        i = Math.min(pair.end, to) - 1
        continue
      }
    }
    const name = characterName(el.text)
    out[i] = name !== '' && name === last && !VOICE_OVER.test(el.text) && !TYPED_CONTD.test(el.text) ? 1 : 0
    last = name || last
  }
}

/** Which cues of a script get the automatic (CONT'D) (1 for each such cue). */
export function automaticContinueds(els: readonly ScriptElement[]): Uint8Array {
  const out = new Uint8Array(els.length)
  markContinueds(els, out)
  return out
}

/** The first element of the scene holding element `i` (its heading, or 0). */
export function sceneStartOf(els: readonly ScriptElement[], i: number): number {
  for (let k = Math.min(i, els.length - 1); k > 0; k--) if (els[k].type === 'scene-heading') return k
  return 0
}

/** One past the last element of the scene holding element `i` (the next heading, or the end). */
export function sceneEndOf(els: readonly ScriptElement[], i: number): number {
  for (let k = i + 1; k < els.length; k++) if (els[k].type === 'scene-heading') return k
  return els.length
}
