/**
 * Page geometry and per-element layout, in the units of a typewriter page: Courier 12 pt at
 * 10 characters per inch and 6 lines per inch.
 *
 * Lines per page: 54 on US Letter (the body runs from 1.0 in to 10.0 in), 58 on A4. Final Draft
 * keeps that count whatever margins a file's page setup names, so it is a setting of its own.
 * `(MORE)` below a split speech and the repeated "NAME (CONT'D)" above its continuation cost no
 * line of that budget.
 *
 * Element widths follow Final Draft's styles: width = (right indent − left indent) × 10 characters,
 * rounded, and one character more for action-wide elements (action, scene heading, shot, act
 * markers) and for parentheticals, which is how Final Draft fills a line: a 1.5–7.5 in action
 * line holds 61 characters, a 3.0–5.5 in parenthetical 26 on every line.
 */
import type { ElementKind, ElementStyle, ScriptElement, ScriptFormat } from '../model'

export interface ElementGeometry {
  /** Characters from the left body margin (1.5 in from the paper edge). */
  indent: number
  /** Wrap width in characters. */
  width: number
  /** Blank lines before the element when it starts a block (not additive; dropped at a page top). May be fractional. */
  spaceBefore: number
  /** Height of one printed line, in lines: 1, 1.5 or 2 (the style's line spacing). */
  lineHeight: number
  /** Right-aligned elements end at `indent + width`; centred ones centre within it. */
  align: 'left' | 'right' | 'center'
  /** Printed in capitals (the element style's AllCaps). */
  caps?: boolean
  italic?: boolean
  underline?: boolean
  bold?: boolean
  /** The first line starts one character left of the indent (a parenthetical's hanging "("). */
  hang?: boolean
  /** The element always begins a new page (Final Draft's StartsNewPage, e.g. New Act). */
  newPage?: boolean
}

export interface LayoutSettings {
  linesPerPage: number
  /** Only the kinds that print; note, section, synopsis and page-break take no space. */
  elements: Partial<Record<ElementKind, ElementGeometry>>
  /** Final Draft styles an element names itself (`styleName`: New Act, End of Act, General, ...). */
  named?: Record<string, ElementGeometry>
  /** Dual dialogue columns, in characters from the body margin. */
  dual: {
    left: DualColumn
    right: DualColumn
  }
  /** Minimum wrapped lines on each side of an action split and of a dialogue split. */
  minSplitLines: number
  moreText: string
  contdText: string
  /** Print (MORE) / the CONT'D cue around a split speech (Final Draft's DialogueBreaks switches). */
  more?: boolean
  contd?: boolean
  /**
   * Automatic (CONT'D): a cue prints "NAME (CONT'D)" when the same character spoke the scene's
   * previous speech (Final Draft's AutomaticCharacterContinueds). On unless false.
   */
  autoContd?: boolean
}

export interface DualColumn {
  /** Where the cue is centred. */
  cueCenter: number
  /** Width a cue wraps at. */
  cueWidth: number
  dialogue: { indent: number; width: number }
  parenthetical: { indent: number; width: number }
}

/** Final Draft's default screenplay template (Courier 12, US Letter). */
export const DEFAULT_STYLES: Readonly<Record<string, ElementStyle>> = Object.freeze({
  'Scene Heading': { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 24, spacing: 1, allCaps: true },
  Action: { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 12, spacing: 1 },
  Character: { leftIndent: 3.5, rightIndent: 7.25, spaceBefore: 12, spacing: 1, allCaps: true },
  Parenthetical: { leftIndent: 3.0, rightIndent: 5.5, firstIndent: -0.1, spaceBefore: 0, spacing: 1 },
  Dialogue: { leftIndent: 2.5, rightIndent: 6.0, spaceBefore: 0, spacing: 1 },
  Transition: { leftIndent: 5.5, rightIndent: 7.1, spaceBefore: 12, spacing: 1, alignment: 'right', allCaps: true },
  Shot: { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 12, spacing: 1, allCaps: true },
  General: { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 0, spacing: 1 },
  'Cast List': { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 0, spacing: 1, allCaps: true },
  'New Act': { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 0, spacing: 1, alignment: 'center', startsNewPage: true, allCaps: true, underline: true },
  'End of Act': { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 24, spacing: 1, alignment: 'center', allCaps: true, underline: true },
  'Cold Opening': { leftIndent: 1.0, rightIndent: 7.5, spaceBefore: 12, spacing: 1, alignment: 'center', allCaps: true, underline: true },
  Lyric: { leftIndent: 2.5, rightIndent: 7.38, spaceBefore: 0, spacing: 1, italic: true },
})

