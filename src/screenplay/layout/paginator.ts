/**
 * Full and incremental pagination. An update diffs the new element list against the previous one,
 * restarts filling at a clean page top before the first changed block (one page earlier, because a
 * scene heading at the bottom of a page looks ahead into the next page's first block), and stops as
 * soon as a new page begins exactly where an old page began after the changed range: the old pages
 * from there on are reused (renumbered, and re-indexed if elements were inserted or deleted).
 */
import type { Script, ScriptElement, StyleSpan } from '../model'
import { WrapCache } from './cache'
import { Filler, type FillTarget, type PageStart } from './fill'
import { DEFAULT_LAYOUT, layoutSettingsFor, type LayoutSettings } from './settings'
import type { Layout, Line, Page } from './types'
import { isSpeechPart } from './units'
import { layoutLocked, lockedBreaks, type LockedSegmentMemo } from './locked'
import { markContinueds, sceneEndOf, sceneStartOf } from '../elements/continueds'
import { moveTail, replaceRange } from './in-place'

export interface PaginatorStats {
  /** Elements wrapped (cache misses) since the paginator was made. */
  wrapCalls: number
  /** Split remainders and CONT'D cues wrapped. */
  suffixWraps: number
  /** Pages filled by the last update, and pages reused from the previous layout. */
  filledPages: number
  reusedPages: number
}

export interface Paginator {
  /**
   * Lays out the script. `changedFrom` (optional) promises that elements before it are unchanged
   * since the previous call; without it the paginator finds the changed range itself. Elements are
   * treated as immutable values: edit by replacing an element object, not by mutating it. A
   * layout returned is good until the next update, which may edit its per-element arrays in place
   * (pages are never changed: an untouched page is the same object in the next layout).
   * `settings` (optional) lays out with other settings (a script's own format); a change of
   * settings lays the whole script out afresh. Without it: the paginator's own settings, or, for a
   * paginator made without any, the format of a Script passed in.
   */
  update(input: Script | readonly ScriptElement[], changedFrom?: number, settings?: LayoutSettings): Layout
  /** The settings of the last layout. */
  readonly settings: LayoutSettings
  readonly stats: PaginatorStats
}

interface State extends FillTarget {
  elements: ScriptElement[]
  layout: Layout
  /** Per element: 1 where the cue prints the automatic (CONT'D); absent when that is off. */
  contd?: Uint8Array
}

export function createPaginator(fixedSettings?: LayoutSettings): Paginator {
  let settings = fixedSettings ?? DEFAULT_LAYOUT
  const cache = new WrapCache()
  let prev: State | null = null
  /** Locked pages laid out last time, by label (pages whose text is unchanged are reused). */
  const lockedMemo = new Map<string, LockedSegmentMemo>()
  const stats: PaginatorStats = { wrapCalls: 0, suffixWraps: 0, filledPages: 0, reusedPages: 0 }

  const sync = () => {
    stats.wrapCalls = cache.wrapCalls
    stats.suffixWraps = cache.suffixWraps
  }

  function full(els: readonly ScriptElement[]): State {
    const st: State = {
      elements: els.slice(),
      pages: [],
      starts: [],
      elementPage: new Array<number>(els.length).fill(0),
      elementRow: new Array<number>(els.length).fill(0),
      layout: null as unknown as Layout,
      contd: continuedsOf(els, settings),
    }
    new Filler(els, settings, cache, st, undefined, st.contd).run(0, false)
    st.layout = { pages: st.pages, elementPage: st.elementPage, elementRow: st.elementRow }
    stats.filledPages = st.pages.length
    stats.reusedPages = 0
    return st
  }

  function incremental(old: State, els: readonly ScriptElement[], hint?: number): State {
    const oldEls = old.elements
    const nOld = oldEls.length
    const nNew = els.length
    let a = 0
    const lim = Math.min(nOld, nNew)
    if (hint !== undefined) a = Math.max(0, Math.min(hint, lim))
    while (a < lim && sameElement(oldEls[a], els[a])) a++
    let b = 0
    while (b < lim - a && sameElement(oldEls[nOld - 1 - b], els[nNew - 1 - b])) b++
    if (a === nOld && a === nNew) {
      stats.filledPages = 0
      stats.reusedPages = old.pages.length
      return old
    }
    let changedEndNew = nNew - b
    const delta = nNew - nOld

    // The automatic (CONT'D) of a cue depends on the speeches before it in its scene (and whether
    // a dual pair just before the change still holds together): work it out again for the scenes
    // the change touches only, and lay out at least as far as it changed.
    let contd: Uint8Array | undefined
    if (old.contd) {
      contd = new Uint8Array(nNew)
      const sceneFrom = sceneStartOf(els, Math.min(a - 1, nNew - 1))
      const sceneTo = Math.max(sceneFrom, sceneEndOf(els, Math.max(a, changedEndNew - 1)))
      contd.set(old.contd.subarray(0, sceneFrom), 0)
      if (sceneTo < nNew) contd.set(old.contd.subarray(sceneTo - delta), sceneTo)
      markContinueds(els, contd, sceneFrom, sceneTo)
      for (let i = sceneTo - 1; i >= changedEndNew; i--)
        if (contd[i] !== old.contd[i - delta]) {
          changedEndNew = i + 1
          break
        }
    }

    // Restart at a clean page top at least one page before the block holding the first change.
    const s = Math.min(blockStart(els, a), blockStart(oldEls, a))
    let p = s < nOld ? old.elementPage[s] : old.pages.length - 1
    p = Math.max(0, p - 1)
    while (p > 0 && !old.starts[p].clean) p--
    const from = p === 0 ? 0 : old.starts[p].el
    const forced = p === 0 ? false : old.starts[p].forced

    // The per-element arrays are the old layout's own, edited where they stand (see in-place.ts):
    // the unchanged elements after the change move to their new places now, and the ones from
    // the restart on are filled afresh.
    const elementPage = old.elementPage
    const elementRow = old.elementRow
    const tailOld = nOld - b
    moveTail(elementPage, tailOld, delta)
    moveTail(elementRow, tailOld, delta)
    elementPage.fill(0, from, tailOld + delta)
    elementRow.fill(0, from, tailOld + delta)
    const st: State = {
      elements: oldEls,
      pages: old.pages.slice(0, p),
      starts: old.starts.slice(0, p),
      elementPage,
      elementRow,
      layout: null as unknown as Layout,
      contd,
    }

    const filler = new Filler(els, settings, cache, st, (el, f) => {
      if (el < changedEndNew) return false
      const q = cleanStartAt(old.starts, el - delta)
      return q !== undefined && old.starts[q].forced === f
    }, contd)
    filler.run(from, forced)
    stats.filledPages = st.pages.length - p
    stats.reusedPages = 0

    if (filler.stoppedAt) {
      const q = cleanStartAt(old.starts, filler.stoppedAt.el - delta)!
      const shiftPage = st.pages.length - q
      for (let k = q; k < old.pages.length; k++) {
        const op = old.pages[k]
        const number = st.pages.length + 1
        st.pages.push(delta === 0 && op.number === number ? op : { number, lines: delta === 0 ? op.lines : shiftLines(op.lines, delta) })
        const os = old.starts[k]
        st.starts.push(os.el < 0 ? os : { el: os.el + delta, clean: os.clean, forced: os.forced })
      }
      stats.reusedPages = old.pages.length - q
      // Those elements are already in their places (moved above); their pages renumber.
      if (shiftPage) for (let i = filler.stoppedAt.el; i < nNew; i++) elementPage[i] += shiftPage
    }
    replaceRange(oldEls, a, tailOld, els.slice(a, nNew - b))
    st.layout = { pages: st.pages, elementPage: st.elementPage, elementRow: st.elementRow }
    return st
  }

  return {
    stats,
    get settings() {
      return settings
    },
    update(input, changedFrom, wanted) {
      const els = Array.isArray(input) ? (input as readonly ScriptElement[]) : (input as Script).elements
      const next = wanted ?? fixedSettings ?? settingsOf(input)
      if (next !== settings) {
        settings = next
        prev = null
        lockedMemo.clear()
      }
      // Locked pages are the same filler run once per locked page (locked.ts).
      const breaks = lockedBreaks(els)
      if (breaks.length) {
        prev = null
        const layout = layoutLocked(els, breaks, settings, cache, lockedMemo)
        cache.trim(els.length)
        sync()
        return layout
      }
      lockedMemo.clear()
      prev = prev ? incremental(prev, els, changedFrom) : full(els)
      cache.trim(els.length)
      sync()
      return prev.layout
    },
  }
}

