import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ELEMENT_KINDS, type ScriptElement } from '../model'
import { createPaginator, layoutScript } from './index'
import { generateScript } from './sample-script'

const KINDS = ELEMENT_KINDS.filter((k) => k !== 'page-break')

type Edit =
  | { op: 'type'; at: number; text: string }
  | { op: 'replace'; at: number; text: string }
  | { op: 'insert'; at: number; kind: (typeof KINDS)[number]; text: string }
  | { op: 'delete'; at: number }
  | { op: 'retype'; at: number; kind: (typeof KINDS)[number] }
  | { op: 'break'; at: number }

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(' ', '. ', 'Hello there. ', 'A much longer sentence that will certainly need to wrap onto another line. '),
  fc.array(fc.constantFrom('word', 'Stop.', 'go', '  ', '\n', 'x'.repeat(70)), { maxLength: 40 }).map((w) => w.join(' ')),
)
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('type' as const), at: fc.nat(), text }),
  fc.record({ op: fc.constant('replace' as const), at: fc.nat(), text }),
  fc.record({ op: fc.constant('insert' as const), at: fc.nat(), kind: fc.constantFrom(...KINDS), text }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('retype' as const), at: fc.nat(), kind: fc.constantFrom(...KINDS) }),
  fc.record({ op: fc.constant('break' as const), at: fc.nat() }),
)

function apply(els: ScriptElement[], e: Edit): ScriptElement[] {
  const out = els.slice()
  const at = out.length ? e.at % (out.length + (e.op === 'insert' || e.op === 'break' ? 1 : 0)) : 0
  switch (e.op) {
    case 'type':
      if (out[at]) out[at] = { ...out[at], text: out[at].text + e.text }
      break
    case 'replace':
      if (out[at]) out[at] = { ...out[at], text: e.text }
      break
    case 'insert':
      out.splice(at, 0, { type: e.kind, text: e.text })
      break
    case 'delete':
      out.splice(at, 1)
      break
    case 'retype':
      if (out[at]) out[at] = { type: e.kind, text: out[at].text, ...(out[at].dual ? { dual: out[at].dual } : {}) }
      break
    case 'break':
      out.splice(at, 0, { type: 'page-break', text: '' })
      break
  }
  return out
}

describe('incremental pagination', () => {
  it('gives exactly the full layout after any sequence of random edits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(edit, { minLength: 1, maxLength: 12 }), (seed, edits) => {
        let els = generateScript(6, seed).elements
        const pg = createPaginator()
        pg.update(els)
        for (const e of edits) {
          els = apply(els, e)
          expect(pg.update(els)).toEqual(layoutScript(els))
        }
      }),
      { numRuns: 150 },
    )
  })

  it('also when the caller says where the change starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(edit, { minLength: 1, maxLength: 8 }), (seed, edits) => {
        let els = generateScript(5, seed).elements
        const pg = createPaginator()
        pg.update(els)
        for (const e of edits) {
          const next = apply(els, e)
          let first = 0
          while (first < Math.min(els.length, next.length) && els[first] === next[first]) first++
          els = next
          expect(pg.update(els, first)).toEqual(layoutScript(els))
        }
      }),
      { numRuns: 60 },
    )
  })

  it('re-wraps only the edited element of a 300-page script and reuses the pages after it', () => {
    const script = generateScript(300, 7)
    const pg = createPaginator()
    const before = pg.update(script)
    expect(before.pages.length).toBeGreaterThan(280)
    const at = script.elements.findIndex((e, i) => e.type === 'action' && before.elementPage[i] >= 149)
    expect(before.elementPage[at]).toBeLessThan(152)
    const calls = pg.stats.wrapCalls
    const els = script.elements.slice()
    els[at] = { ...els[at], text: els[at].text.slice(0, 10) + 'x' + els[at].text.slice(10) }
    const after = pg.update(els)
    expect(pg.stats.wrapCalls - calls).toBe(1)
    expect(pg.stats.filledPages).toBeLessThanOrEqual(4)
    expect(pg.stats.reusedPages).toBeGreaterThan(100)
    expect(after).toEqual(layoutScript(els))
    // Untouched pages are the same objects: a page view can skip re-rendering them.
    expect(after.pages[10]).toBe(before.pages[10])
    expect(after.pages[250]).toBe(before.pages[250])
  })

  it('notices edits made by mutating the same array the previous call received', () => {
    const els = generateScript(4, 3).elements
    const pg = createPaginator()
    pg.update(els)
    els.splice(2, 0, { type: 'page-break', text: '' })
    expect(pg.update(els)).toEqual(layoutScript(els))
  })
})
