/**
 * PDF text → Script: recovers screenplay elements from where the lines of text sit on the page.
 * Pure: the input is what a text extractor (pdfjs) reports, so this runs and is tested without
 * a PDF library.
 *
 * Positions are read relative to the script's own left margin (the leftmost indent many lines
 * share), so any tool's margins work as long as the indents between elements are the usual
 * ones (in inches from that margin): action/heading 0, dialogue ≈1.0, parenthetical ≈1.5,
 * character ≈2.0 (Final Draft, us) to 2.5 (Fade In), transition far right (≥ 2.8).
 * Removed: page numbers ("N."), CONTINUED / (CONTINUED) scene continueds, headers and footers
 * repeated on most pages, (MORE) and the repeated "NAME (CONT'D)" cue at the top of the next
 * page (the dialogue split across the break is joined back). Wrapped lines of one element are
 * joined with a space. A first page without script elements is read as the title page.
 * Dual dialogue is read column by column. Not recovered: lyrics, shots (they look like action),
 * notes and synopses (never printed).
 */
import type { Script, ScriptElement } from '../../model'
import { emptyTitlePage } from '../../model'
import { titlePageFromParagraphs, type TitleParagraph } from '../fdx/title-page'

export interface PdfTextItem {
  str: string
  /** Left edge of the text, PDF points from the page's left edge. */
  x: number
  /** Baseline, PDF points from the page's bottom edge (pdfjs' user space: y grows upward). */
  y: number
  hasEOL: boolean
  /** Advance width in points, when the extractor knows it. */
  width?: number
}
export interface PdfTextPage {
  items: PdfTextItem[]
  /** Page width in points (default Letter, 612). */
  width?: number
}

const CHAR_W = 7.2 // Courier 12 pt advance
const IN = 72

/** A run of a row's text with no wide gap in it. */
interface Segment {
  x: number
  end: number
  text: string
}

interface Line {
  page: number
  x: number
  y: number
  text: string
  /** The row's runs of text, and its items, for reading dual dialogue's two columns apart. */
  segments: Segment[]
  items: PdfTextItem[]
  sceneNumber?: string
  /** Blank space above the line, in line heights (0 for the first line of a page). */
  gap: number
  first: boolean
  last: boolean
}

type Kind = ScriptElement['type'] | 'more'

const HEADING_RE = /^(?:INT|EXT|EST|I\/E|E\/I|INT\.?\/EXT|EXT\.?\/INT)[.\s/]/i
const SCENE_NUM_RE = /^\d{1,4}[A-Z]{0,3}\.?$/
const PAGE_NUM_RE = /^(?:page\s+)?\d{1,4}[A-Z]?\.?$/i
const CONTINUED_RE = /^\(?CONTINUED\)?:?(?:\s*\(\d+\))?$/i
const MORE_RE = /^\(MORE\)$/i
const CONTD_RE = /\s*\((?:CONT'D|CONT’D|CONTD|CONT\.|CONTINUING|CONTINUED)\)\s*$/i

export function parsePdfText(pages: readonly PdfTextPage[]): Script {
  const byPage = pages.map((p, i) => buildLines(p, i))
  const h = lineHeight(byPage)
  for (const lines of byPage) markGaps(lines, h)
  removeFurniture(byPage)

  let titlePage = emptyTitlePage()
  let body = byPage
  if (byPage.length > 1 && looksLikeTitlePage(byPage[0])) {
    titlePage = titlePageFromParagraphs(titleParagraphs(byPage[0], pages[0].width ?? 612))
    body = byPage.slice(1)
  }
  const lines = body.flat()
  if (!lines.length) return { titlePage, elements: [] }
  const left = baseLeft(lines)
  return { titlePage, elements: assemble(lines, left) }
}

// ---- lines --------------------------------------------------------------------------------

function buildLines(page: PdfTextPage, pageIndex: number): Line[] {
  const items = page.items.filter((it) => it.str && it.str.trim()).slice().sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: PdfTextItem[][] = []
  for (const it of items) {
    const row = rows[rows.length - 1]
    if (row && Math.abs(row[0].y - it.y) <= 2) row.push(it)
    else rows.push([it])
  }
  const lines: Line[] = []
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x)
    // Segments: runs of items with no wide gap (scene numbers sit ≥ 0.5 in from the text).
    const segs = segmentsOf(row)
    let sceneNumber: string | undefined
    if (segs.length > 1 && SCENE_NUM_RE.test(segs[0].text.trim())) sceneNumber = segs.shift()!.text.trim().replace(/\.$/, '')
    if (segs.length > 1 && SCENE_NUM_RE.test(segs[segs.length - 1].text.trim())) {
      const n = segs.pop()!.text.trim().replace(/\.$/, '')
      sceneNumber ??= n
    }
    const text = textOf(segs)
    if (!text) continue
    lines.push({ page: pageIndex, x: segs[0].x, y: row[0].y, text, segments: segs, items: row, sceneNumber, gap: 0, first: false, last: false })
  }
  return lines
}

