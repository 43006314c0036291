/**
 * A Final Draft file's formatting ↔ `Script.format`: its paragraph styles (ElementSettings:
 * indents, space before, line spacing, capitals and other font styles, starts-new-page), its
 * paper (PageLayout/PageSize: US Letter or A4) and what it prints around a split speech
 * (MoresAndContinueds/DialogueBreaks). Only what differs from Final Draft's default screenplay
 * template is kept, so a file in the default template imports with no format at all.
 */
import type { DialogueBreaks, ElementStyle, ParagraphOverride, ScriptFormat } from '../../model'
import { DEFAULT_STYLES } from '../../layout/settings'
import { childElements, firstChild, type XmlElement } from './xml'

/** Final Draft's canonical spelling of a paragraph type, whatever case the file used. */
export function canonicalType(type: string): string {
  const t = type.trim().replace(/\s+/g, ' ')
  const known = Object.keys(DEFAULT_STYLES).find((k) => k.toLowerCase() === t.toLowerCase())
  return known ?? t
}

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined
  const n = Number(v)
  return Number.isFinite(n) ? n : undefined
}

function alignmentOf(v: string | undefined): ElementStyle['alignment'] | undefined {
  switch ((v ?? '').toLowerCase()) {
    case 'left':
      return 'left'
    case 'center':
      return 'center'
    case 'right':
      return 'right'
    case 'full':
      return 'full'
  }
  return undefined
}

function readStyle(es: XmlElement, base: ElementStyle | undefined): ElementStyle | null {
  const spec = firstChild(es, 'ParagraphSpec')
  const font = firstChild(es, 'FontSpec')
  if (!spec && !font) return null
  const a = spec?.attrs ?? {}
  const st: ElementStyle = {
    leftIndent: num(a.LeftIndent) ?? base?.leftIndent ?? 1.5,
    rightIndent: num(a.RightIndent) ?? base?.rightIndent ?? 7.5,
    spaceBefore: num(a.SpaceBefore) ?? base?.spaceBefore ?? 0,
    spacing: num(a.Spacing) ?? base?.spacing ?? 1,
  }
  const first = num(a.FirstIndent) ?? base?.firstIndent
  if (first) st.firstIndent = first
  const align = alignmentOf(a.Alignment) ?? base?.alignment
  if (align && align !== 'left') st.alignment = align
  const newPage = a.StartsNewPage !== undefined ? a.StartsNewPage.toLowerCase() === 'yes' : base?.startsNewPage
  if (newPage) st.startsNewPage = true
  const tokens = font ? (font.attrs.Style ?? '').split('+').map((t) => t.trim().toLowerCase()) : null
  const has = (t: string, fallback: boolean | undefined) => (tokens ? tokens.includes(t) : !!fallback)
  if (has('allcaps', base?.allCaps)) st.allCaps = true
  if (has('underline', base?.underline)) st.underline = true
  if (has('bold', base?.bold)) st.bold = true
  if (has('italic', base?.italic)) st.italic = true
  return st
}

function sameStyle(a: ElementStyle, b: ElementStyle): boolean {
  return (
    Math.abs(a.leftIndent - b.leftIndent) < 0.005 &&
    Math.abs(a.rightIndent - b.rightIndent) < 0.005 &&
    Math.abs((a.firstIndent ?? 0) - (b.firstIndent ?? 0)) < 0.005 &&
    a.spaceBefore === b.spaceBefore &&
    a.spacing === b.spacing &&
    (a.alignment ?? 'left') === (b.alignment ?? 'left') &&
    !!a.startsNewPage === !!b.startsNewPage &&
    !!a.allCaps === !!b.allCaps &&
    !!a.underline === !!b.underline &&
    !!a.bold === !!b.bold &&
    !!a.italic === !!b.italic
  )
}

const DEFAULT_BREAKS: DialogueBreaks = { more: true, moreText: '(MORE)', contd: true, contdText: "(CONT'D)" }

