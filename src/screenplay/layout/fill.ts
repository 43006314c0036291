/**
 * The page filler: places blocks top to bottom within the page's line budget, with Final Draft's
 * rules:
 * - a block fits if the lines used, its space before and its height fit the budget (an exact fit
 *   is allowed); space before is dropped at a page top;
 * - a scene heading goes with the block after it: both whole if they fit, else the heading and
 *   the first lines of that block if the block may split and has five lines or more, else both
 *   move to the next page; a run of headings moves as one;
 * - a transition never opens a page: the block before it goes along to the next page;
 * - action splits only at a sentence end, two lines at least on each side, never leaving a last
 *   line of twelve characters or fewer on top (except under a heading when the top fills the page
 *   exactly); otherwise the paragraph moves whole;
 * - a speech splits between its parts (after a parenthetical too) or at a sentence end inside a
 *   dialogue part of three lines or more, with two lines at least on each side, preferring a
 *   sentence end, then a continuation worth turning the page for, then the fullest top;
 *   "(MORE)" below and "NAME (CONT'D)" above cost no line of the page;
 * - dual dialogue, transitions, act markers and standalone lyrics never split; a dual pair taller
 *   than a page is cut at the last row that fits, with (MORE) under each column that goes on and
 *   "NAME (CONT'D)" above it on the next page.
 * It can start at any clean page top and stop where it meets an earlier layout again, which is
 * what makes re-layout incremental.
 */
