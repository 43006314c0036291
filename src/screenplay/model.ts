/**
 * The domain model of a screenplay: what every importer produces, every exporter consumes,
 * and the layout engine paginates. Plain data, no DOM.
 */

/** The eight element types a writer can pick in the editor. */
export const EDITOR_ELEMENT_TYPES = [
  'sceneHeading',
  'action',
  'character',
  'dialogue',
  'parenthetical',
  'transition',
  'shot',
  'note',
] as const
export type EditorElementType = (typeof EDITOR_ELEMENT_TYPES)[number]

/**
 * Element kinds of a parsed script: every kind an import can produce, plus lyrics.
 * The editor's eight types map one-to-one onto the first eight; the rest are carried as
 * variants of an editor block (see `kindToEditorType`).
 */
export const ELEMENT_KINDS = [
  'scene-heading',
  'action',
  'character',
  'dialogue',
  'parenthetical',
  'transition',
  'shot',
  'note',
  'centered',
  'section',
  'synopsis',
  'page-break',
  'lyrics',
] as const
export type ElementKind = (typeof ELEMENT_KINDS)[number]

/** Inline styles. `strike` is strikethrough. */
export type InlineStyle = 'bold' | 'italic' | 'underline' | 'strike'
export const INLINE_STYLES: readonly InlineStyle[] = ['bold', 'italic', 'underline', 'strike']

/** A styled stretch of an element's text: [start, end) in UTF-16 code units of `text`. */
export interface StyleSpan {
  start: number
  end: number
  style: InlineStyle
}

export interface ScriptElement {
  type: ElementKind
  /** The plain text, without any markup. Line breaks inside an element are '\n'. */
  text: string
  /** Inline styles; absent or empty means unstyled. Spans never overlap for the same style. */
  styles?: StyleSpan[]
  /** Scene heading only: the scene number, e.g. "1A", without the # delimiters. */
  sceneNumber?: string
  /** Scene heading only: a numbered scene cut after the numbers were locked; it prints "10 OMITTED". */
  omitted?: boolean
  /** The id of the revision set (see `Production.revisionSets`) this paragraph was last revised in. */
  revision?: number
  /**
   * The revision set of each stretch of the text, where a file marked only part of the paragraph
   * (Final Draft marks text runs); absent when the whole paragraph is `revision` or unrevised.
   * Kept so a file saves back with every run's mark; the margin mark follows `revision`.
   */
  revisionRuns?: RevisionRun[]
  /** Locked pages that begin in this element, each with its printed label and where in the text it begins. */
  lockedPages?: LockedPageStart[]
  /** Character, parenthetical, dialogue and lyrics of a dual-dialogue pair: which column. */
  dual?: 'left' | 'right'
  /** Section only: depth 1 for '#', 2 for '##', ... */
  depth?: number
  /**
   * The Final Draft paragraph type this element came from when it is not the kind's own type
   * (e.g. "New Act", "End of Act", "General", "Cast List"): its style, in `Script.format.styles`,
   * sets how it prints, and a Final Draft export writes it back under that type.
   */
  styleName?: string
  /** Paragraph-level layout that differs from the element's style (from a Final Draft file). */
  paragraph?: ParagraphOverride
}

/** A paragraph's own indents and spacing, where they differ from its style. */
export interface ParagraphOverride {
  /** Inches from the paper's left edge. */
  leftIndent?: number
  rightIndent?: number
  /** Points. */
  spaceBefore?: number
}

/**
 * How an element type prints: Final Draft's paragraph style (ElementSettings). Indents are in
 * inches from the paper's left edge, space before in points, spacing in lines (1, 1.5, 2).
 */
export interface ElementStyle {
  leftIndent: number
  rightIndent: number
  /** First-line indent relative to `leftIndent` (a parenthetical's hanging "(" is −0.1). */
  firstIndent?: number
  spaceBefore: number
  spacing: number
  alignment?: 'left' | 'center' | 'right' | 'full'
  startsNewPage?: boolean
  /** Font style of the element: capitals, underline, bold, italic as Final Draft's Style tokens. */
  allCaps?: boolean
  underline?: boolean
  bold?: boolean
  italic?: boolean
}

/** What Final Draft does when a speech breaks across pages (DialogueBreaks). */
export interface DialogueBreaks {
  /** Print (MORE) at the foot of the page, and the text used. */
  more: boolean
  moreText: string
  /** Print "NAME (CONT'D)" at the top of the next page, and the text used. */
  contd: boolean
  contdText: string
}

export type PageSize = 'letter' | 'a4'

