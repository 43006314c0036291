/**
 * The page filler: places blocks top to bottom, 54 lines a page, applying Final Draft's rules
 * (FORMATS §5.6–5.8): spacing dropped at a page top; a scene heading or shot only where some of
 * what follows fits under it; a transition never left to open a page alone; action split at a
 * sentence with at least two lines on each side; a speech split at a sentence or between its parts
 * with (MORE) below and "NAME (CONT'D)" above, never after a parenthetical, never parting the cue
 * from its first lines. It can start at any clean page top and stop where it meets an earlier
 * layout again, which is what makes re-layout incremental.
 */
import type { ScriptElement, StyleSpan } from '../model'
import type { WrapCache } from './cache'
import type { LayoutSettings } from './settings'
import type { Line, Page } from './types'
import {
  contentLines,
  lineIndent,
  unitHeight,
  UnitBuilder,
  type FlowUnit,
  type Piece,
  type SpeechUnit,
  type Unit,
} from './units'

/** How a page begins: at a whole block (clean) or with the rest of a split one. */
export interface PageStart {
  el: number
  clean: boolean
  /** The page was opened by a forced page break. */
  forced: boolean
}

export interface FillTarget {
  pages: Page[]
  starts: PageStart[]
  elementPage: number[]
  elementRow: number[]
}

/** Returns true to stop filling at a clean page top that an earlier layout already has. */
export type ConvergeTest = (el: number, forced: boolean) => boolean

interface FlowSplit {
  top: Piece
  bottom: Piece
}
interface SpeechSplit {
  top: Piece[]
  bottom: Piece[]
}

const RUNT = 12

export class Filler {
  private lines: Line[] = []
  private row = 0
  private forced = false
  private lastWasHeading = false
  /** Set when filling stopped because the layout converged: the element where the old pages resume. */
  stoppedAt: { el: number; forced: boolean } | null = null
  private readonly units: UnitBuilder
  private readonly lpp: number

  constructor(
    private readonly els: readonly ScriptElement[],
    private readonly settings: LayoutSettings,
    private readonly cache: WrapCache,
    private readonly out: FillTarget,
    private readonly converge?: ConvergeTest,
  ) {
    this.units = new UnitBuilder(els, settings, cache)
    this.lpp = settings.linesPerPage
  }

  /** Fills from element `from`, which begins a clean page (a new page index `out.pages.length`). */
  run(from: number, forced: boolean): void {
    this.startPage(from, true, forced)
    let i = from
    while (i < this.els.length && !this.stoppedAt) {
      const u = this.units.at(i)
      this.place(u)
      i = u.next
    }
    if (this.stoppedAt) return
    // A trailing forced break leaves an empty last page: it prints nothing, so drop it.
    const pages = this.out.pages
    if (pages.length > 1 && pages[pages.length - 1].lines.length === 0) {
      pages.pop()
      this.out.starts.pop()
    }
  }

  private startPage(el: number, clean: boolean, forced: boolean): void {
    this.lines = []
    this.row = 0
    this.forced = forced
    this.lastWasHeading = false
    this.out.pages.push({ number: this.out.pages.length + 1, lines: this.lines })
    this.out.starts.push({ el, clean, forced })
  }

  /** Opens the next page; false when filling should stop here (converged). */
  private newPage(el: number, clean: boolean, forced = false): boolean {
    if (clean && this.converge && this.converge(el, forced)) {
      this.stoppedAt = { el, forced }
      return false
    }
    this.startPage(el, clean, forced)
    return true
  }

  private mark(el: number): void {
    this.out.elementPage[el] = this.out.pages.length - 1
    this.out.elementRow[el] = this.row
  }

  private place(u: Unit): void {
    if (u.t === 'zero') {
      this.mark(u.first)
      return
    }
    if (u.t === 'break') {
      this.mark(u.first)
      if (this.lines.length > 0 || this.forced) this.newPage(u.next, true, true)
      return
    }
    const top = this.row === 0
    const space = top ? 0 : u.space
    const avail = this.lpp - this.row - space
    const h = unitHeight(u)
    if (!top && u.t === 'heading' && !this.headingFits(u, avail)) {
      if (this.newPage(u.first, true)) this.place(u)
      return
    }
    if (h <= avail) {
      if (!top && u.t !== 'heading' && this.transitionWouldOpenPage(u, avail - h)) {
        // Carry part of this block over with the transition, or the whole block if it can't split
        // (unless that would strand the scene heading above it).
        if (this.trySplit(u, space, Math.min(avail, h - 1))) return
        if (!this.lastWasHeading) {
          if (this.newPage(u.first, true)) this.place(u)
          return
        }
      }
      this.emitWhole(u, space)
      return
    }
    if (this.trySplit(u, space, avail)) return
    if (!top) {
      if (this.newPage(u.first, true)) this.place(u)
      return
    }
    this.forceSplit(u)
  }

