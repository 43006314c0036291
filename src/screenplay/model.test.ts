import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromRuns, INLINE_STYLES, StyledText, styleBits, type StyleSpan } from './model'

/** What StyledText must give: each style's spans are the longest stretches of characters in it. */
function expected(chars: string[], bits: number[]): { text: string; styles?: StyleSpan[] } {
  const text = chars.join('')
  const styles: StyleSpan[] = []
  for (let k = 0; k < INLINE_STYLES.length; k++) {
    let offset = 0
    let open: StyleSpan | undefined
    chars.forEach((c, i) => {
      if ((bits[i] >> k) & 1) {
        if (open && open.end === offset) open.end += c.length
        else styles.push((open = { start: offset, end: offset + c.length, style: INLINE_STYLES[k] }))
      }
      offset += c.length
    })
  }
  styles.sort((a, b) => a.start - b.start || INLINE_STYLES.indexOf(a.style) - INLINE_STYLES.indexOf(b.style))
  return styles.length ? { text, styles } : { text }
}

type Step = { add: string; bits: number } | { cut: number }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ add: fc.constantFrom('', 'a', ' ', 'bc', '\n', 'def gh'), bits: fc.integer({ min: 0, max: 15 }) }) },
  { weight: 1, arbitrary: fc.record({ cut: fc.integer({ min: 0, max: 4 }) }) },
)

describe('StyledText', () => {
  it('gathers the same text and spans as a character-by-character reading, across cuts at the end', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (steps, manyParts) => {
        const built = new StyledText()
        const chars: string[] = []
        const bits: number[] = []
        // Enough pieces to fill several joined blocks, so cuts also reach into those.
        const repeat = manyParts ? 2000 : 1
        for (const step of steps) {
          if ('add' in step) {
            for (let r = 0; r < repeat; r++) {
              built.add(step.add, step.bits)
              for (const c of step.add) {
                chars.push(c)
                bits.push(step.bits)
              }
            }
          } else {
            const keep = Math.max(0, chars.length - step.cut)
            built.truncate(keep)
            chars.length = keep
            bits.length = keep
          }
          expect(built.length).toBe(chars.length)
          expect(built.lastChar()).toBe(chars.length ? chars[chars.length - 1] : '')
        }
        expect(built.finish()).toEqual(expected(chars, bits))
      }),
      { numRuns: 150 },
    )
  })

  it('starts afresh after finish', () => {
    const t = new StyledText()
    t.add('bold', styleBits(['bold']))
    expect(t.finish()).toEqual({ text: 'bold', styles: [{ start: 0, end: 4, style: 'bold' }] })
    t.add('plain', 0)
    expect(t.finish()).toEqual({ text: 'plain' })
    expect(t.finish()).toEqual({ text: '' })
  })

  it('gives the spans fromRuns gives, in text order and within one start in the order of the styles', () => {
    const got = fromRuns([
      { text: 'ab', styles: ['italic', 'bold'] },
      { text: 'c', styles: ['bold'] },
      { text: '', styles: ['underline'] },
      { text: 'd', styles: ['strike', 'bold', 'bold'] },
    ])
    expect(got).toEqual({
      text: 'abcd',
      styles: [
        { start: 0, end: 4, style: 'bold' },
        { start: 0, end: 2, style: 'italic' },
        { start: 3, end: 4, style: 'strike' },
      ],
    })
  })
})
