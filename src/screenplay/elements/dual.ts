import type { ScriptElement } from '../model'

/**
 * Dual dialogue: two speeches printed side by side. A pair is a speech whose cue and parts are
 * marked `left`, then (notes aside) a speech marked `right`. Anything else marked dual — a right
 * speech with no left one before it, a left one with no partner, a third speaker, a half with no
 * text — prints as the single speech it is: never dropped, never joined to the pair next to it.
 * The layout, the page view and the readers all ask this one function.
 */
export interface DualPair {
  /** The left cue. */
  start: number
  /** The right cue. */
  right: number
  /** One past the right column's last part. */
  end: number
}

const PARTS = new Set(['parenthetical', 'dialogue', 'lyrics'])

/** A column starting at cue `i`: one past its last part, and whether any of it has text. */
function column(els: readonly ScriptElement[], i: number, side: 'left' | 'right'): { end: number; text: boolean } | null {
  const cue = els[i]
  if (!cue || cue.type !== 'character' || cue.dual !== side) return null
  let text = cue.text.trim() !== ''
  let end = i + 1
  // Notes sit anywhere in a column (they print nothing); the column ends at its last part.
  for (let j = i + 1; j < els.length; j++) {
    const e = els[j]
    if (e.type === 'note') continue
    if (!PARTS.has(e.type) || e.dual !== side) break
    if (!text && e.text.trim() !== '') text = true
    end = j + 1
  }
  return { end, text }
}

/** The well-formed pair whose left cue is element `i`, or null. */
export function dualPairAt(els: readonly ScriptElement[], i: number): DualPair | null {
  const left = column(els, i, 'left')
  if (!left || !left.text) return null
  let r = left.end
  while (r < els.length && els[r].type === 'note') r++
  const right = column(els, r, 'right')
  if (!right || !right.text) return null
  return { start: i, right: r, end: right.end }
}

/** Every well-formed pair in elements [from, to), in order. */
export function dualPairs(els: readonly ScriptElement[], from = 0, to = els.length): DualPair[] {
  const out: DualPair[] = []
  for (let i = from; i < to; i++) {
    if (!els[i].dual || els[i].type !== 'character') continue
    const p = dualPairAt(els, i)
    if (p && p.end <= to) {
      out.push(p)
      i = p.end - 1
    }
  }
  return out
}

/**
 * The elements with every dual mark outside a well-formed pair taken off (what a reader keeps):
 * the speeches stay, as single speeches. Returns the same array when nothing changes.
 */
export function keepWellFormedDual(els: ScriptElement[]): ScriptElement[] {
  let any = false
  for (const e of els) if (e.dual) any = true
  if (!any) return els
  const inPair = new Uint8Array(els.length)
  for (const p of dualPairs(els)) inPair.fill(1, p.start, p.end)
  let changed = false
  const out = els.map((e, i) => {
    if (!e.dual || inPair[i]) return e
    changed = true
    const { dual: _dropped, ...rest } = e
    return rest
  })
  return changed ? out : els
}