/** The format a Final Draft document asks for; undefined when it is the default template on Letter. */
export function readFormat(root: XmlElement): ScriptFormat | undefined {
  const format: ScriptFormat = {}
  const styles: Record<string, ElementStyle> = {}
  for (const es of childElements(root, 'ElementSettings')) {
    const type = es.attrs.Type
    if (!type) continue
    const name = canonicalType(type)
    const st = readStyle(es, DEFAULT_STYLES[name])
    if (!st) continue
    const def = DEFAULT_STYLES[name]
    if (!def || !sameStyle(st, def)) styles[name] = st
  }
  if (Object.keys(styles).length) format.styles = styles
  const layout = firstChild(root, 'PageLayout')
  const size = layout && firstChild(layout, 'PageSize')
  if (size) {
    const h = num(size.attrs.Height)
    const w = num(size.attrs.Width)
    // A4 is 8.27 × 11.69 in; anything near it is A4, the rest prints as Letter.
    if (h !== undefined && w !== undefined && Math.abs(h - 11.69) < 0.1 && Math.abs(w - 8.27) < 0.1) format.pageSize = 'a4'
  }
  const mc = firstChild(root, 'MoresAndContinueds')
  const db = mc && firstChild(mc, 'DialogueBreaks')
  if (db) {
    const a = db.attrs
    const breaks: DialogueBreaks = {
      more: (a.BottomOfPage ?? 'Yes').toLowerCase() === 'yes',
      moreText: a.DialogueBottom || DEFAULT_BREAKS.moreText,
      contd: (a.TopOfNext ?? 'Yes').toLowerCase() === 'yes',
      contdText: a.DialogueTop || DEFAULT_BREAKS.contdText,
    }
    if (breaks.more !== DEFAULT_BREAKS.more || breaks.moreText !== DEFAULT_BREAKS.moreText || breaks.contd !== DEFAULT_BREAKS.contd || breaks.contdText !== DEFAULT_BREAKS.contdText)
      format.dialogueBreaks = breaks
  }
  return format.styles || format.pageSize || format.dialogueBreaks ? format : undefined
}

/** The style a paragraph of `type` has in this format. */
export function styleFor(format: ScriptFormat | undefined, type: string): ElementStyle | undefined {
  return format?.styles?.[type] ?? DEFAULT_STYLES[type]
}

/** A paragraph's own indents and space before, where they differ from its style. */
export function readParagraphOverride(p: XmlElement, style: ElementStyle | undefined): ParagraphOverride | undefined {
  if (!style) return undefined
  const out: ParagraphOverride = {}
  const left = num(p.attrs.LeftIndent)
  const right = num(p.attrs.RightIndent)
  const before = num(p.attrs.SpaceBefore)
  if (left !== undefined && Math.abs(left - style.leftIndent) >= 0.005) out.leftIndent = left
  if (right !== undefined && Math.abs(right - style.rightIndent) >= 0.005) out.rightIndent = right
  if (before !== undefined && before !== style.spaceBefore) out.spaceBefore = before
  return Object.keys(out).length ? out : undefined
}

/** Paragraph attributes for an override (the writer's half of `readParagraphOverride`). */
export function overrideAttrs(o: ParagraphOverride | undefined): string[] {
  if (!o) return []
  const out: string[] = []
  if (o.leftIndent !== undefined) out.push(`LeftIndent="${o.leftIndent.toFixed(2)}"`)
  if (o.rightIndent !== undefined) out.push(`RightIndent="${o.rightIndent.toFixed(2)}"`)
  if (o.spaceBefore !== undefined) out.push(`SpaceBefore="${o.spaceBefore}"`)
  return out
}

/** The style tokens of a FontSpec for a style. */
export function styleTokens(st: ElementStyle): string {
  const t: string[] = []
  if (st.bold) t.push('Bold')
  if (st.italic) t.push('Italic')
  if (st.underline) t.push('Underline')
  if (st.allCaps) t.push('AllCaps')
  return t.join('+')
}

export const DEFAULT_DIALOGUE_BREAKS: Readonly<DialogueBreaks> = DEFAULT_BREAKS