import type { ScriptElement, StyleSpan } from '../model'
import type { WrapCache } from './cache'
import type { LayoutSettings } from './settings'
import type { Line, Page } from './types'
import {
  contentHeight,
  contentLines,
  lineIndent,
  pieceHeight,
  unitHeight,
  UnitBuilder,
  type DualUnit,
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

/** A last top line of this many visible characters or fewer is a runt. */
const RUNT = 12
/** Lines of a block below a heading before it may be split there (orphan 2 + widow 2 + 1). */
const SPLIT_UNDER_HEADING = 5
/** A continuation line this long or longer reads as a real line, not a scrap. */
const SUBSTANTIAL_LINE = 16
const EPS = 1e-6

export class Filler {
  private lines: Line[] = []
  private row = 0
  private limit: number
  private forced = false
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
    /** Per element: 1 where the cue prints the automatic (CONT'D). */
    contd?: Uint8Array,
  ) {
    this.units = new UnitBuilder(els, settings, cache, contd)
    this.lpp = settings.linesPerPage
    this.limit = this.lpp
  }

  /** Fills from element `from`, which begins a clean page (a new page index `out.pages.length`). */
  run(from: number, forced: boolean): void {
    this.startPage(from, true, forced)
    let i = from
    while (i < this.els.length && !this.stoppedAt) i = this.place(this.units.at(i))
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
    this.limit = this.lpp
    this.forced = forced
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

  private get atTop(): boolean {
    return this.lines.length === 0
  }

  private fits(h: number, avail: number): boolean {
    return h <= avail + EPS
  }

  /** Places a block; returns the index of the element after it. */
  private place(u: Unit): number {
    if (u.t === 'zero') {
      this.mark(u.first)
      return u.next
    }
    if (u.t === 'break') {
      this.mark(u.first)
      if (this.lines.length > 0 || this.forced) this.newPage(u.next, true, true)
      return u.next
    }
    if (u.newPage && !this.atTop) {
      if (!this.newPage(u.first, true, true)) return u.next
    }
    if (u.t === 'heading') return this.placeHeading(u)
    const top = this.atTop
    const space = top ? 0 : u.space
    const avail = this.limit - this.row - space
    const h = unitHeight(u)
    if (this.fits(h, avail)) {
      if (!top && this.transitionNeedsCompany(u.next, avail - h)) {
        // A transition must not open the next page: this block goes over with it.
        if (this.newPage(u.first, true)) return this.place(u)
        return u.next
      }
      this.emitWhole(u, space)
      return u.next
    }
    if (this.trySplit(u, space, avail, false)) return u.next
    if (!top) {
      if (this.newPage(u.first, true)) return this.place(u)
      return u.next
    }
    this.forceSplit(u)
    return u.next
  }

  /** A scene heading (or a run of them) with the block that follows. */
  private placeHeading(h: FlowUnit): number {
    const chain: FlowUnit[] = [h]
    let i = h.next
    let chainH = pieceHeight(h.piece)
    let b: Unit | null = null
    while (i < this.els.length) {
      const n = this.units.at(i)
      if (n.t === 'zero') {
        i = n.next
        continue
      }
      if (n.t === 'heading' && !n.newPage) {
        chain.push(n)
        chainH += n.space + pieceHeight(n.piece)
        i = n.next
        continue
      }
      b = n.t === 'break' || n.newPage ? null : n
      break
    }
    const top = this.atTop
    const space = top ? 0 : h.space
    const avail = this.limit - this.row - space
    const again = (): number => (this.newPage(h.first, true) ? this.place(h) : h.next)
    if (!b) {
      if (top || this.fits(chainH, avail)) return this.emitChain(chain, space)
      return again()
    }
    const bh = b.space + unitHeight(b)
    if (this.fits(chainH + bh, avail)) {
      if (!top && this.transitionNeedsCompany(b.next, avail - chainH - bh)) return again()
      this.markZeros(this.emitChain(chain, space), b.first)
      this.emitWhole(b, b.space)
      return b.next
    }
    if (chain.length === 1 && this.fits(chainH, avail) && (b.t === 'flow' || b.t === 'speech') && blockLines(b) >= SPLIT_UNDER_HEADING) {
      const rest = avail - chainH - b.space
      if (this.splitFits(b, rest)) {
        const s = b.t === 'flow' ? this.findFlowSplit(b.piece, rest, true) : this.findSpeechSplit(b as SpeechUnit, rest)
        if (s) {
          this.markZeros(this.emitChain(chain, space), b.first)
          this.emitSplit(b, b.space, s)
          return b.next
        }
      }
    }
    if (top) return this.emitChain(chain, space)
    return again()
  }

  private emitChain(chain: FlowUnit[], space: number): number {
    chain.forEach((u, k) => {
      if (k > 0) this.markZeros(chain[k - 1].next, u.first)
      this.emitWhole(u, k === 0 ? space : u.space)
    })
    return chain[chain.length - 1].next
  }

  /** Notes and other zero-height elements in [from, to) sit at the current row. */
  private markZeros(from: number, to: number): void {
    for (let i = from; i < to; i++) this.mark(i)
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

  /** The next printing block is a transition that would not fit in `restAfter` lines. */
  private transitionNeedsCompany(next: number, restAfter: number): boolean {
    const n = this.nextPrinting(next)
    return !!n && n.t === 'transition' && !n.newPage && !this.fits(n.space + unitHeight(n), restAfter)
  }

  // ---- emitting --------------------------------------------------------------------------

  private blank(space: number): void {
    if (space <= 0) return
    const n = Math.ceil(space - EPS)
    for (let i = 0; i < n; i++) this.lines.push({ kind: 'blank', text: '', indent: 0, row: this.row + i })
    this.row += space
  }

  private emitWhole(u: Unit, space: number): void {
    this.blank(space)
    switch (u.t) {
      case 'flow':
      case 'heading':
      case 'transition':
      case 'fixed':
        this.emitPiece(u.piece)
        break
      case 'speech':
        if (u.cue) this.emitPiece(u.cue)
        for (let i = 0; i < u.parts.length; i++) this.emitPiece(u.parts[i])
        break
      case 'dual':
        this.markZeroList(u.zeros)
        this.emitDual(u.left, u.right)
        break
    }
  }

  private markZeroList(zeros: readonly number[]): void {
    for (let k = 0; k < zeros.length; k++) this.mark(zeros[k])
  }

  private emitPiece(p: Piece, a = 0, b = p.lines.length): void {
    for (let i = a; i < b; i++) {
      this.lines.push(this.makeLine(p, i, this.row))
      this.row += p.lh
    }
  }

  private makeLine(p: Piece, i: number, row: number): Line {
    const text = p.lines[i]
    const offset = p.starts[i]
    // An element starts on its first line (which may begin after blank lines of its text).
    if (i === 0 && p.from === 0 && !p.synthetic) {
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
    const start = this.row
    const out: Line[] = []
    for (const side of [left, right]) {
      let r = start
      for (const p of side)
        for (let i = 0; i < p.lines.length; i++) {
          out.push(this.makeLine(p, i, r))
          r += p.lh
        }
    }
    // Reading order: row by row, the left column's line first.
    out.sort((a, b) => a.row - b.row || (a.column === 'left' ? -1 : 1))
    this.lines.push(...out)
    this.row = start + Math.max(contentHeight(left), contentHeight(right))
  }

  // ---- splitting -------------------------------------------------------------------------

  /** Room for a split at all: two lines at least below the block's space before. */
  private splitFits(u: Unit, room: number): boolean {
    const lh = u.t === 'flow' ? u.piece.lh : u.t === 'speech' ? (u.parts[0]?.lh ?? 1) : 1
    return room + EPS >= this.settings.minSplitLines * Math.min(lh, 1)
  }

  /** Splits an action block or a speech so its top fits in `room`; false if no legal split. */
  private trySplit(u: Unit, space: number, room: number, underHeading: boolean): boolean {
    if (!this.splitFits(u, room)) return false
    if (u.t === 'flow') {
      const s = this.findFlowSplit(u.piece, room, underHeading)
      if (!s) return false
      this.emitSplit(u, space, s)
      return true
    }
    if (u.t === 'speech') {
      const s = this.findSpeechSplit(u, room)
      if (!s) return false
      this.emitSplit(u, space, s)
      return true
    }
    return false
  }

  private emitSplit(u: FlowUnit | SpeechUnit, space: number, s: FlowSplit | SpeechSplit): void {
    this.blank(space)
    if (u.t === 'speech') {
      const sp = s as SpeechSplit
      if (u.cue) this.emitPiece(u.cue)
      for (const p of sp.top) this.emitPiece(p)
      this.emitMore(u)
      if (!this.newPage(u.first, false)) return
      this.place(this.continuation(u, sp.bottom))
      return
    }
    const fs = s as FlowSplit
    this.emitPiece(fs.top)
    if (!this.newPage(u.first, false)) return
    this.place({ ...u, space: 0, piece: fs.bottom })
  }

  private emitMore(u: SpeechUnit): void {
    if (this.settings.more === false) return
    const g = this.settings.elements.character!
    const el = u.cue ? u.cue.el : u.parts[0].el
    this.lines.push({ kind: 'more', text: this.settings.moreText, indent: g.indent, row: this.row, elementIndex: el })
  }

  /** The rest of a split speech on its new page, under "NAME (CONT'D)", which costs no line. */
  private continuation(u: SpeechUnit, parts: Piece[]): SpeechUnit {
    let cue: Piece | null = null
    if (u.cue) {
      const base = u.cue.entry.text
      const text = this.settings.contd === false || hasContd(base) ? base : `${base} ${this.settings.contdText}`
      const w = this.cache.plain(text, u.cue.width)
      cue = { ...u.cue, kind: 'contd', lines: w.lines, starts: w.starts, styles: undefined, synthetic: true }
      this.limit = this.lpp + pieceHeight(cue)
    }
    return { t: 'speech', first: u.first, next: u.next, space: 0, cue, parts }
  }

  /**
   * The best split of an action block whose top fits in `room` lines: at a sentence end only,
   * two lines at least on each side, no runt on top (unless under a heading with a sentence
   * that fills the page exactly); the fullest top first, then the most even.
   */
  findFlowSplit(p: Piece, room: number, underHeading = false): FlowSplit | null {
    const min = this.settings.minSplitLines
    const maxTop = Math.floor((room + EPS) / p.lh)
    if (maxTop < min || p.lines.length < min) return null
    const sentences = this.cache.sentences(p.entry)
    let best: { top: number; bottom: number; b: number } | null = null
    for (const b of sentences) {
      if (b <= p.from) continue
      const top = countStartsBefore(p.starts, b)
      if (top > maxTop) break
      if (top < min) continue
      const last = p.entry.text.slice(p.starts[top - 1], b).trim()
      if (last.length <= RUNT && !(underHeading && Math.abs(top * p.lh - room) < EPS)) continue
      const bottom = this.cache.suffix(p.entry, b, p.width).lines.length
      if (bottom < min) continue
      if (!best || top > best.top || (top === best.top && Math.abs(top - bottom) < Math.abs(best.top - best.bottom))) best = { top, bottom, b }
    }
    return best ? this.cutFlow(p, best.top, best.b) : null
  }

  /** The first `top` lines (the last cut at offset `b`) and the rest re-wrapped from `b`. */
  private cutFlow(p: Piece, top: number, b: number): FlowSplit {
    const topLines = p.lines.slice(0, top)
    topLines[top - 1] = p.entry.text.slice(p.starts[top - 1], b).trimEnd()
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
   * The best split of a speech whose top (cue included) fits in `room` lines. Candidates: after
   * any part, and at a sentence end inside a dialogue or lyric part of three lines or more; both
   * sides keep two content lines at least (dialogue, lyric and parenthetical lines, not the cue).
   * Ranked: a sentence end first (a part end counts when that part has three lines or more and
   * ends a sentence); then a continuation worth turning the page for (three spoken lines or more,
   * or a sentence whose first and last lines are real lines); then the fullest top; then the most
   * even; then the most text on top.
   */
  findSpeechSplit(u: SpeechUnit, room: number): SpeechSplit | null {
    const min = this.settings.minSplitLines
    const parts = u.parts
    const n = parts.length
    const cueH = u.cue ? pieceHeight(u.cue) : 0
    const maxH = room - cueH
    const total = contentLines(parts)
    if (total < 2 * min || maxH < EPS) return null
    const spokenAfter = new Array<number>(n + 1).fill(0)
    for (let j = n - 1; j >= 0; j--) spokenAfter[j] = spokenAfter[j + 1] + (parts[j].kind === 'parenthetical' ? 0 : parts[j].lines.length)

    interface Cand {
      j: number
      /** Mid-part split offset, or -1 for a split after part j. */
      b: number
      topIn: number
      topLines: number
      bottomLines: number
      topH: number
      chars: number
      sentence: boolean
      substantial: boolean
      bottom?: Piece
    }
    let best: Cand | null = null
    const better = (x: Cand, y: Cand | null): boolean => {
      if (!y) return true
      if (x.sentence !== y.sentence) return x.sentence
      if (x.substantial !== y.substantial) return x.substantial
      if (Math.abs(x.topH - y.topH) > EPS) return x.topH > y.topH
      const bx = Math.abs(x.topLines - x.bottomLines)
      const by = Math.abs(y.topLines - y.bottomLines)
      if (bx !== by) return bx < by
      return x.chars > y.chars
    }
    let beforeH = 0
    let beforeLines = 0
    let beforeChars = 0
    for (let j = 0; j < n; j++) {
      const p = parts[j]
      if (beforeH > maxH + EPS) break
      // Inside part j, at a sentence end.
      if (p.kind !== 'parenthetical' && p.lines.length >= 3) {
        let prevTopIn = -1
        let prevSubstantial = false
        for (const b of this.cache.sentences(p.entry)) {
          if (b <= p.from) continue
          const topIn = countStartsBefore(p.starts, b)
          if (topIn === 0) continue
          const topH = beforeH + topIn * p.lh
          if (topH > maxH + EPS) break
          const w = this.cache.suffix(p.entry, b, p.width)
          const topLines = beforeLines + topIn
          const bottomLines = w.lines.length + total - beforeLines - p.lines.length
          const spoken = w.lines.length + spokenAfter[j + 1]
          let substantial =
            spoken >= 3 || (spoken >= 1 && w.lines[0].trim().length >= SUBSTANTIAL_LINE && lastSpokenLine(w.lines, parts, j + 1).trim().length >= SUBSTANTIAL_LINE)
          if (!substantial && topIn === prevTopIn && prevSubstantial) substantial = true
          prevTopIn = topIn
          prevSubstantial = substantial
          if (topLines < min || bottomLines < min) continue
          const c: Cand = { j, b, topIn, topLines, bottomLines, topH, chars: beforeChars + (b - p.from), sentence: true, substantial, bottom: { ...p, lines: w.lines, starts: w.starts, from: b } }
          if (better(c, best)) best = c
        }
      }
      beforeH += pieceHeight(p)
      beforeLines += p.lines.length
      beforeChars += p.entry.text.length - p.from
      // After part j.
      if (j < n - 1 && beforeH <= maxH + EPS && beforeLines >= min && total - beforeLines >= min) {
        const sentence = p.kind !== 'parenthetical' && p.lines.length >= 3 && this.cache.endsSentence(p.entry)
        const c: Cand = { j, b: -1, topIn: p.lines.length, topLines: beforeLines, bottomLines: total - beforeLines, topH: beforeH, chars: beforeChars, sentence, substantial: spokenAfter[j + 1] >= 3 }
        if (better(c, best)) best = c
      }
    }
    if (!best) return null
    if (best.b < 0) return { top: parts.slice(0, best.j + 1), bottom: parts.slice(best.j + 1) }
    const p = parts[best.j]
    const topLines = p.lines.slice(0, best.topIn)
    topLines[best.topIn - 1] = p.entry.text.slice(p.starts[best.topIn - 1], best.b).trimEnd()
    const topPiece: Piece = { ...p, lines: topLines, starts: p.starts.slice(0, best.topIn) }
    return { top: [...parts.slice(0, best.j), topPiece], bottom: [best.bottom!, ...parts.slice(best.j + 1)] }
  }

  /** A block taller than a whole page with no legal split: cut it at the last line that fits. */
  private forceSplit(u: Unit): void {
    switch (u.t) {
      case 'flow':
      case 'heading':
      case 'transition':
      case 'fixed': {
        const p = u.piece
        const room = Math.max(1, Math.floor((this.limit - this.row + EPS) / p.lh))
        this.emitPiece(p, 0, Math.min(room, p.lines.length))
        if (room >= p.lines.length) return
        if (!this.newPage(u.first, false)) return
        this.place({ ...u, space: 0, piece: slicePiece(p, room) })
        return
      }
      case 'speech': {
        const cueH = u.cue ? pieceHeight(u.cue) : 0
        if (u.cue && cueH + 1 > this.limit - this.row + EPS) {
          // A cue taller than the page: print its lines as they come, then the rest as a speech.
          const room = Math.max(1, Math.floor(this.limit - this.row + EPS))
          this.emitPiece(u.cue, 0, room)
          if (!this.newPage(u.first, false)) return
          this.place({ ...u, space: 0, cue: slicePiece(u.cue, room) })
          return
        }
        let k = this.limit - this.row - cueH
        const top: Piece[] = []
        const bottom: Piece[] = []
        for (const p of u.parts) {
          const fit = Math.floor((k + EPS) / p.lh)
          if (fit >= p.lines.length) top.push(p)
          else if (fit > 0) {
            top.push({ ...p, lines: p.lines.slice(0, fit), starts: p.starts.slice(0, fit) })
            bottom.push(slicePiece(p, fit))
          } else bottom.push(p)
          k -= pieceHeight(p)
        }
        if (u.cue) this.emitPiece(u.cue)
        for (const p of top) this.emitPiece(p)
        if (!bottom.length) return
        this.emitMore(u)
        if (!this.newPage(u.first, false)) return
        this.place(this.continuation(u, bottom))
        return
      }
      case 'dual':
        this.markZeroList(u.zeros)
        this.splitDual(u)
        return
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

  /**
   * A dual pair taller than a page, row by row over as many pages as it takes. Each column that
   * goes on gets (MORE) below it and its cue with (CONT'D) above the rest, both costing no line,
   * as a single speech's do.
   */
  private splitDual(u: DualUnit): void {
    let l = flatten(u.left)
    let r = flatten(u.right)
    for (;;) {
      const room = Math.max(1, Math.floor(this.limit - this.row + EPS))
      this.emitRows(l.slice(0, room), r.slice(0, room))
      l = l.slice(room)
      r = r.slice(room)
      if (!l.length && !r.length) return
      const goOn = [l.length ? u.left : null, r.length ? u.right : null]
      for (const side of goOn) if (side) this.dualMarker(side, 'more')
      if (!this.newPage(u.first, false)) return
      for (const side of goOn) if (side) this.dualMarker(side, 'contd')
      if (goOn.some((s) => s && s[0].kind === 'character')) {
        this.row = 1
        this.limit = this.lpp + 1
      }
    }
  }

  /** (MORE) at the current row, or the CONT'D cue at the top of the page, centred on a dual column. */
  private dualMarker(side: Piece[], kind: 'more' | 'contd'): void {
    const cue = side[0]
    if (kind === 'more' && this.settings.more === false) return
    if (kind === 'contd' && cue.kind !== 'character') return
    const base = cue.entry.text
    const text = kind === 'more' ? this.settings.moreText : this.settings.contd === false || hasContd(base) ? base : `${base} ${this.settings.contdText}`
    const col = this.settings.dual[cue.column!]
    const indent = col.cueCenter - text.length / 2
    this.lines.push({ kind, text, indent, row: kind === 'more' ? this.row : 0, elementIndex: cue.el, column: cue.column })
  }
}

/** Lines of a block as the keep-with-heading rule counts them (a speech's cue included). */
function blockLines(u: Unit): number {
  if (u.t === 'flow') return u.piece.lines.length
  if (u.t === 'speech') return (u.cue ? u.cue.lines.length : 0) + contentLines(u.parts)
  return 0
}

function lastSpokenLine(first: string[], parts: Piece[], from: number): string {
  for (let j = parts.length - 1; j >= from; j--) if (parts[j].kind !== 'parenthetical' && parts[j].lines.length) return parts[j].lines[parts[j].lines.length - 1]
  return first[first.length - 1] ?? ''
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
  if (!p.styles && !p.italic && !p.underline && !p.bold) return undefined
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
  // Whole-element styles of the paragraph style (a lyric's italics, an act marker's underline).
  if (len > 0) {
    if (p.italic) out = wholeLine(out, 'italic', len)
    if (p.underline) out = wholeLine(out, 'underline', len)
    if (p.bold) out = wholeLine(out, 'bold', len)
  }
  return out
}

function wholeLine(out: StyleSpan[] | undefined, style: StyleSpan['style'], len: number): StyleSpan[] {
  if (out && out.some((s) => s.style === style && s.start === 0 && s.end === len)) return out
  const kept = out ? out.filter((s) => s.style !== style) : []
  kept.push({ start: 0, end: len, style })
  return kept
}