/** Which cues print the automatic (CONT'D), when the settings want it. */
export function continuedsOf(els: readonly ScriptElement[], settings: LayoutSettings): Uint8Array | undefined {
  if (settings.autoContd === false) return undefined
  const out = new Uint8Array(els.length)
  markContinueds(els, out)
  return out
}

/** Lays out a whole script from scratch, with its own format unless settings are given. */
export function layoutScript(script: Script | readonly ScriptElement[], settings?: LayoutSettings): Layout {
  return createPaginator(settings ?? settingsOf(script)).update(script)
}

/** The layout settings a script asks for: its page size and element styles, else the defaults. */
export function settingsOf(script: Script | readonly ScriptElement[]): LayoutSettings {
  return Array.isArray(script) ? DEFAULT_LAYOUT : layoutSettingsFor((script as Script).format)
}

/**
 * The first page after page 1 that begins cleanly at element `el`, if any. Pages begin in the
 * script's order, so their starts are searched, not indexed (an index of a long script's pages a
 * layout would be garbage a keystroke).
 */
function cleanStartAt(starts: readonly PageStart[], el: number): number | undefined {
  let lo = 1
  let hi = starts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (starts[mid].el < el) lo = mid + 1
    else hi = mid
  }
  for (let k = lo; k < starts.length && starts[k].el === el; k++) if (starts[k].clean) return k
  return undefined
}

/** The first element of the speech or dual group that element `a` belongs to (or `a`). */
function blockStart(els: readonly ScriptElement[], a: number): number {
  let s = Math.min(a, els.length)
  const inSpeech = (e: ScriptElement) => isSpeechPart(e.type) || !!e.dual
  if (s < els.length && !inSpeech(els[s]) && els[s].type !== 'character') return s
  while (s > 0) {
    const k = els[s - 1]
    if (!(inSpeech(k) || k.type === 'character')) break
    s--
    if (k.type === 'character' && !k.dual) break
  }
  return s
}

function shiftLines(lines: Line[], delta: number): Line[] {
  return lines.map((l) => (l.elementIndex === undefined ? l : { ...l, elementIndex: l.elementIndex + delta }))
}

function sameElement(x: ScriptElement, y: ScriptElement): boolean {
  return x === y || (x.type === y.type && x.text === y.text && x.dual === y.dual && x.styleName === y.styleName && x.paragraph === y.paragraph && sameStyles(x.styles, y.styles))
}

function sameStyles(a: StyleSpan[] | undefined, b: StyleSpan[] | undefined): boolean {
  const la = a ? a.length : 0
  const lb = b ? b.length : 0
  if (la !== lb) return false
  for (let i = 0; i < la; i++) {
    const p = a![i]
    const q = b![i]
    if (p.start !== q.start || p.end !== q.end || p.style !== q.style) return false
  }
  return true
}

export type { Page }