  // ---- lookahead -------------------------------------------------------------------------

  private nextPrinting(i: number): Unit | null {
    while (i < this.els.length) {
      const u = this.units.at(i)
      if (u.t !== 'zero') return u
      i = u.next
    }
    return null
  }

  /** A scene heading (or shot) goes here only if the start of what follows fits under it. */
  private headingFits(u: FlowUnit, avail: number): boolean {
    const rest = avail - u.piece.lines.length
    if (rest < 0) return false
    const n = this.nextPrinting(u.next)
    if (!n || n.t === 'break') return true
    return this.canStart(n, rest - n.space, 0)
  }

  private canStart(u: Unit, space: number, depth: number): boolean {
    if (space < 1) return false
    const h = unitHeight(u)
    if (u.t === 'heading') {
      if (h > space) return false
      const n = depth >= 3 ? null : this.nextPrinting(u.next)
      if (!n || n.t === 'break') return true
      return this.canStart(n, space - h - n.space, depth + 1)
    }
    if (h <= space) return true
    // Under a heading, a short block (< orphan + widow + 1 = 5 lines) goes with it whole (FORMATS §5.7).
    if (u.t === 'flow') return h > 2 * this.settings.minSplitLines && this.findFlowSplit(u.piece, space) !== null
    if (u.t === 'speech') return this.findSpeechSplit(u, space) !== null
    return false
  }

  private transitionWouldOpenPage(u: Unit, restAfter: number): boolean {
    const n = this.nextPrinting(u.next)
    return !!n && n.t === 'transition' && n.space + unitHeight(n) > restAfter
  }

  // ---- emitting --------------------------------------------------------------------------

  private blank(space: number): void {
    for (let i = 0; i < space; i++) this.lines.push({ kind: 'blank', text: '', indent: 0, row: this.row++ })
  }

  private emitWhole(u: Unit, space: number): void {
    this.blank(space)
    switch (u.t) {
      case 'flow':
      case 'heading':
      case 'transition':
        this.emitPiece(u.piece)
        break
      case 'speech':
        if (u.cue) this.emitPiece(u.cue)
        for (const p of u.parts) this.emitPiece(p)
        break
      case 'dual':
        this.emitDual(u.left, u.right)
        break
    }
    this.lastWasHeading = u.t === 'heading'
  }

  private emitPiece(p: Piece, a = 0, b = p.lines.length): void {
    for (let i = a; i < b; i++) this.lines.push(this.makeLine(p, i, this.row++))
  }

  private makeLine(p: Piece, i: number, row: number): Line {
    const text = p.lines[i]
    const offset = p.starts[i]
    if (offset === 0 && !p.synthetic) {
      this.out.elementPage[p.el] = this.out.pages.length - 1
      this.out.elementRow[p.el] = row
    }
    const line: Line = { kind: p.kind, text, indent: lineIndent(p, text, offset), row, elementIndex: p.el, offset }
    const styles = lineStyles(p, offset, text.length)
    if (styles) line.styles = styles
    if (p.column) line.column = p.column
    return line
  }

  private emitDual(left: Piece[], right: Piece[]): void {
    const l = flatten(left)
    const r = flatten(right)
    const rows = Math.max(l.length, r.length)
    for (let k = 0; k < rows; k++) {
      if (k < l.length) this.lines.push(this.makeLine(l[k][0], l[k][1], this.row))
      if (k < r.length) this.lines.push(this.makeLine(r[k][0], r[k][1], this.row))
      this.row++
    }
  }

  // ---- splitting -------------------------------------------------------------------------

  /** Splits a flow block or speech so its top fits in `maxTop` lines; false if no legal split. */
  private trySplit(u: Unit, space: number, maxTop: number): boolean {
    if (u.t === 'flow') {
      const s = this.findFlowSplit(u.piece, maxTop)
      if (!s) return false
      this.blank(space)
      this.emitPiece(s.top)
      this.newPage(u.first, false)
      this.place({ ...u, piece: s.bottom })
      return true
    }
    if (u.t === 'speech') {
      const s = this.findSpeechSplit(u, maxTop)
      if (!s) return false
      this.blank(space)
      if (u.cue) this.emitPiece(u.cue)
      for (const p of s.top) this.emitPiece(p)
      this.emitMore(u)
      this.newPage(u.first, false)
      this.place(this.continuation(u, s.bottom))
      return true
    }
    return false
  }

