import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { ElementKind, Script, ScriptElement, StyleSpan, TitlePage } from '../../model'
import { INLINE_STYLES } from '../../model'
import { canonicalSpans, parseInline, renderInline } from './inline'
import { normaliseForFountain } from './index'
import { parseFountain } from './index'
import { writeFountain } from './index'

/**
 * Property: parseFountain(writeFountain(s)) deep-equals normaliseForFountain(s).
 * normaliseForFountain is the documented part of the model Fountain can carry (character names
 * upper-cased, strike dropped, spans off white space and line breaks, underline on word
 * boundaries, single-line kinds trimmed, ...). A second property checks that for "tidy" scripts the
 * normaliser changes nothing, so the first property is not vacuous.
 */

// Characters that stress markup: every Fountain sigil, brackets, escapes, white space, non-Latin.
const nasty = ['*', '_', '\\', '[', ']', '/', '#', '!', '@', '~', '>', '<', '.', '=', '^', '(', ')', ':', ' ', '  ', 'é', '黒', 'ß', '-', "'"]
const wordChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')

const token = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom(...wordChars), minLength: 1, maxLength: 8 }) },
  { weight: 3, arbitrary: fc.constant(' ') },
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 1, arbitrary: fc.constantFrom('INT. HOUSE', 'CUT TO:', 'FADE OUT.', '[[x]]', '/*', '*/', '===', '  ', 'Title: x', 'BOB', '(V.O.)', '#1#') },
)
const line = fc.array(token, { minLength: 0, maxLength: 8 }).map((t) => t.join(''))
const oneLine = line
const multiLine = fc.array(line, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n'))

function spansFor(text: string): fc.Arbitrary<StyleSpan[]> {
  if (text.length === 0) return fc.constant([])
  return fc.array(
    fc
      .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }), fc.constantFrom(...INLINE_STYLES))
      .map(([a, b, style]) => ({ start: Math.min(a, b), end: Math.max(a, b), style })),
    { maxLength: 3 },
  )
}

function withSpans(type: ElementKind, text: fc.Arbitrary<string>): fc.Arbitrary<ScriptElement> {
  return text.chain((t) => spansFor(t).map((styles) => ({ type, text: t, styles: canonicalSpans(t.length, styles) })))
}

const blockMember = fc.oneof(
  { weight: 4, arbitrary: withSpans('dialogue', multiLine) },
  { weight: 2, arbitrary: withSpans('parenthetical', oneLine) },
  { weight: 1, arbitrary: withSpans('lyrics', multiLine) },
  { weight: 1, arbitrary: withSpans('note', multiLine) },
)

const dialogueBlock = fc
  .tuple(withSpans('character', oneLine), fc.array(blockMember, { minLength: 1, maxLength: 4 }))
  .map(([c, members]) => [c, ...members])

const dualPair = fc.tuple(dialogueBlock, dialogueBlock).map(([l, r]) => [
  ...l.map((e) => (e.type === 'note' ? e : { ...e, dual: 'left' as const })),
  ...r.map((e) => (e.type === 'note' ? e : { ...e, dual: 'right' as const })),
])