/** The Final Draft paragraph type whose style an element kind prints with. */
export function styleNameOf(kind: ElementKind): string | null {
  switch (kind) {
    case 'scene-heading':
      return 'Scene Heading'
    case 'action':
    case 'centered':
      return 'Action'
    case 'character':
      return 'Character'
    case 'parenthetical':
      return 'Parenthetical'
    case 'dialogue':
      return 'Dialogue'
    case 'transition':
      return 'Transition'
    case 'shot':
      return 'Shot'
    case 'lyrics':
      return 'Lyric'
    default:
      return null
  }
}

/** Styles whose line holds one character more than their width in inches says (see the file comment). */
const WIDE_BY_ONE = new Set(['Action', 'Scene Heading', 'Shot', 'General', 'Cast List', 'New Act', 'End of Act', 'Cold Opening', 'Parenthetical'])

/** Character width of a style's text box. */
export function styleWidth(name: string, left: number, right: number): number {
  return Math.max(1, Math.round((right - left) * 10) + (WIDE_BY_ONE.has(name) ? 1 : 0))
}

/**
 * Where the default template's cue and parenthetical are drawn: 2.2 in and 1.6 in from the body
 * margin, the positions writers know from the printed page (the widths stay Final Draft's).
 * Styles from an imported file are drawn at their own indents.
 */
const DEFAULT_DRAWN_INDENT: Record<string, number> = { Character: 22, Parenthetical: 16 }

function geometry(name: string, st: ElementStyle, action: ElementStyle): ElementGeometry {
  // Scene headings take the action's width, whatever their own indents say.
  const box = name === 'Scene Heading' ? action : st
  const align = st.alignment === 'right' ? 'right' : st.alignment === 'center' ? 'center' : 'left'
  const drawn = st === DEFAULT_STYLES[name] ? DEFAULT_DRAWN_INDENT[name] : undefined
  const g: ElementGeometry = {
    indent: drawn ?? round2((box.leftIndent - 1.5) * 10),
    width: int(styleWidth(name === 'Scene Heading' ? 'Action' : name, box.leftIndent, box.rightIndent)),
    spaceBefore: int(st.spaceBefore / 12),
    lineHeight: st.spacing > 0 ? int(st.spacing) : 1,
    align,
  }
  if (st.allCaps) g.caps = true
  if (st.italic) g.italic = true
  if (st.underline) g.underline = true
  if (st.bold) g.bold = true
  if (st.firstIndent !== undefined && st.firstIndent < 0) g.hang = true
  if (st.startsNewPage) g.newPage = true
  return g
}

/**
 * Whole numbers are kept as small integers: the filler copies these into every line's row and
 * indent, and a fractional representation there costs a heap allocation per line.
 */
const int = (x: number) => (Number.isInteger(x) && Math.abs(x) < 2 ** 30 ? x | 0 : x)
const round2 = (x: number) => int(Math.round(x * 100) / 100)

const DUAL = {
  // Dialogue columns 1.5–4.375 in and 4.625–7.5 in (29 characters each); dual parentheticals
  // 1.75–4.125 in and 4.875–7.25 in (25 with the parenthetical's extra character); cues wrap at 29
  // and are centred about 2.95 in and 6.075 in from the paper edge (on quarter characters).
  left: { cueCenter: 14.5, cueWidth: 29, dialogue: { indent: 0, width: 29 }, parenthetical: { indent: 2.5, width: 25 } },
  right: { cueCenter: 45.75, cueWidth: 29, dialogue: { indent: 31.25, width: 29 }, parenthetical: { indent: 33.75, width: 25 } },
}

