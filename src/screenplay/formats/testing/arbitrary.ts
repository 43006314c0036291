/**
 * fast-check generators of Scripts for the round-trip properties of the FDX, Fade In and Celtx
 * tests (test support only; not imported by app code). Each format says which element kinds and
 * features it can carry; text is normalised the way every format keeps it (single spaces, no
 * leading or trailing blanks) and style spans are canonical (as fromRuns produces them).
 */
import fc from 'fast-check'
import type { ElementKind, InlineStyle, Script, ScriptElement, TitlePage } from '../../model'
import { ELEMENT_KINDS, emptyTitlePage, fromRuns, INLINE_STYLES, toRuns } from '../../model'

export interface ScriptArbOptions {
  /** Which element kinds the format can carry (default: every kind). */
  kinds?: readonly ElementKind[]
  styles?: boolean
  dual?: boolean
  sceneNumbers?: boolean
  /** Whether text may hold '\n' (soft line breaks). */
  multiline?: boolean
  titlePage?: boolean
  /** Title-page extras (key/value pairs) the format can carry. */
  extras?: boolean
  /** Notes and synopses carry no styles (formats that store them as attributes). */
  plainNotes?: boolean
  /** Which styles the format can carry (default: all four). */
  styleSet?: InlineStyle[]
}

const WORDS = ['INT.', 'EXT.', 'house', 'DAY', 'night', 'a&b', '<tag>', '"quoted"', "it's", 'café', '’curly’', '😀', 'x', 'Ünïcode', '1A', 'semi;colon', 'brick', 'STEEL', '--', 'ends.']

function textArb(multiline: boolean, minWords = 1): fc.Arbitrary<string> {
  const line = fc.array(fc.constantFrom(...WORDS), { minLength: minWords, maxLength: 8 }).map((w) => w.join(' '))
  if (!multiline) return line
  return fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.join('\n'))
}

function styled(text: string, spans: [number, number, InlineStyle][]): Pick<ScriptElement, 'text' | 'styles'> {
  const styles = spans
    .map(([a, b, style]) => ({ start: Math.min(a, b) % (text.length + 1), end: Math.max(a, b) % (text.length + 1), style }))
    .map((s) => ({ ...s, start: codePointBoundary(text, s.start), end: codePointBoundary(text, s.end) }))
    .filter((s) => s.end > s.start)
  return fromRuns(toRuns({ text, styles }))
}

/** Moves an offset off the middle of a surrogate pair (editors never split an emoji). */
function codePointBoundary(text: string, i: number): number {
  const c = text.charCodeAt(i - 1)
  return c >= 0xd800 && c <= 0xdbff ? i + 1 : i
}

function elementArb(kind: ElementKind, o: ScriptArbOptions): fc.Arbitrary<ScriptElement> {
  if (kind === 'page-break') return fc.constant({ type: 'page-break', text: '' })
  const multiline = !!o.multiline && kind !== 'character' && kind !== 'scene-heading' && kind !== 'transition'
  const spanArb = o.styles && !(o.plainNotes && (kind === 'note' || kind === 'synopsis'))
    ? fc.array(fc.tuple(fc.nat(80), fc.nat(80), fc.constantFrom(...(o.styleSet ?? INLINE_STYLES))), { maxLength: 3 })
    : fc.constant([] as [number, number, InlineStyle][])
  let text = textArb(multiline)
  if (kind === 'parenthetical') text = textArb(false).map((t) => `(${t})`)
  return fc.record({ text, spans: spanArb, num: fc.option(fc.stringMatching(/^[1-9][0-9]{0,2}[A-C]?$/), { nil: undefined }), depth: fc.integer({ min: 1, max: 3 }) }).map(({ text, spans, num, depth }) => {
    const el: ScriptElement = { type: kind, ...styled(text, spans) }
    if (kind === 'scene-heading' && o.sceneNumbers && num) el.sceneNumber = num
    if (kind === 'section') el.depth = depth
    return el
  })
}

function dualArb(o: ScriptArbOptions): fc.Arbitrary<ScriptElement[]> {
  const side = (dual: 'left' | 'right') =>
    fc.tuple(elementArb('character', o), fc.boolean(), elementArb('parenthetical', o), elementArb('dialogue', o)).map(([c, withParen, p, d]) => [
      { ...c, dual },
      ...(withParen ? [{ ...p, dual }] : []),
      { ...d, dual },
    ])
  return fc.tuple(side('left'), side('right')).map(([l, r]) => [...l, ...r])
}

function titlePageArb(o: ScriptArbOptions): fc.Arbitrary<TitlePage> {
  const name = fc.array(fc.constantFrom('Ann', 'Bo', 'Lee', 'Smith', 'O’Hara', 'Zoë', '&', 'Co.'), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '))
  const full = fc.record({
    title: fc.array(fc.constantFrom('THE', 'Signal', 'Brick', '&', 'Steel', '<2>', 'Noir'), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
    credit: fc.constantFrom('Written by', 'Screenplay by', 'by'),
    author: name,
    source: fc.constantFrom('', 'Based on the novel by Ann Lee', 'Story by Bo Smith'),
    draft: fc.constantFrom('', 'First Draft', 'Revised January 1, 2025'),
    contact: fc.constantFrom('', 'Agent & Co.\n555-0100\nme@example.com', 'me@example.com'),
    extra: o.extras
      ? fc.option(fc.constant(null).map(() => [{ key: 'Copyright', value: '(c) 2025 Ann Lee' }]), { nil: undefined })
      : fc.constant(undefined),
  }).map((tp) => {
    const out: TitlePage = { title: tp.title, credit: tp.credit, author: tp.author, source: tp.source, draft: tp.draft, contact: tp.contact }
    // A page without a contact block has no anchor for extras in positional formats.
    if (tp.extra && tp.contact) out.extra = tp.extra
    return out
  })
  return fc.oneof(fc.constant(emptyTitlePage()), full)
}

export function scriptArb(o: ScriptArbOptions): fc.Arbitrary<Script> {
  const single = fc.constantFrom(...(o.kinds ?? ELEMENT_KINDS)).chain((k) => elementArb(k, o).map((e) => [e]))
  const unit = o.dual ? fc.oneof({ weight: 6, arbitrary: single }, { weight: 1, arbitrary: dualArb(o) }) : single
  return fc.record({
    elements: fc.array(unit, { maxLength: 25 }).map((units) => withUniqueSceneNumbers(units.flat())),
    titlePage: o.titlePage ? titlePageArb(o) : fc.constant(emptyTitlePage()),
  })
}

/**
 * A numbered script holds each scene number once: a repeated one is what a reader reports as
 * a repair (tested on its own), so the generator keeps only the first of each.
 */
function withUniqueSceneNumbers(elements: ScriptElement[]): ScriptElement[] {
  const seen = new Set<string>()
  return elements.map((el) => {
    if (el.sceneNumber === undefined) return el
    if (!seen.has(el.sceneNumber)) {
      seen.add(el.sceneNumber)
      return el
    }
    const { sceneNumber: _repeated, ...rest } = el
    return rest
  })
}

/**
 * The round-trip property every writer/reader pair must hold: `check` (which writes, reads back
 * and asserts) passes for `numRuns` generated scripts of the features the format carries.
 */
export function expectRoundTrips(o: ScriptArbOptions, check: (s: Script) => void, numRuns: number): void {
  // The wrapper drops check's result: fast-check would read a returned false as a failure.
  fc.assert(
    fc.property(scriptArb(o), (s) => {
      check(s)
    }),
    { numRuns },
  )
}