/**
 * The page and element formatting of a script: absent for a script that uses Final Draft's default
 * screenplay template on US Letter. An imported `.fdx` keeps its own styles here.
 */
export interface ScriptFormat {
  pageSize?: PageSize
  /** Styles by Final Draft paragraph type ("Scene Heading", "Action", "Dialogue", "New Act", ...). */
  styles?: Record<string, ElementStyle>
  dialogueBreaks?: DialogueBreaks
}

/** The title page fields the product edits, plus any other keys an imported file carried. */
export interface TitlePage {
  title: string
  credit: string
  author: string
  source: string
  draft: string
  contact: string
  /** Other key/value pairs (e.g. Fountain `Notes:`, `Copyright:`), in file order. */
  extra?: { key: string; value: string }[]
}

export interface Script {
  titlePage: TitlePage
  elements: ScriptElement[]
  /** Page size and element styles; absent means the default screenplay format on US Letter. */
  format?: ScriptFormat
  /**
   * What reading the file repaired, dropped or had to guess (a damaged paragraph, the text's
   * encoding, production data that did not hold together), one sentence each, for the writer.
   * Absent when the file read cleanly; never written. The text itself is always kept.
   */
  notices?: string[]
  /** Scene numbering, revision sets and locked pages; absent for a script not yet in production. */
  production?: Production
}

/** A stretch [start, end) of an element's text revised in one set (0: not revised). */
export interface RevisionRun {
  start: number
  end: number
  revision: number
}

/** A locked page that begins in an element: its label ("5", "5A") and the text offset it begins at. */
export interface LockedPageStart {
  label: string
  offset: number
}

/**
 * A revision set: one round of changes sent out on coloured paper. `id` is what elements carry
 * (Final Draft's RevisionID; 0 means unrevised, so ids start at 1).
 */
export interface RevisionSet {
  id: number
  name: string
  /** The page colour, "#RRGGBB". */
  color: string
  /** The margin mark, "*" by default. */
  mark: string
  /** The day the set went out, "YYYY-MM-DD", printed in the revised page header. */
  date?: string
}

export interface Production {
  /** The editable list of revision sets, in the order they are issued. */
  revisionSets: RevisionSet[]
  /** The set new changes are marked in. */
  activeRevision?: number
  /** Whether scene numbers are locked: new scenes get A-numbers, cut ones leave OMITTED. */
  scenesLocked?: boolean
  /** Whether scene numbers print and show (default: when any heading has one). */
  showSceneNumbers?: boolean
}

export const DEFAULT_TITLE_PAGE: Readonly<TitlePage> = Object.freeze({
  title: '',
  credit: 'Written by',
  author: '',
  source: 'Story by',
  draft: 'Revised January 1, 2025',
  contact: 'Address\nPhone\nE-mail',
})

/** An empty title page: what an importer returns when the file has none. */
export function emptyTitlePage(): TitlePage {
  return { title: '', credit: '', author: '', source: '', draft: '', contact: '' }
}

export function defaultTitlePage(): TitlePage {
  return { ...DEFAULT_TITLE_PAGE }
}

export function createScript(elements: ScriptElement[] = [], titlePage: TitlePage = emptyTitlePage()): Script {
  return { titlePage, elements }
}

/** Which editor block shows an element kind. Kinds without their own block are variants. */
export function kindToEditorType(kind: ElementKind): EditorElementType {
  switch (kind) {
    case 'scene-heading':
      return 'sceneHeading'
    case 'centered':
    case 'page-break':
      return 'action'
    case 'lyrics':
      return 'dialogue'
    case 'section':
    case 'synopsis':
      return 'note'
    default:
      return kind
  }
}

export function editorTypeToKind(type: EditorElementType): ElementKind {
  return type === 'sceneHeading' ? 'scene-heading' : type
}

/** A run of text with one set of styles: how writers of run-based formats (FDX, OSF) see text. */
export interface TextRun {
  text: string
  styles: InlineStyle[]
}

/** Splits an element's text into runs of uniform style. */
export function toRuns(el: Pick<ScriptElement, 'text' | 'styles'>): TextRun[] {
  const { text } = el
  const spans = el.styles ?? []
  if (spans.length === 0) return text ? [{ text, styles: [] }] : []
  const cuts = new Set<number>([0, text.length])
  for (const s of spans) {
    cuts.add(Math.max(0, Math.min(text.length, s.start)))
    cuts.add(Math.max(0, Math.min(text.length, s.end)))
  }
  const points = [...cuts].sort((a, b) => a - b)
  const runs: TextRun[] = []
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]
    const b = points[i + 1]
    if (a === b) continue
    const styles = INLINE_STYLES.filter((st) => spans.some((s) => s.style === st && s.start <= a && s.end >= b))
    const last = runs[runs.length - 1]
    if (last && sameStyles(last.styles, styles)) last.text += text.slice(a, b)
    else runs.push({ text: text.slice(a, b), styles })
  }
  return runs
}

