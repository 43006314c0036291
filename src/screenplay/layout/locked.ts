/**
 * Pagination with locked pages. Once pages are locked, each locked page keeps its number and its
 * start: the text from one locked page start to the next is laid out on its own. Text that no
 * longer fits flows onto A-pages (5A, 5B); a page that shrank keeps its white space; and a locked
 * page whose start was cut away is absorbed by the page before it, which prints both numbers
 * ("15-16") when the pages between were plain numbers.
 *
 * The starts are read from the elements themselves (`lockedPages`), so they follow the text
 * through every edit; this is the same filler as unlocked pagination, run once per locked page.
 */
import type { LockedPageStart, ScriptElement, StyleSpan } from '../model'
import type { WrapCache } from './cache'
import { Filler, type FillTarget } from './fill'
import { automaticContinueds } from '../elements/continueds'
import type { LayoutSettings } from './settings'
import type { Layout, Line, Page } from './types'

/** Where a locked page begins: element, text offset, printed label. */
export interface LockedBreak {
  el: number
  offset: number
  label: string
}

/** The locked page starts the elements carry, in text order; empty when pages are not locked. */
export function lockedBreaks(els: readonly ScriptElement[]): LockedBreak[] {
  const out: LockedBreak[] = []
  for (let i = 0; i < els.length; i++) {
    const starts = els[i].lockedPages
    if (!starts) continue
    const len = els[i].text.length
    const sorted = starts.length > 1 ? starts.slice().sort((a, b) => a.offset - b.offset) : starts
    for (const s of sorted) {
      // An edit may have shortened the text under a start: it begins at the end then.
      const offset = Math.max(0, Math.min(len, s.offset))
      const last = out[out.length - 1]
      if (last && last.el === i && last.offset === offset) continue
      out.push({ el: i, offset, label: s.label })
    }
  }
  return out
}

/** The part of an element from `from` to `to` (text offsets), with its styles cut to match. */
function slice(el: ScriptElement, from: number, to: number): ScriptElement {
  if (from === 0 && to >= el.text.length) return el
  const out: ScriptElement = { ...el, text: el.text.slice(from, to) }
  if (el.styles) {
    const styles: StyleSpan[] = []
    for (const s of el.styles) {
      const a = Math.max(s.start, from) - from
      const b = Math.min(s.end, to) - from
      if (b > a) styles.push({ start: a, end: b, style: s.style })
    }
    if (styles.length) out.styles = styles
    else delete out.styles
  }
  return out
}

/** The base number of a plain label ("15" → 15); undefined for "5A" or anything else. */
function plainNumber(label: string): number | undefined {
  return /^\d+$/.test(label) ? Number(label) : undefined
}