  private emitMore(u: SpeechUnit): void {
    const g = this.settings.elements.character!
    const el = u.cue ? u.cue.el : u.parts[0].el
    this.lines.push({ kind: 'more', text: this.settings.moreText, indent: g.indent, row: this.row++, elementIndex: el })
  }

  private continuation(u: SpeechUnit, parts: Piece[]): SpeechUnit {
    let cue: Piece | null = null
    if (u.cue) {
      const base = u.cue.entry.text
      const text = hasContd(base) ? base : `${base} ${this.settings.contdText}`
      const w = this.cache.plain(text, u.cue.width)
      cue = { ...u.cue, kind: 'contd', lines: w.lines, starts: w.starts, styles: undefined, synthetic: true }
    }
    return { t: 'speech', first: u.first, next: u.next, space: 0, cue, parts }
  }

  /**
   * The best split of an action block: at a sentence end if any works (fullest top page first),
   * else at a line end; two lines at least on each side; no last top line of ≤ 12 characters.
   */
  findFlowSplit(p: Piece, maxTop: number): FlowSplit | null {
    const min = this.settings.minSplitLines
    const n = p.lines.length
    if (n < 2 * min || maxTop < min) return null
    const sentences = this.cache.sentences(p.entry)
    for (let k = sentences.length - 1; k >= 0; k--) {
      const b = sentences[k]
      if (b <= p.from) break
      const top = countStartsBefore(p.starts, b)
      if (top > maxTop || top < min) continue
      const s = this.cutFlow(p, top, b)
      if (s && s.bottom.lines.length >= min) return s
    }
    for (let top = Math.min(maxTop, n - min); top >= min; top--) {
      const s = this.cutFlow(p, top, p.starts[top])
      if (s) return s
    }
    return null
  }

  /** The first `top` lines (the last cut at offset `b`) and the rest re-wrapped from `b`. */
  private cutFlow(p: Piece, top: number, b: number): FlowSplit | null {
    const last = p.entry.text.slice(p.starts[top - 1], b).trimEnd()
    if (last.trim().length <= RUNT) return null
    const topLines = p.lines.slice(0, top)
    topLines[top - 1] = last
    const topPiece: Piece = { ...p, lines: topLines, starts: p.starts.slice(0, top) }
    let bottom: Piece
    if (top < p.lines.length && p.starts[top] === b) {
      bottom = { ...p, lines: p.lines.slice(top), starts: p.starts.slice(top), from: b }
    } else {
      const w = this.cache.suffix(p.entry, b, p.width)
      bottom = { ...p, lines: w.lines, starts: w.starts, from: b }
    }
    return { top: topPiece, bottom }
  }

  /**
   * The best split of a speech whose top (cue included) fits in `maxTop` lines: between parts
   * (never right after a parenthetical) or at a sentence end inside a dialogue or lyric part that
   * wraps to three lines or more; at least two content lines on each side; fullest top first.
   */
  findSpeechSplit(u: SpeechUnit, maxTop: number): SpeechSplit | null {
    const min = this.settings.minSplitLines
    const maxContent = maxTop - (u.cue ? u.cue.lines.length : 0)
    const total = contentLines(u.parts)
    if (maxContent < min || total < 2 * min) return null
    let before = total
    for (let j = u.parts.length - 1; j >= 0; j--) {
      const p = u.parts[j]
      before -= p.lines.length
      const after = total - before - p.lines.length
      // Inside part j, at a sentence end.
      if (p.kind !== 'parenthetical' && p.lines.length >= 3 && before + 1 <= maxContent) {
        const sentences = this.cache.sentences(p.entry)
        for (let k = sentences.length - 1; k >= 0; k--) {
          const b = sentences[k]
          if (b <= p.from) break
          const topIn = countStartsBefore(p.starts, b)
          if (before + topIn > maxContent || before + topIn < min) continue
          const last = p.entry.text.slice(p.starts[topIn - 1], b).trimEnd()
          const w = this.cache.suffix(p.entry, b, p.width)
          if (w.lines.length + after < min) continue
          const topLines = p.lines.slice(0, topIn)
          topLines[topIn - 1] = last
          const topPiece: Piece = { ...p, lines: topLines, starts: p.starts.slice(0, topIn) }
          const bottomPiece: Piece = { ...p, lines: w.lines, starts: w.starts, from: b }
          return { top: [...u.parts.slice(0, j), topPiece], bottom: [bottomPiece, ...u.parts.slice(j + 1)] }
        }
      }
      // Between part j-1 and part j.
      if (j > 0 && before <= maxContent && before >= min && total - before >= min && u.parts[j - 1].kind !== 'parenthetical') {
        return { top: u.parts.slice(0, j), bottom: u.parts.slice(j) }
      }
    }
    return null
  }