/** Joins runs back into text and merged style spans. */
export function fromRuns(runs: readonly TextRun[]): Pick<ScriptElement, 'text' | 'styles'> {
  const text = new StyledText()
  for (const r of runs) text.add(r.text, styleBits(r.styles))
  return text.finish()
}

/** Each inline style's bit: bit k is INLINE_STYLES[k] (bold 1, italic 2, underline 4, strike 8). */
export const STYLE_BIT: Readonly<Record<InlineStyle, number>> = Object.freeze(Object.fromEntries(INLINE_STYLES.map((s, k) => [s, 1 << k])) as Record<InlineStyle, number>)

/** Style bits of a list of styles (see STYLE_BIT). */
export function styleBits(styles: readonly InlineStyle[]): number {
  let bits = 0
  for (let k = 0; k < INLINE_STYLES.length; k++) if (styles.includes(INLINE_STYLES[k])) bits |= 1 << k
  return bits
}

/** Parts joined into one block at a time: a long paragraph is never one list of all its pieces. */
const PARTS_PER_BLOCK = 4096
/** Numbers kept per span while reading: start, end, style, and the span before it of the same style. */
const SPAN_FIELDS = 4

/**
 * An element's text and style spans, gathered piece by piece as a reader meets them. A piece in
 * a style the text just before it also has extends that style's span instead of starting a new
 * one, so the spans are the fewest that say the same (as `fromRuns` makes them). The text is
 * joined once at the end, never grown piece by piece, and the spans are kept as numbers until
 * then: a paragraph of a million tiny styled runs costs its characters and its spans, not a
 * chain of partial strings or a list of runs. `finish` hands the result over and starts afresh,
 * so one reader can use the same one for paragraph after paragraph.
 */
export class StyledText {
  /** The characters gathered so far. */
  length = 0
  private readonly blocks: string[] = []
  private readonly parts: string[] = []
  private spans: Int32Array | undefined
  private count = 0
  /** For each style, the index of its last span, or -1. */
  private open = [-1, -1, -1, -1]

  /** Appends `piece` in the styles `bits` (see `styleBits`). Empty pieces change nothing. */
  add(piece: string, bits: number): void {
    if (!piece) return
    const start = this.length
    this.length += piece.length
    this.parts.push(piece)
    if (this.parts.length >= PARTS_PER_BLOCK) {
      this.blocks.push(this.parts.join(''))
      this.parts.length = 0
    }
    for (let k = 0; bits >> k; k++) {
      if (!((bits >> k) & 1)) continue
      const last = this.open[k]
      if (last >= 0 && this.spans![last * SPAN_FIELDS + 1] === start) this.spans![last * SPAN_FIELDS + 1] = this.length
      else this.openSpan(start, k)
    }
  }

  /** The last character gathered ('' when there is none). */
  lastChar(): string {
    const from = this.parts.length ? this.parts : this.blocks
    return from.length ? from[from.length - 1].slice(-1) : ''
  }

  /**
   * Keeps only the first `length` characters: spans are cut at the new end (those after it go),
   * and a piece added next joins a span that now ends where it starts.
   */
  truncate(length: number): void {
    let excess = this.length - length
    if (excess <= 0) return
    this.length = length
    while (excess > 0) {
      const from = this.parts.length ? this.parts : this.blocks
      const last = from[from.length - 1]
      if (last.length <= excess) {
        from.pop()
        excess -= last.length
      } else {
        from[from.length - 1] = last.slice(0, last.length - excess)
        excess = 0
      }
    }
    const spans = this.spans
    if (!spans) return
    // Spans are kept in the order of their starts, so those wholly cut off are the last ones;
    // each was its style's last span, and the one before it of that style becomes the last.
    while (this.count && spans[(this.count - 1) * SPAN_FIELDS] >= length) {
      this.count--
      this.open[spans[this.count * SPAN_FIELDS + 2]] = spans[this.count * SPAN_FIELDS + 3]
    }
    // Only a style's last span can reach past the new end (spans of one style never overlap).
    for (const last of this.open) if (last >= 0 && spans[last * SPAN_FIELDS + 1] > length) spans[last * SPAN_FIELDS + 1] = length
  }