/** Items of one row (sorted by x) as runs of text, with the spaces an extractor leaves out. */
function segmentsOf(items: readonly PdfTextItem[]): Segment[] {
  const segs: Segment[] = []
  for (const it of items) {
    const w = it.width && it.width > 0 ? it.width : it.str.length * CHAR_W
    const seg = segs[segs.length - 1]
    if (seg && it.x - seg.end < 3 * CHAR_W) {
      if (it.x - seg.end > CHAR_W * 0.4 && !seg.text.endsWith(' ') && !it.str.startsWith(' ')) seg.text += ' '
      seg.text += it.str
      seg.end = Math.max(seg.end, it.x + w)
    } else segs.push({ x: it.x, text: it.str, end: it.x + w })
  }
  return segs
}

const textOf = (segs: readonly Segment[]) =>
  segs
    .map((s) => s.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

function lineHeight(pages: Line[][]): number {
  const gaps: number[] = []
  for (const lines of pages) for (let i = 1; i < lines.length; i++) {
    const d = lines[i - 1].y - lines[i].y
    if (d > 4 && d < 40) gaps.push(d)
  }
  if (!gaps.length) return 12
  // The single-spaced step: the smallest gap, smoothed over the gaps close to it.
  const min = Math.min(...gaps)
  const near = gaps.filter((g) => g <= min * 1.3).sort((a, b) => a - b)
  return near[Math.floor(near.length / 2)]
}

function markGaps(lines: Line[], h: number): void {
  lines.forEach((l, i) => {
    l.gap = i === 0 ? 0 : Math.max(0, Math.round((lines[i - 1].y - l.y) / h) - 1)
    l.first = i === 0
    l.last = i === lines.length - 1
  })
}

function removeFurniture(pages: Line[][]): void {
  // Headers/footers: the same text (digits ignored) first or last on most pages.
  const key = (l: Line) => l.text.replace(/\d+/g, '#')
  const counts = new Map<string, number>()
  for (const lines of pages) {
    for (const l of [lines[0], lines[lines.length - 1]]) if (l) counts.set(`${l === lines[0] ? 'h' : 'f'}:${key(l)}`, (counts.get(`${l === lines[0] ? 'h' : 'f'}:${key(l)}`) ?? 0) + 1)
  }
  const repeated = (l: Line, pos: 'h' | 'f') => pages.length >= 3 && (counts.get(`${pos}:${key(l)}`) ?? 0) >= Math.max(3, pages.length * 0.5)
  for (let p = 0; p < pages.length; p++) {
    const lines = pages[p]
    const drop = new Set<Line>()
    // Page number and continueds near the top; footers near the bottom.
    for (const l of lines.slice(0, 3)) {
      if ((PAGE_NUM_RE.test(l.text) && l.x > 3.5 * IN) || CONTINUED_RE.test(l.text)) drop.add(l)
    }
    for (const l of lines.slice(-2)) {
      if (PAGE_NUM_RE.test(l.text) || CONTINUED_RE.test(l.text)) drop.add(l)
    }
    if (lines[0] && repeated(lines[0], 'h') && !HEADING_RE.test(lines[0].text)) drop.add(lines[0])
    const lastLine = lines[lines.length - 1]
    if (lastLine && repeated(lastLine, 'f') && !MORE_RE.test(lastLine.text)) drop.add(lastLine)
    if (drop.size) {
      pages[p] = lines.filter((l) => !drop.has(l))
      if (pages[p].length) {
        pages[p][0].first = true
        pages[p][0].gap = 0
        pages[p][pages[p].length - 1].last = true
      }
    }
  }
}

function baseLeft(lines: Line[]): number {
  const counts = new Map<number, number>()
  for (const l of lines) {
    const k = Math.round(l.x / 3.6)
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  const min = Math.max(2, lines.length * 0.05)
  const levels = [...counts.entries()].filter(([, c]) => c >= min).map(([k]) => k)
  const k = levels.length ? Math.min(...levels) : Math.min(...counts.keys())
  // The exact x of lines at that level (not the rounded bucket).
  const xs = lines.filter((l) => Math.round(l.x / 3.6) === k).map((l) => l.x)
  return Math.min(...xs)
}

// ---- title page ---------------------------------------------------------------------------

function looksLikeTitlePage(lines: Line[]): boolean {
  if (!lines.length || lines.length > 40) return false
  if (lines.some((l) => HEADING_RE.test(l.text) || MORE_RE.test(l.text))) return false
  // A script page has cues followed directly by dialogue; a title page is sparse.
  const gaps = lines.filter((l) => l.gap >= 1).length
  return gaps >= Math.min(3, lines.length - 1) || lines.length <= 8
}

function titleParagraphs(lines: Line[], pageWidth: number): TitleParagraph[] {
  const out: TitleParagraph[] = []
  for (const l of lines) {
    for (let g = 0; g < l.gap; g++) out.push({ text: '', align: 'left' })
    const width = l.text.length * CHAR_W
    const centre = l.x + width / 2
    const align = Math.abs(centre - pageWidth / 2) < 0.5 * IN && l.x > 1.6 * IN ? 'center' : l.x > pageWidth / 2 ? 'right' : 'left'
    out.push({ text: l.text, align })
  }
  return out
}

// ---- classification and assembly ----------------------------------------------------------

function isUpper(s: string): boolean {
  const letters = s.replace(CONTD_RE, '').replace(/\([^)]*\)/g, '').replace(/[^A-Za-zÀ-ÿ]/g, '')
  if (!letters) return false
  const upper = letters.replace(/[^A-ZÀ-Þ]/g, '').length
  return upper / letters.length >= 0.8
}

function classify(lines: Line[], i: number, left: number, inParen: boolean): Kind {
  const l = lines[i]
  const d = (l.x - left) / IN
  if (MORE_RE.test(l.text)) return 'more'
  if (inParen && d >= 0.6 && d < 2.4 && l.gap === 0) return 'parenthetical'
  if (d < 0.35) return l.sceneNumber || HEADING_RE.test(l.text) ? 'scene-heading' : 'action'
  if (d >= 2.8) return 'transition'
  if (l.text.startsWith('(') && d >= 0.8 && d < 2.4) return 'parenthetical'
  if (d >= 1.55) {
    const next = lines[i + 1]
    const nd = next ? (next.x - left) / IN : -1
    const speechFollows = !!next && next.page === l.page && next.gap === 0 && nd >= 0.6 && nd < d - 0.2
    if (isUpper(l.text) && speechFollows) return 'character'
    return 'centered'
  }
  if (d >= 0.6) return 'dialogue'
  return 'action'
}

/** A cue's name, without the (CONT'D) a continued speech repeats it with. */
const cueName = (text: string) => text.replace(CONTD_RE, '').trim()

/** A parenthetical read so far that has not closed yet: its next lines belong to it. */
const parenOpen = (text: string) => !text.trimEnd().endsWith(')')

function assemble(lines: Line[], left: number): ScriptElement[] {
  const out: ScriptElement[] = []
  let cur: ScriptElement | undefined
  let curLine: Line | undefined
  let inParen = false
  /** Set by (MORE): the next page's repeated cue is dropped and its speech joined on. */
  let continuing: { speaker?: string; last?: ScriptElement } | undefined
  let lastCue: string | undefined

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]
    const dual = readDual(lines, i, left)
    if (dual) {
      out.push(...dual.elements)
      cur = dual.elements[dual.elements.length - 1]
      curLine = lines[dual.next - 1]
      inParen = false
      continuing = undefined
      i = dual.next - 1
      continue
    }
    const kind = classify(lines, i, left, inParen)
    if (kind === 'more') {
      continuing = { speaker: lastCue, last: cur }
      continue
    }
    if (continuing && kind === 'character' && l.page !== curLine?.page) {
      const name = cueName(l.text)
      if (!continuing.speaker || name.toUpperCase() === continuing.speaker.toUpperCase() || CONTD_RE.test(l.text)) {
        continue // the repeated cue: keep curLine on the previous page so the speech joins
      }
    }
    const joinAcrossPage = !!continuing && curLine !== undefined && l.page !== curLine.page && kind === 'dialogue' && cur?.type === 'dialogue' && continuing.last === cur
    if (kind !== 'character' && kind !== 'dialogue' && kind !== 'parenthetical') continuing = undefined

    const sameBlock =
      cur !== undefined &&
      curLine !== undefined &&
      cur.type === kind &&
      kind !== 'character' &&
      kind !== 'transition' &&
      kind !== 'scene-heading' &&
      ((l.page === curLine.page && l.gap === 0) || joinAcrossPage || (kind === 'action' && l.first && curLine.last && !/[.!?:"”’)\]]$/.test(cur.text)))
    if (sameBlock && cur) {
      cur.text += ' ' + l.text
      if (joinAcrossPage) continuing = undefined
    } else {
      cur = { type: kind, text: l.text }
      if (kind === 'scene-heading' && l.sceneNumber) cur.sceneNumber = l.sceneNumber
      if (kind === 'character') {
        cur.text = cueName(l.text)
        lastCue = cur.text
      }
      out.push(cur)
    }
    curLine = l
    inParen = kind === 'parenthetical' && parenOpen(cur.text)
  }
  return out
}

/**
 * Dual dialogue: a row of two cues far apart, over rows of speech in the two columns, down to the
 * next blank line. Each row's items are parted at the middle between the two cues (the columns'
 * texts never cross it), and each column read as a speech: its cue, then parentheticals (from a
 * "(" to its ")") and dialogue, wrapped lines joined.
 */
function readDual(lines: Line[], i: number, left: number): { elements: ScriptElement[]; next: number } | null {
  const cue = lines[i]
  const [a, b] = cue.segments
  if (cue.segments.length !== 2 || !isUpper(a.text) || !isUpper(b.text) || a.text.length > 40 || b.text.length > 40) return null
  if ((a.x - left) / IN < 0.5 || b.x - a.end < 0.75 * IN) return null
  let next = i + 1
  while (next < lines.length && lines[next].page === cue.page && lines[next].gap === 0) next++
  if (next === i + 1) return null
  const split = (a.end + b.x) / 2
  const columns: [string[], string[]] = [[a.text], [b.text]]
  for (let j = i + 1; j < next; j++) {
    const items = lines[j].items
    const leftText = textOf(segmentsOf(items.filter((it) => it.x < split)))
    const rightText = textOf(segmentsOf(items.filter((it) => it.x >= split)))
    if (leftText) columns[0].push(leftText)
    if (rightText) columns[1].push(rightText)
  }
  return { elements: [...speech(columns[0], 'left'), ...speech(columns[1], 'right')], next }
}

/** One column of dual dialogue: the cue, then its parentheticals and dialogue. */
function speech(rows: string[], side: 'left' | 'right'): ScriptElement[] {
  const out: ScriptElement[] = [{ type: 'character', text: cueName(rows[0]), dual: side }]
  let inParen = false
  for (const text of rows.slice(1)) {
    const last = out[out.length - 1]
    const type: ScriptElement['type'] = inParen || text.startsWith('(') ? 'parenthetical' : 'dialogue'
    if (last.type === type && (type === 'dialogue' || inParen)) last.text += ' ' + text
    else out.push({ type, text, dual: side })
    inParen = type === 'parenthetical' && parenOpen(out[out.length - 1].text)
  }
  return out
}
