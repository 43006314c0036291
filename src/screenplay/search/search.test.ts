import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { counterText, findInText, foldCase, prepareTerm, searchBlocks, stepResult, type SearchBlock } from './search'
import { HANG_GUARD_MS } from '../../testing/hang-guard'

const blocks: SearchBlock[] = [
  { type: 'sceneHeading', text: 'INT. KITCHEN - NIGHT' },
  { type: 'action', text: 'Mary opens the kitchen door. The cat watches.' },
  { type: 'character', text: 'MARY' },
  { type: 'dialogue', text: "Kitchen's closed, Marylou." },
]
const all = { caseSensitive: false, wholeWord: false }

describe('searchBlocks', () => {
  it('finds nothing for terms under two characters or only spaces', () => {
    expect(searchBlocks(blocks, 'M', all)).toEqual([])
    expect(searchBlocks(blocks, '', all)).toEqual([])
    expect(searchBlocks(blocks, '  ', all)).toEqual([])
  })

  it('ignores case unless asked, and reports block and offsets', () => {
    expect(searchBlocks(blocks, 'kitchen', all)).toEqual([
      { block: 0, from: 5, to: 12 },
      { block: 1, from: 15, to: 22 },
      { block: 3, from: 0, to: 7 },
    ])
    expect(searchBlocks(blocks, 'kitchen', { ...all, caseSensitive: true })).toEqual([{ block: 1, from: 15, to: 22 }])
  })

  it('whole word skips matches inside longer words', () => {
    expect(searchBlocks(blocks, 'mary', all).map((r) => r.block)).toEqual([1, 2, 3])
    expect(searchBlocks(blocks, 'mary', { ...all, wholeWord: true }).map((r) => r.block)).toEqual([1, 2])
    // "Kitchen's": the apostrophe ends the word.
    expect(searchBlocks(blocks, 'kitchen', { ...all, wholeWord: true }).map((r) => r.block)).toEqual([0, 1, 3])
    expect(searchBlocks(blocks, 'at', { ...all, wholeWord: true })).toEqual([])
  })

  it('limits to the allowed element types', () => {
    const r = searchBlocks(blocks, 'mary', { ...all, allowedTypes: new Set(['character', 'dialogue']) })
    expect(r.map((x) => x.block)).toEqual([2, 3])
    expect(searchBlocks(blocks, 'mary', { ...all, allowedTypes: new Set() })).toEqual([])
  })

  it('treats the term literally, never as a pattern', () => {
    const b = [{ type: 'action', text: 'a.b a*b (x) [y] a.b' }]
    expect(searchBlocks(b, 'a.b', all)).toEqual([
      { block: 0, from: 0, to: 3 },
      { block: 0, from: 16, to: 19 },
    ])
    expect(searchBlocks(b, '.*', all)).toEqual([])
    expect(searchBlocks(b, '(x)', { ...all, wholeWord: true })).toEqual([{ block: 0, from: 8, to: 11 }])
  })

  it('returns non-overlapping matches', () => {
    expect(findInText('aaaa', 'aa', false)).toEqual([
      [0, 2],
      [2, 4],
    ])
  })

  it('keeps offsets right when lowercasing would change the length', () => {
    const b = [{ type: 'action', text: 'İstanbul and istanbul' }]
    expect(foldCase('İx').length).toBe(2)
    expect(searchBlocks(b, 'istanbul', all)).toEqual([{ block: 0, from: 13, to: 21 }])
  })

  it('handles a huge block and hostile terms quickly', () => {
    const big = [{ type: 'action', text: 'ab'.repeat(500_000) }]
    const t = performance.now()
    expect(searchBlocks(big, 'ab', all)).toHaveLength(500_000)
    expect(searchBlocks(big, 'ba'.repeat(10), { ...all, wholeWord: true })).toEqual([])
    expect(performance.now() - t).toBeLessThan(HANG_GUARD_MS)
  })

  it('every reported range holds the term (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }), fc.string({ minLength: 2, maxLength: 4 }), fc.boolean(), fc.boolean(), (texts, term, cs, ww) => {
        const bs = texts.map((text) => ({ type: 'action', text }))
        const needle = prepareTerm(term, cs)
        for (const r of searchBlocks(bs, term, { caseSensitive: cs, wholeWord: ww })) {
          const got = bs[r.block].text.slice(r.from, r.to)
          expect(cs ? got : foldCase(got)).toBe(needle)
        }
      }),
    )
  })
})

describe('stepResult and the counter', () => {
  const starts = [10, 20, 30]
  it('wraps round in both directions', () => {
    expect(stepResult(starts, 2, 'down')).toBe(0)
    expect(stepResult(starts, 0, 'up')).toBe(2)
    expect(stepResult(starts, 1, 'down')).toBe(2)
  })
  it('starts from the cursor when there is no current result', () => {
    expect(stepResult(starts, -1, 'down', 15)).toBe(1)
    expect(stepResult(starts, -1, 'down', 31)).toBe(0)
    expect(stepResult(starts, -1, 'up', 15)).toBe(0)
    expect(stepResult(starts, -1, 'up', 5)).toBe(2)
    expect(stepResult([], -1, 'down', 5)).toBe(-1)
  })
  it('says N of M results or No results found', () => {
    expect(counterText(0, 3)).toBe('1 of 3 results')
    expect(counterText(-1, 0)).toBe('No results found')
  })
})
