/**
 * A Final Draft file's formatting ↔ `Script.format`: its paragraph styles (ElementSettings:
 * indents, space before, line spacing, capitals and other font styles, starts-new-page), its
 * paper (PageLayout/PageSize: US Letter or A4) and what it prints around a split speech
 * (MoresAndContinueds/DialogueBreaks). Only what differs from Final Draft's default screenplay
 * template is kept, so a file in the default template imports with no format at all.
 */
import type { DialogueBreaks, ElementStyle, ParagraphOverride, ScriptFormat } from '../../model'
import { DEFAULT_STYLES } from '../../layout/settings'

/** An element's attributes, as the XML reader gives them. */
export type Attrs = Readonly<Record<string, string>>

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

export function isYes(v: string | undefined): boolean {
  return (v ?? '').toLowerCase() === 'yes'
}

/** The style an ElementSettings gives, from its first ParagraphSpec and first FontSpec. */
function readStyle(spec: Attrs | undefined, font: Attrs | undefined, base: ElementStyle | undefined): ElementStyle | null {
  if (!spec && !font) return null
  const a = spec ?? {}
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
  const newPage = a.StartsNewPage !== undefined ? isYes(a.StartsNewPage) : base?.startsNewPage
  if (newPage) st.startsNewPage = true
  const tokens = font ? (font.Style ?? '').split('+').map((t) => t.trim().toLowerCase()) : null
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

/**
 * The format a Final Draft document asks for, gathered while the file is read: each
 * ElementSettings as it ends, the first PageLayout's first PageSize, the first
 * MoresAndContinueds' first DialogueBreaks. Final Draft writes all of these after the Content,
 * so the paragraphs are read before their styles are known.
 */
export class FormatReader {
  private readonly styles: Record<string, ElementStyle> = {}
  /** Lower-case types whose ElementSettings already start a new page (New Act in TV templates). */
  readonly newPageTypes = new Set<string>()
  private size: Attrs | undefined
  private breaks: Attrs | undefined

  /** An ElementSettings (`attrs`) with its first ParagraphSpec and first FontSpec, if any. */
  elementSettings(attrs: Attrs, spec: Attrs | undefined, font: Attrs | undefined): void {
    const type = attrs.Type
    if (spec && isYes(spec.StartsNewPage) && type) this.newPageTypes.add(type.toLowerCase())
    if (!type) return
    const name = canonicalType(type)
    const def = defaultStyle(name)
    const st = readStyle(spec, font, def)
    if (!st) return
    if (!def || !sameStyle(st, def)) this.styles[name] = st
  }

  pageSize(attrs: Attrs): void {
    this.size = attrs
  }

  dialogueBreaks(attrs: Attrs): void {
    this.breaks = attrs
  }

  /** The format; undefined when it is the default template on Letter. */
  format(): ScriptFormat | undefined {
    const format: ScriptFormat = {}
    const styles = this.styles
    if (Object.keys(styles).length) format.styles = styles
    const size = this.size
    if (size) {
      const h = num(size.Height)
      const w = num(size.Width)
      // A4 is 8.27 × 11.69 in; anything near it is A4, the rest prints as Letter.
      if (h !== undefined && w !== undefined && Math.abs(h - 11.69) < 0.1 && Math.abs(w - 8.27) < 0.1) format.pageSize = 'a4'
    }
    const a = this.breaks
    if (a) {
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
}

/** The style a paragraph of `type` has in this format. */
export function styleFor(format: ScriptFormat | undefined, type: string): ElementStyle | undefined {
  const own = format?.styles && Object.hasOwn(format.styles, type) ? format.styles[type] : undefined
  return own ?? defaultStyle(type)
}

/** The default template's style of that name: own entries only (a file may call a type "constructor"). */
function defaultStyle(name: string): ElementStyle | undefined {
  return Object.hasOwn(DEFAULT_STYLES, name) ? DEFAULT_STYLES[name] : undefined
}

/** A paragraph's own indents and space before, as its attributes write them. */
export interface ParagraphLayout {
  LeftIndent?: string
  RightIndent?: string
  SpaceBefore?: string
}

/** A paragraph's own indents and space before, where they differ from its style. */
export function readParagraphOverride(layout: ParagraphLayout, style: ElementStyle | undefined): ParagraphOverride | undefined {
  if (!style) return undefined
  const out: ParagraphOverride = {}
  const left = num(layout.LeftIndent)
  const right = num(layout.RightIndent)
  const before = num(layout.SpaceBefore)
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
