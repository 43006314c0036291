/**
 * Groups elements into the blocks the page filler places: a speech (cue + parentheticals +
 * dialogue + lyrics) moves and splits as one; a dual-dialogue pair sits side by side and never
 * splits; scene headings keep with what follows; action may split; transitions, act markers and
 * standalone lyrics never split; notes, sections and synopses take no space.
 */
import type { ElementKind, ScriptElement, StyleSpan } from '../model'
import { dualPairAt } from '../elements/dual'
import type { WrapCache, WrapEntry } from './cache'
import { geometryOf, type DualColumn, type ElementGeometry, type LayoutSettings } from './settings'
import type { LineKind } from './types'

/** Some consecutive lines of one element. */
export interface Piece {
  el: number
  kind: LineKind
  entry: WrapEntry
  lines: string[]
  starts: number[]
  /** Offset in the element's text where this piece begins (0 unless it continues a split). */
  from: number
  indent: number
  width: number
  /** Height of each line in line units (the style's spacing: 1, 1.5, 2). */
  lh: number
  align: 'left' | 'right' | 'center'
  styles?: StyleSpan[]
  italic?: boolean
  underline?: boolean
  bold?: boolean
  column?: 'left' | 'right'
  /** The first line starts one character left of the indent (a parenthetical's "("). */
  hang?: boolean
  /** A line the paginator made (the CONT'D cue): it does not mark where its element starts. */
  synthetic?: boolean
}

interface Base {
  /** First and one-past-last element index. */
  first: number
  next: number
  /** Blank lines before the block (may be fractional). */
  space: number
  /** The block always begins a new page. */
  newPage?: boolean
}
export interface ZeroUnit extends Base { t: 'zero' }
export interface BreakUnit extends Base { t: 'break' }
/**
 * `flow`: action and the like, may split at a sentence; `heading`: kept with what follows;
 * `transition`: never opens a page alone; `fixed`: never splits (act markers, standalone lyrics).
 */
export interface FlowUnit extends Base { t: 'flow' | 'heading' | 'transition' | 'fixed'; piece: Piece }
export interface SpeechUnit extends Base { t: 'speech'; cue: Piece | null; parts: Piece[] }
/** `zeros`: notes inside the pair, which print nothing and sit at its first row. */
export interface DualUnit extends Base { t: 'dual'; left: Piece[]; right: Piece[]; zeros: number[] }
export type Unit = ZeroUnit | BreakUnit | FlowUnit | SpeechUnit | DualUnit

const PART_KINDS = new Set<ElementKind>(['parenthetical', 'dialogue', 'lyrics'])
export const isSpeechPart = (k: ElementKind): boolean => PART_KINDS.has(k)

export const pieceHeight = (p: Piece): number => p.lines.length * p.lh

export function unitHeight(u: Unit): number {
  switch (u.t) {
    case 'zero':
    case 'break':
      return 0
    case 'flow':
    case 'heading':
    case 'transition':
    case 'fixed':
      return pieceHeight(u.piece)
    case 'speech':
      return (u.cue ? pieceHeight(u.cue) : 0) + contentHeight(u.parts)
    case 'dual':
      return Math.max(contentHeight(u.left), contentHeight(u.right))
  }
}

// Indexed loops here and in the filler: a command-line export runs pagination once, cold, in V8's
// interpreter, where for…of allocates an iterator result for each element.
export function contentHeight(parts: readonly Piece[]): number {
  let n = 0
  for (let i = 0; i < parts.length; i++) n += parts[i].lines.length * parts[i].lh
  return n
}

export function contentLines(parts: readonly Piece[]): number {
  let n = 0
  for (let i = 0; i < parts.length; i++) n += parts[i].lines.length
  return n
}

/** Styles that mark act breaks: printed, never split. */
const ACT_STYLES = new Set(['New Act', 'End of Act', 'Cold Opening'])

export class UnitBuilder {
  constructor(
    private readonly els: readonly ScriptElement[],
    private readonly settings: LayoutSettings,
    private readonly cache: WrapCache,
    /** Per element: 1 where the cue prints the automatic (CONT'D) (elements/continueds.ts). */
    private readonly contd?: Uint8Array,
  ) {}

  private memo = new Map<number, Unit>()

  /** The block that starts at element `i`. */
  at(i: number): Unit {
    let u = this.memo.get(i)
    if (!u) {
      u = this.build(i)
      this.memo.set(i, u)
    }
    return u
  }