const single = fc.oneof(
  { weight: 5, arbitrary: withSpans('action', multiLine) },
  { weight: 1, arbitrary: fc.constant<ScriptElement>({ type: 'action', text: '' }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(withSpans('scene-heading', oneLine), fc.option(fc.stringMatching(/^[0-9A-Za-z.-]{1,4}$/), { nil: undefined }))
      .map(([e, n]) => (n === undefined ? e : { ...e, sceneNumber: n })),
  },
  { weight: 2, arbitrary: withSpans('transition', oneLine) },
  { weight: 1, arbitrary: withSpans('shot', oneLine) },
  { weight: 1, arbitrary: withSpans('centered', multiLine) },
  { weight: 1, arbitrary: withSpans('note', multiLine) },
  { weight: 1, arbitrary: fc.tuple(withSpans('section', oneLine), fc.integer({ min: 1, max: 4 })).map(([e, depth]) => ({ ...e, depth })) },
  { weight: 1, arbitrary: withSpans('synopsis', multiLine) },
  { weight: 1, arbitrary: withSpans('lyrics', multiLine) },
  { weight: 1, arbitrary: fc.constant<ScriptElement>({ type: 'page-break', text: '' }) },
)

const piece = fc.oneof(
  { weight: 6, arbitrary: single.map((e) => [e]) },
  { weight: 3, arbitrary: dialogueBlock },
  { weight: 1, arbitrary: dualPair },
)

const titlePage: fc.Arbitrary<TitlePage> = fc.record({
  title: fc.oneof(fc.constant(''), multiLine),
  credit: fc.oneof(fc.constant(''), oneLine),
  author: fc.oneof(fc.constant(''), oneLine),
  source: fc.oneof(fc.constant(''), oneLine),
  draft: fc.oneof(fc.constant(''), oneLine),
  contact: fc.oneof(fc.constant(''), multiLine),
  extra: fc.option(fc.array(fc.record({ key: fc.constantFrom('Notes', 'Copyright', 'Revision', 'Format', 'Draft'), value: multiLine }), { maxLength: 2 }), { nil: undefined }),
})

const script: fc.Arbitrary<Script> = fc
  .tuple(titlePage, fc.array(piece, { maxLength: 12 }))
  .map(([tp, pieces]) => ({ titlePage: tp, elements: pieces.flat() }))

function clean(s: Script): Script {
  // Drop `styles: []` and `extra` absent vs undefined differences for deep equality.
  return JSON.parse(JSON.stringify(s, (k, v) => (k === 'styles' && Array.isArray(v) && v.length === 0 ? undefined : v)))
}

describe('Fountain round trip (fast-check)', () => {
  it('parseFountain(writeFountain(s)) equals normaliseForFountain(s)', () => {
    fc.assert(
      fc.property(script, (s) => {
        const written = writeFountain(s)
        expect(clean(parseFountain(written))).toEqual(clean(normaliseForFountain(s)))
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 1500) },
    )
  }, 600_000)

  it('normalising is idempotent and writing a normalised script is stable', () => {
    fc.assert(
      fc.property(script, (s) => {
        const n = normaliseForFountain(s)
        expect(clean(normaliseForFountain(n))).toEqual(clean(n))
        expect(writeFountain(n)).toBe(writeFountain(s))
      }),
      { numRuns: 300 },
    )
  })

  it('a parenthetical with spaces around its parentheses writes the same before and after normalising', () => {
    // Found by the property above: "(V.O.)  " was written as "((V.O.))".
    const s: Script = {
      titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' },
      elements: [
        { type: 'character', text: 'a', dual: 'right' },
        { type: 'parenthetical', text: '(V.O.)  ' },
      ],
    }
    expect(writeFountain(s)).toBe('@a\n(V.O.)\n')
    expect(writeFountain(normaliseForFountain(s))).toBe(writeFountain(s))
  })

  it('tidy scripts pass through the normaliser unchanged', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghij'.split('')), minLength: 1, maxLength: 6 })
    const sentence = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '))
    const upper = sentence.map((x) => x.toUpperCase())
    const tidy = fc
      .array(
        fc.oneof(
          sentence.map((t) => [{ type: 'action' as const, text: t }]),
          upper.map((t) => [{ type: 'scene-heading' as const, text: `INT. ${t}` }]),
          fc.tuple(upper, sentence, sentence).map(([c, p, d]) => [
            { type: 'character' as const, text: c },
            { type: 'parenthetical' as const, text: `(${p})` },
            { type: 'dialogue' as const, text: d },
          ]),
          upper.map((t) => [{ type: 'transition' as const, text: `${t} TO:` }]),
        ),
        { maxLength: 10 },
      )
      .map((p) => ({ titlePage: { title: 'T', credit: 'Written by', author: 'A', source: '', draft: '', contact: '' }, elements: p.flat() }))
    fc.assert(
      fc.property(tidy, (s) => {
        expect(clean(normaliseForFountain(s))).toEqual(clean(s))
        expect(clean(parseFountain(writeFountain(s)))).toEqual(clean(s))
      }),
      { numRuns: 200 },
    )
  })

  it('inline markup: render then parse gives the normalised spans back', () => {
    fc.assert(
      fc.property(
        line.chain((t) => spansFor(t).map((styles) => ({ t, styles }))),
        ({ t, styles }) => {
          const n = normaliseForFountain({ titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'note', text: `x ${t}`, styles: styles.map((s) => ({ ...s, start: s.start + 2, end: s.end + 2 })) }] })
          const el = n.elements[0]
          const back = parseInline(renderInline(el.text, el.styles))
          expect(back.text).toBe(el.text)
          expect(back.styles).toEqual(el.styles ?? [])
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('a first action shaped like a title-page line', () => {
  it('stays action: "Title: x" is written forced and read back as the writer typed it', () => {
    const s: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'Title: x', styles: [] }] }
    expect(writeFountain(s)).toBe('!Title: x\n')
    expect(parseFountain(writeFountain(s))).toEqual(normaliseForFountain(s))
  })
})