/** Layout settings for a set of Final Draft styles (missing ones from the default template). */
export function settingsFromStyles(styles: Readonly<Record<string, ElementStyle>> | undefined, format?: ScriptFormat): LayoutSettings {
  const all: Record<string, ElementStyle> = { ...DEFAULT_STYLES, ...(styles ?? {}) }
  const action = all.Action
  const named: Record<string, ElementGeometry> = {}
  for (const [name, st] of Object.entries(all)) named[name] = geometry(name, st, action)
  const centered: ElementGeometry = { ...named.Action, align: 'center' }
  const lyrics = named.Lyric
  const breaks = format?.dialogueBreaks
  return {
    linesPerPage: format?.pageSize === 'a4' ? 58 : 54,
    elements: {
      'scene-heading': named['Scene Heading'],
      action: named.Action,
      character: named.Character,
      dialogue: named.Dialogue,
      parenthetical: named.Parenthetical,
      transition: named.Transition,
      shot: named.Shot,
      centered,
      lyrics,
    },
    named,
    dual: DUAL,
    minSplitLines: 2,
    moreText: breaks?.moreText || '(MORE)',
    contdText: breaks?.contdText || "(CONT'D)",
    more: breaks ? breaks.more : true,
    contd: breaks ? breaks.contd : true,
  }
}

export const DEFAULT_LAYOUT: Readonly<LayoutSettings> = Object.freeze(settingsFromStyles(undefined)) as LayoutSettings

const bySettings = new WeakMap<ScriptFormat, LayoutSettings>()

/** The layout settings a script's own format asks for (the default when it has none). */
export function layoutSettingsFor(format: ScriptFormat | undefined): LayoutSettings {
  if (!format || (!format.styles && !format.pageSize && !format.dialogueBreaks)) return DEFAULT_LAYOUT
  let s = bySettings.get(format)
  if (!s) bySettings.set(format, (s = settingsFromStyles(format.styles, format)))
  return s
}

const autoContdVariant = new WeakMap<LayoutSettings, LayoutSettings>()

/**
 * The same settings with automatic (CONT'D) on or off. The variant is made once per settings
 * object, so asking again gives the same object and a paginator keeps its layout.
 */
export function withAutomaticContinueds(settings: LayoutSettings, on: boolean): LayoutSettings {
  if ((settings.autoContd !== false) === on) return settings
  let s = autoContdVariant.get(settings)
  if (!s) {
    s = Object.freeze({ ...settings, autoContd: on }) as LayoutSettings
    autoContdVariant.set(settings, s)
    autoContdVariant.set(s, settings)
  }
  return s
}

/** The geometry an element prints with: its named style if it has one, its paragraph overrides applied. */
export function geometryOf(el: ScriptElement, settings: LayoutSettings): ElementGeometry | undefined {
  // Own entries only: a file may name a style "toString" or "constructor", which is no geometry.
  let g = (el.styleName && settings.named && Object.hasOwn(settings.named, el.styleName) && settings.named[el.styleName]) || settings.elements[el.type]
  if (!g) return undefined
  if (el.type === 'centered' && g.align !== 'center') g = { ...g, align: 'center' }
  const p = el.paragraph
  if (p && (p.leftIndent !== undefined || p.rightIndent !== undefined || p.spaceBefore !== undefined)) {
    g = { ...g }
    const left = p.leftIndent ?? g.indent / 10 + 1.5
    if (p.leftIndent !== undefined) g.indent = round2((p.leftIndent - 1.5) * 10)
    if (p.rightIndent !== undefined || p.leftIndent !== undefined) {
      const right = p.rightIndent ?? left + (g.width - (WIDE_BY_ONE.has(el.styleName ?? styleNameOf(el.type) ?? '') ? 1 : 0)) / 10
      g.width = styleWidth(el.styleName ?? styleNameOf(el.type) ?? '', left, right)
    }
    if (p.spaceBefore !== undefined) g.spaceBefore = int(p.spaceBefore / 12)
  }
  return g
}

/** Page geometry in PDF points, shared by the renderer and the page view. */
export const PAGE = Object.freeze({
  width: 612,
  height: 792,
  /** Left body margin (1.5 in). */
  left: 108,
  /** Top of the first body line (1 in). */
  top: 72,
  lineHeight: 12,
  charWidth: 7.2,
  fontSize: 12,
  /** Page number: right edge at 7.25 in, 0.5 in from the top. */
  pageNumberRight: 522,
  pageNumberTop: 36,
})

/** A4 paper in points (the body keeps the same left margin and top). */
export const A4 = Object.freeze({ width: 595.28, height: 841.89 })