  /** A block taller than a whole page with no legal split: cut it at the last line that fits. */
  private forceSplit(u: Unit): void {
    const room = this.lpp - this.row
    switch (u.t) {
      case 'flow':
      case 'heading':
      case 'transition': {
        const p = u.piece
        this.emitPiece(p, 0, room)
        this.newPage(u.first, false)
        this.place({ ...u, piece: slicePiece(p, room) })
        return
      }
      case 'speech': {
        const cueLines = u.cue ? u.cue.lines.length : 0
        if (u.cue && cueLines + 1 > room) {
          // A cue taller than the page: print its lines as they come, then the rest as a speech.
          this.emitPiece(u.cue, 0, room)
          this.newPage(u.first, false)
          this.place({ ...u, cue: slicePiece(u.cue, room) })
          return
        }
        let k = room - cueLines
        const top: Piece[] = []
        const bottom: Piece[] = []
        for (const p of u.parts) {
          if (k >= p.lines.length) top.push(p)
          else if (k > 0) {
            top.push({ ...p, lines: p.lines.slice(0, k), starts: p.starts.slice(0, k) })
            bottom.push(slicePiece(p, k))
          } else bottom.push(p)
          k -= p.lines.length
        }
        if (u.cue) this.emitPiece(u.cue)
        for (const p of top) this.emitPiece(p)
        this.emitMore(u)
        this.newPage(u.first, false)
        this.place(this.continuation(u, bottom))
        return
      }
      case 'dual': {
        const l = flatten(u.left)
        const r = flatten(u.right)
        const take = (rows: [Piece, number][], a: number, b: number) => rows.slice(a, b)
        this.emitRows(take(l, 0, room), take(r, 0, room))
        this.newPage(u.first, false)
        const rest: DualRest = { l: take(l, room, l.length), r: take(r, room, r.length) }
        this.placeDualRest(rest)
        return
      }
    }
  }

  private emitRows(l: [Piece, number][], r: [Piece, number][]): void {
    const rows = Math.max(l.length, r.length)
    for (let k = 0; k < rows; k++) {
      if (k < l.length) this.lines.push(this.makeLine(l[k][0], l[k][1], this.row))
      if (k < r.length) this.lines.push(this.makeLine(r[k][0], r[k][1], this.row))
      this.row++
    }
  }

  private placeDualRest(rest: DualRest): void {
    let { l, r } = rest
    while (l.length || r.length) {
      const room = this.lpp - this.row
      this.emitRows(l.slice(0, room), r.slice(0, room))
      l = l.slice(room)
      r = r.slice(room)
      if (l.length || r.length) this.newPage(-1, false)
    }
  }
}

interface DualRest {
  l: [Piece, number][]
  r: [Piece, number][]
}

function flatten(pieces: Piece[]): [Piece, number][] {
  const out: [Piece, number][] = []
  for (const p of pieces) for (let i = 0; i < p.lines.length; i++) out.push([p, i])
  return out
}

function slicePiece(p: Piece, from: number): Piece {
  return { ...p, lines: p.lines.slice(from), starts: p.starts.slice(from), from: p.starts[from] ?? p.from }
}

function countStartsBefore(starts: number[], b: number): number {
  let n = 0
  while (n < starts.length && starts[n] < b) n++
  return n
}

function hasContd(cue: string): boolean {
  return /\(\s*CONT['’]?D\s*\)\s*$/i.test(cue) || /\(\s*CONTINUED\s*\)\s*$/i.test(cue)
}

function lineStyles(p: Piece, offset: number, len: number): StyleSpan[] | undefined {
  let out: StyleSpan[] | undefined
  if (p.styles) {
    const end = offset + len
    for (const s of p.styles) {
      if (s.end <= offset || s.start >= end) continue
      const a = Math.max(s.start, offset) - offset
      const b = Math.min(s.end, end) - offset
      if (b > a) (out ??= []).push({ start: a, end: b, style: s.style })
    }
  }
  if (p.italic && len > 0 && !(out && out.some((s) => s.style === 'italic' && s.start === 0 && s.end === len))) {
    out = (out ?? []).filter((s) => s.style !== 'italic')
    out.push({ start: 0, end: len, style: 'italic' })
  }
  return out
}