/** The label of the k-th page (k ≥ 1) a locked page grew onto: 5 → 5A, 5B …; 5A → 5AA, 5AB …. */
export function grownLabel(label: string, k: number): string {
  let letters = ''
  for (let n = k; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return `${label}${letters}`
}

/** A previous run's layout of one locked page's elements, reused while they are unchanged. */
export interface LockedSegmentMemo {
  elements: ScriptElement[]
  /** The automatic (CONT'D) of each element (a speaker before the page start decides it). */
  contd?: Uint8Array
  pages: Page[]
  elementPage: number[]
  elementRow: number[]
}

/**
 * Lays out `els` with its locked pages. `memo` (optional) holds each locked page's last layout by
 * label; pages whose elements are unchanged (same objects) are reused as they were.
 */
export function layoutLocked(
  els: readonly ScriptElement[],
  breaks: readonly LockedBreak[],
  settings: LayoutSettings,
  cache: WrapCache,
  memo?: Map<string, LockedSegmentMemo>,
): Layout {
  const pages: Page[] = []
  const elementPage = new Array<number>(els.length).fill(0)
  const elementRow = new Array<number>(els.length).fill(0)
  const nextMemo = new Map<string, LockedSegmentMemo>()
  const contd = settings.autoContd === false ? undefined : automaticContinueds(els)
  for (let k = 0; k < breaks.length; k++) {
    // Text before the first locked start (added above page 1) belongs to the first locked page.
    const from = k === 0 ? { el: 0, offset: 0 } : breaks[k]
    const to = breaks[k + 1]
    const endEl = to ? (to.offset > 0 ? to.el + 1 : to.el) : els.length
    const sub: ScriptElement[] = []
    for (let i = from.el; i < endEl; i++) sub.push(slice(els[i], i === from.el ? from.offset : 0, to && i === to.el ? to.offset : Infinity))
    const label = breaks[k].label
    const subContd = contd?.slice(from.el, endEl)
    const seg = reuse(memo?.get(label), sub, subContd) ?? fill(sub, settings, cache, subContd)
    nextMemo.set(label, seg)
    const base = pages.length
    // Where this locked page's own number runs into the next one's, the pages between were cut.
    const n = plainNumber(label)
    const nextN = to ? plainNumber(to.label) : undefined
    const combined = n !== undefined && nextN !== undefined && nextN > n + 1 ? `${n}-${nextN - 1}` : undefined
    seg.pages.forEach((p, j) => {
      const printed = j === 0 ? (combined ?? label) : grownLabel(label, j)
      const lines = shift(p.lines, from.el, from.offset)
      pages.push({ number: base + j + 1, label: printed === String(base + j + 1) ? undefined : printed, lines })
    })
    for (let i = 0; i < sub.length; i++) {
      const g = from.el + i
      // An element split over a locked start keeps the page where it begins.
      if (i === 0 && from.offset > 0) continue
      elementPage[g] = base + seg.elementPage[i]
      elementRow[g] = seg.elementRow[i]
    }
  }
  if (memo) {
    memo.clear()
    for (const [k, v] of nextMemo) memo.set(k, v)
  }
  return { pages, elementPage, elementRow }
}

function reuse(old: LockedSegmentMemo | undefined, sub: readonly ScriptElement[], contd: Uint8Array | undefined): LockedSegmentMemo | undefined {
  if (!old || old.elements.length !== sub.length) return undefined
  if (!!old.contd !== !!contd || (contd && old.contd!.some((c, i) => c !== contd[i]))) return undefined
  for (let i = 0; i < sub.length; i++) if (!sameForLayout(old.elements[i], sub[i])) return undefined
  return old
}

/** Whether two elements lay out alike (a cut piece of an element is a new object each time). */
function sameForLayout(a: ScriptElement, b: ScriptElement): boolean {
  if (a === b) return true
  if (a.type !== b.type || a.text !== b.text || a.dual !== b.dual || a.styleName !== b.styleName || a.paragraph !== b.paragraph) return false
  const x = a.styles ?? []
  const y = b.styles ?? []
  return x.length === y.length && x.every((s, i) => s.start === y[i].start && s.end === y[i].end && s.style === y[i].style)
}

function fill(sub: ScriptElement[], settings: LayoutSettings, cache: WrapCache, contd: Uint8Array | undefined): LockedSegmentMemo {
  const target: FillTarget = { pages: [], starts: [], elementPage: new Array<number>(sub.length).fill(0), elementRow: new Array<number>(sub.length).fill(0) }
  if (sub.length) new Filler(sub, settings, cache, target, undefined, contd).run(0, false)
  // A locked page whose text is all gone still prints, blank.
  const pages = target.pages.length ? target.pages : [{ number: 1, lines: [] }]
  return { elements: sub, contd, pages, elementPage: target.elementPage, elementRow: target.elementRow }
}

/** A segment's lines placed in the whole script: element indexes and text offsets made global. */
function shift(lines: Line[], el: number, offset: number): Line[] {
  if (el === 0 && offset === 0) return lines
  return lines.map((l) => {
    if (l.elementIndex === undefined) return l
    const out: Line = { ...l, elementIndex: l.elementIndex + el }
    if (offset && l.elementIndex === 0 && l.offset !== undefined) out.offset = l.offset + offset
    return out
  })
}

export type { LockedPageStart }
