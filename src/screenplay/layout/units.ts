/**
 * Groups elements into the blocks the page filler places: a speech (cue + parentheticals +
 * dialogue + lyrics) moves and splits as one; a dual-dialogue pair sits side by side; headings
 * and shots keep with what follows; notes, sections and synopses take no space.
 */
import type { ElementKind, ScriptElement, StyleSpan } from '../model'
import type { WrapCache, WrapEntry } from './cache'
import type { DualColumn, LayoutSettings } from './settings'
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
  align: 'left' | 'right' | 'center'
  styles?: StyleSpan[]
  italic?: boolean
  column?: 'left' | 'right'
  /** The first line starts with a "(" that hangs one character left of the indent. */
  hang?: boolean
  /** A line the paginator made (the CONT'D cue): it does not mark where its element starts. */
  synthetic?: boolean
}

interface Base {
  /** First and one-past-last element index. */
  first: number
  next: number
  /** Blank lines before the block. */
  space: number
}
export interface ZeroUnit extends Base { t: 'zero' }
export interface BreakUnit extends Base { t: 'break' }
export interface FlowUnit extends Base { t: 'flow' | 'heading' | 'transition'; piece: Piece }
export interface SpeechUnit extends Base { t: 'speech'; cue: Piece | null; parts: Piece[] }
export interface DualUnit extends Base { t: 'dual'; left: Piece[]; right: Piece[] }
export type Unit = ZeroUnit | BreakUnit | FlowUnit | SpeechUnit | DualUnit

const PART_KINDS = new Set<ElementKind>(['parenthetical', 'dialogue', 'lyrics'])
export const isSpeechPart = (k: ElementKind): boolean => PART_KINDS.has(k)

export function unitHeight(u: Unit): number {
  switch (u.t) {
    case 'zero':
    case 'break':
      return 0
    case 'flow':
    case 'heading':
    case 'transition':
      return u.piece.lines.length
    case 'speech':
      return (u.cue ? u.cue.lines.length : 0) + contentLines(u.parts)
    case 'dual':
      return Math.max(contentLines(u.left), contentLines(u.right))
  }
}

export function contentLines(parts: readonly Piece[]): number {
  let n = 0
  for (const p of parts) n += p.lines.length
  return n
}

export class UnitBuilder {
  constructor(
    private readonly els: readonly ScriptElement[],
    private readonly settings: LayoutSettings,
    private readonly cache: WrapCache,
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
      case 'action':
      case 'centered':
        return this.flow('flow', i)
      case 'lyrics':
        // Lyrics outside a speech stand alone like action, but keep Final Draft's lyric indent.
        return { ...this.flow('flow', i), space: 1 }
      case 'character':
      case 'parenthetical':
      case 'dialogue':
        if (el.dual) {
          const dual = this.dual(i)
          if (dual) return dual
        }
        return this.speech(i)
    }
  }

  private flow(t: 'flow' | 'heading' | 'transition', i: number): FlowUnit {
    const el = this.els[i]
    const g = this.settings.elements[el.type]!
    return { t, first: i, next: i + 1, space: g.spaceBefore, piece: this.piece(i, g.indent, g.width, g.align, !!g.caps, !!g.italic) }
  }

  private speech(i: number): SpeechUnit {
    const els = this.els
    let j = i
    let cue: Piece | null = null
    if (els[i].type === 'character') {
      const g = this.settings.elements.character!
      cue = this.piece(i, g.indent, g.width, g.align, true, false)
      j++
    }
    const parts: Piece[] = []
    const dualRun = !!els[i].dual
    while (j < els.length && isSpeechPart(els[j].type) && (!els[j].dual || dualRun)) {
      const g = this.settings.elements[els[j].type]!
      parts.push(this.piece(j, g.indent, g.width, g.align, false, !!g.italic))
      j++
    }
    const space = cue ? this.settings.elements.character!.spaceBefore : 1
    return { t: 'speech', first: i, next: j, space, cue, parts }
  }

  /** A dual-dialogue pair: the run of consecutive speech elements marked dual, both sides present. */
  private dual(i: number): DualUnit | null {
    const els = this.els
    let j = i
    while (j < els.length && els[j].dual && (els[j].type === 'character' || isSpeechPart(els[j].type))) j++
    const left: Piece[] = []
    const right: Piece[] = []
    for (let k = i; k < j; k++) {
      const side = els[k].dual!
      const col = this.settings.dual[side]
      ;(side === 'left' ? left : right).push(this.dualPiece(k, col, side))
    }
    if (!left.length || !right.length) return null
    return { t: 'dual', first: i, next: j, space: this.settings.elements.character!.spaceBefore, left, right }
  }

  private dualPiece(k: number, col: DualColumn, side: 'left' | 'right'): Piece {
    const type = this.els[k].type
    let p: Piece
    if (type === 'character') {
      const width = Math.min(this.settings.elements.character!.width, col.dialogue.width)
      p = this.piece(k, col.cueCenter - width / 2, width, 'center', true, false)
    } else if (type === 'parenthetical') {
      p = this.piece(k, col.parenthetical.indent, col.parenthetical.width, 'left', false, false)
    } else {
      p = this.piece(k, col.dialogue.indent, col.dialogue.width, 'left', false, type === 'lyrics')
    }
    p.column = side
    return p
  }

  private piece(i: number, indent: number, width: number, align: Piece['align'], caps: boolean, italic: boolean): Piece {
    const el = this.els[i]
    const hang = el.type === 'parenthetical'
    const entry = this.cache.entry(el, width, caps, hang)
    return {
      el: i,
      kind: el.type,
      entry,
      lines: entry.wrapped.lines,
      starts: entry.wrapped.starts,
      from: 0,
      indent,
      width,
      align,
      styles: el.styles && el.styles.length ? el.styles : undefined,
      italic: italic || undefined,
      hang: (hang && entry.text.startsWith('(')) || undefined,
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