  /** The text and its spans (in text order; within one start, in the order of INLINE_STYLES). */
  finish(): Pick<ScriptElement, 'text' | 'styles'> {
    const { blocks, parts, spans, count } = this
    let text: string
    if (!blocks.length) text = parts.length === 1 ? parts[0] : parts.join('')
    else {
      if (parts.length) blocks.push(parts.join(''))
      text = blocks.join('')
    }
    let styles: StyleSpan[] | undefined
    if (count) {
      styles = new Array<StyleSpan>(count)
      for (let i = 0; i < count; i++) {
        const at = i * SPAN_FIELDS
        styles[i] = { start: spans![at], end: spans![at + 1], style: INLINE_STYLES[spans![at + 2]] }
      }
    }
    this.length = 0
    blocks.length = 0
    parts.length = 0
    this.count = 0
    this.open.fill(-1)
    // A paragraph of very many spans does not keep its room for the next one.
    if (spans && spans.length > 1024 * SPAN_FIELDS) this.spans = undefined
    return styles ? { text, styles } : { text }
  }

  private openSpan(start: number, style: number) {
    let spans = this.spans
    const at = this.count * SPAN_FIELDS
    if (!spans || at === spans.length) {
      const grown = new Int32Array(Math.max(16 * SPAN_FIELDS, at * 2))
      if (spans) grown.set(spans)
      this.spans = spans = grown
    }
    spans[at] = start
    spans[at + 1] = this.length
    spans[at + 2] = style
    spans[at + 3] = this.open[style]
    this.open[style] = this.count++
  }
}

function sameStyles(a: readonly InlineStyle[], b: readonly InlineStyle[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s))
}

/**
 * A script format read from stored JSON (a `.nws` file, the editor document), kept only where
 * it makes sense: indents within the paper, spacing 0.5–3 lines, space before 0–144 pt, short
 * texts. Returns undefined when nothing usable is left.
 */
export function readScriptFormat(value: unknown): ScriptFormat | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const out: ScriptFormat = {}
  if (v.pageSize === 'a4' || v.pageSize === 'letter') out.pageSize = v.pageSize
  if (v.styles && typeof v.styles === 'object' && !Array.isArray(v.styles)) {
    const styles: Record<string, ElementStyle> = {}
    for (const [name, raw] of Object.entries(v.styles as Record<string, unknown>).slice(0, 64)) {
      const st = readElementStyle(raw)
      if (st && name.length <= 64) styles[name] = st
    }
    if (Object.keys(styles).length) out.styles = styles
  }
  const db = v.dialogueBreaks as Record<string, unknown> | undefined
  if (db && typeof db === 'object') {
    const text = (x: unknown, d: string) => (typeof x === 'string' && x.length <= 40 ? x : d)
    out.dialogueBreaks = { more: db.more !== false, moreText: text(db.moreText, '(MORE)'), contd: db.contd !== false, contdText: text(db.contdText, "(CONT'D)") }
  }
  return out.pageSize || out.styles || out.dialogueBreaks ? out : undefined
}

const inRange = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi

function readElementStyle(raw: unknown): ElementStyle | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  if (!inRange(r.leftIndent, 0, 8.5) || !inRange(r.rightIndent, 0, 8.5) || r.rightIndent <= r.leftIndent) return undefined
  const st: ElementStyle = {
    leftIndent: r.leftIndent,
    rightIndent: r.rightIndent,
    spaceBefore: inRange(r.spaceBefore, 0, 144) ? r.spaceBefore : 0,
    spacing: inRange(r.spacing, 0.5, 3) ? r.spacing : 1,
  }
  if (inRange(r.firstIndent, -2, 2) && r.firstIndent !== 0) st.firstIndent = r.firstIndent
  if (r.alignment === 'center' || r.alignment === 'right' || r.alignment === 'full') st.alignment = r.alignment
  for (const k of ['startsNewPage', 'allCaps', 'underline', 'bold', 'italic'] as const) if (r[k] === true) st[k] = true
  return st
}

/** A paragraph override read from stored JSON; undefined when it holds nothing usable. */
export function readParagraphOverride(value: unknown): ParagraphOverride | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const out: ParagraphOverride = {}
  if (inRange(v.leftIndent, 0, 8.5)) out.leftIndent = v.leftIndent
  if (inRange(v.rightIndent, 0, 8.5)) out.rightIndent = v.rightIndent
  if (inRange(v.spaceBefore, 0, 144)) out.spaceBefore = v.spaceBefore
  return Object.keys(out).length ? out : undefined
}