  private build(i: number): Unit {
    const el = this.els[i]
    switch (el.type) {
      case 'note':
      case 'section':
      case 'synopsis':
        return { t: 'zero', first: i, next: i + 1, space: 0 }
      case 'page-break':
        return { t: 'break', first: i, next: i + 1, space: 0 }
      case 'scene-heading':
      case 'shot':
        return this.flow('heading', i)
      case 'transition':
        return this.flow('transition', i)
      case 'lyrics':
        // Lyrics outside a speech stand alone and never split.
        return this.flow('fixed', i)
      case 'action':
      case 'centered':
        return this.flow(el.styleName && ACT_STYLES.has(el.styleName) ? 'fixed' : 'flow', i)
      case 'character':
      case 'parenthetical':
      case 'dialogue':
        if (el.dual && el.type === 'character') {
          const pair = dualPairAt(this.els, i)
          if (pair) return this.dual(pair.start, pair.right, pair.end)
        }
        return this.speech(i)
    }
  }

  private geometry(i: number): ElementGeometry {
    return geometryOf(this.els[i], this.settings) ?? this.settings.elements.action!
  }

  private flow(t: FlowUnit['t'], i: number): FlowUnit {
    const g = this.geometry(i)
    return { t, first: i, next: i + 1, space: g.spaceBefore, newPage: g.newPage || undefined, piece: this.piece(i, g) }
  }

  private speech(i: number): SpeechUnit {
    const els = this.els
    let j = i
    let cue: Piece | null = null
    // A speech always takes the Character style's space before.
    const cg = this.settings.elements.character!
    if (els[i].type === 'character') {
      // A cue always prints in capitals.
      const g = this.geometry(i)
      cue = this.piece(i, g.caps ? g : { ...g, caps: true })
      j++
    }
    // Parts marked dual outside a well-formed pair belong to this speech like any other part.
    const parts: Piece[] = []
    while (j < els.length && isSpeechPart(els[j].type)) {
      parts.push(this.piece(j, this.geometry(j)))
      j++
    }
    return { t: 'speech', first: i, next: j, space: cg.spaceBefore, cue, parts }
  }

  /** A dual-dialogue pair (elements/dual.ts): the left column from `i`, the right from `r`, to `end`. */
  private dual(i: number, r: number, end: number): DualUnit {
    const left: Piece[] = []
    const right: Piece[] = []
    const zeros: number[] = []
    for (let k = i; k < end; k++) {
      if (this.els[k].type === 'note') {
        zeros.push(k)
        continue
      }
      const side = k < r ? 'left' : 'right'
      ;(side === 'left' ? left : right).push(this.dualPiece(k, this.settings.dual[side], side))
    }
    return { t: 'dual', first: i, next: end, space: this.settings.elements.character!.spaceBefore, left, right, zeros }
  }

  private dualPiece(k: number, col: DualColumn, side: 'left' | 'right'): Piece {
    const type = this.els[k].type
    const g = this.geometry(k)
    let p: Piece
    if (type === 'character') {
      const width = col.cueWidth
      p = this.piece(k, { ...g, indent: col.cueCenter - width / 2, width, align: 'center', caps: true })
    } else if (type === 'parenthetical') {
      p = this.piece(k, { ...g, indent: col.parenthetical.indent, width: col.parenthetical.width, align: 'left' })
    } else {
      p = this.piece(k, { ...g, indent: col.dialogue.indent, width: col.dialogue.width, align: 'left' })
    }
    p.column = side
    return p
  }

  private piece(i: number, g: ElementGeometry): Piece {
    const el = this.els[i]
    // The automatic (CONT'D) is printed, and wrapped, as part of the cue; the cue's text is unchanged.
    const printed = this.contd && this.contd[i] && el.type === 'character' ? { text: `${el.text} ${this.settings.contdText}` } : el
    const entry = this.cache.entry(printed, g.width, !!g.caps)
    // One object shape for every piece keeps the filler's property reads fast.
    return {
      el: i,
      kind: el.type,
      entry,
      lines: entry.wrapped.lines,
      starts: entry.wrapped.starts,
      from: 0,
      indent: g.indent,
      width: g.width,
      lh: g.lineHeight,
      align: g.align,
      styles: el.styles && el.styles.length ? el.styles : undefined,
      italic: g.italic || undefined,
      underline: g.underline || undefined,
      bold: g.bold || undefined,
      column: undefined,
      hang: g.hang || undefined,
      synthetic: undefined,
    }
  }
}

/** Where a line of a piece starts, in characters from the body margin. */
export function lineIndent(p: Piece, text: string, offset: number): number {
  if (p.align === 'left') return p.hang && offset === 0 ? p.indent - 1 : p.indent
  const len = text.length
  if (p.align === 'right') return p.indent + p.width - len
  return p.indent + (p.width - len) / 2
}
