import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import type { Mappable } from '@tiptap/pm/transform'
import { positionsKept } from '../doc-diff'
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view'
import type { Node as PMNode } from '@tiptap/pm/model'
import { createPaginator, type LayoutSettings, type Paginator } from '../../../screenplay/layout'
import { dualPairAt } from '../../../screenplay/elements/dual'
import type { ScriptElement } from '../../../screenplay/model'
import { layoutSettingsOf, onAutomaticContdChange } from './continueds-setting'
import { blockOffset, elementsFromDocSince, type DocElementsMemo } from './elements-from-doc'
import { planPageBreaks, type PageBreakPlan } from './page-breaks'
import { pageSizeOf } from '../commands/page-size'
import { REMOTE_META } from '../collab'
import { lastAtOrBefore } from '../sorted'

/**
 * The page view: page gaps and numbers drawn where the layout engine breaks pages. Layout runs
 * a moment after typing, never inside a keystroke; between runs the breaks move with the text.
 */
export interface PageViewState {
  decorations: DecorationSet
  /** Document position where each page starts (index 0 is page 1). */
  pageStarts: number[]
  /** The number each page prints ("5A" on a locked page that grew), where it is not its place. */
  pageLabels?: string[]
}

export const pageViewKey = new PluginKey<PageViewState>('pageView')

/** Edits kept unmapped before the page starts are brought up to date in one go. */
const MAX_PENDING_MAPS = 32

/**
 * The page view's state between layouts. The page starts are the last layout's, mapped through
 * the edits since only when they are read: a keystroke costs one more mapping to remember, not
 * one position moved for each of a long script's pages.
 */
class PageViewValue implements PageViewState {
  private mapped?: number[]
  constructor(
    readonly decorations: DecorationSet,
    private readonly base: readonly number[],
    private readonly maps: readonly Mappable[] = [],
    /** Each page's printed number where pages are locked ("5A", "15-16"); absent otherwise. */
    readonly pageLabels?: string[],
    /**
     * Whether an edit since these decorations were drawn took text away: only then can mapping
     * have dropped a decoration, and only then are they counted again (counting reads them all).
     */
    readonly mayHaveLost = false,
  ) {}

  get pageStarts(): number[] {
    return (this.mapped ??= this.maps.length ? this.base.map((p) => this.mapPos(p)) : [...this.base])
  }

  get pageCount(): number {
    return this.base.length
  }

  /** Where page `i + 1` starts now. */
  startOf(i: number): number {
    return this.mapped ? this.mapped[i] : this.mapPos(this.base[i])
  }

  private mapPos(p: number): number {
    // An index loop: this runs for every page of a long script, and an iterator a call is garbage.
    const maps = this.maps
    for (let i = 0; i < maps.length; i++) p = maps[i].map(p)
    return p
  }

  after(tr: Transaction): PageViewValue {
    // Steps that change attributes alone (marks cleared, scenes numbered) move no position: the
    // breaks on screen stand as they are, with nothing to map for thousands of them.
    if (positionsKept(tr)) return this
    const decorations = this.decorations.map(tr.mapping, tr.doc)
    const lost = this.mayHaveLost || takesAway(tr)
    if (this.maps.length < MAX_PENDING_MAPS) return new PageViewValue(decorations, this.base, [...this.maps, tr.mapping], this.pageLabels, lost)
    return new PageViewValue(decorations, this.pageStarts.map((p) => tr.mapping.map(p)), [], this.pageLabels, lost)
  }
}

/** Whether a transaction removed or replaced anything (typing only inserts). */
function takesAway(tr: Transaction): boolean {
  let removed = false
  for (const map of tr.mapping.maps) map.forEach((oldStart, oldEnd) => (removed ||= oldEnd > oldStart))
  return removed
}
const RELAYOUT_DELAY_MS = 120
/**
 * A co-writer's typing is laid out again after a longer pause: it arrives several times a second,
 * mostly off screen, and each layout costs this writer's page a millisecond or more on a long script.
 */
const REMOTE_RELAYOUT_DELAY_MS = 400
/**
 * A page break drawn in above the caret pushes the line being written down by a page's margins.
 * While the writer is typing (a change of theirs that brought the caret into view, this recently),
 * the layout brings it back into view as the keystroke did, so the line never sinks to the bottom
 * of the window while they pause. A writer who has since clicked or scrolled elsewhere stays there.
 */
const FOLLOW_CARET_MS = 1000
/**
 * A line added or taken away moves every page break after it. The breaks nearest the caret (the
 * page the writer sees) are redrawn at once; the rest, out of sight, wait until the writer pauses
 * this long, so that redrawing a long script's later pages never competes with their keystrokes.
 * The page count and page numbers are exact at once: they come from the layout, not from the drawing.
 */
const REST_AFTER_PAUSE_MS = 500
/**
 * Page-break decorations redrawn per turn (a moved break is up to four changes): the count adapts
 * so a turn takes about SLICE_MS; the rest wait for the next idle moment.
 */
const SLICE_MS = 4
const FIRST_CHUNK = 32
const MIN_CHUNK = 4
const MAX_CHUNK = 400

/** A scheduled run of the page view, after a delay or when the page is idle; cancellable. */
interface Pending {
  cancel(): void
}

function after(ms: number, fn: () => void): Pending {
  const id = setTimeout(fn, ms)
  return { cancel: () => clearTimeout(id) }
}

function whenIdle(fn: () => void): Pending {
  if (typeof requestIdleCallback !== 'function') return after(0, fn)
  const id = requestIdleCallback(fn, { timeout: 250 })
  return { cancel: () => cancelIdleCallback(id) }
}

export function pageViewState(state: EditorState): PageViewState | undefined {
  return pageViewKey.getState(state)
}

/** The 1-based page at a document position. */
export function pageAt(state: EditorState, pos: number): number {
  const pv = pageViewKey.getState(state)
  if (!(pv instanceof PageViewValue)) return 1
  // Mapping keeps the starts in order, so they can be searched without mapping them all.
  let lo = 0
  let hi = pv.pageCount - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (pv.startOf(mid) <= pos) lo = mid
    else hi = mid - 1
  }
  return lo + 1
}

function px(lines: number) {
  return `${lines * 12}pt`
}

function breakWidget(plan: PageBreakPlan, inline: boolean, rightColumn = false): HTMLElement {
  const el = document.createElement(inline ? 'span' : 'div')
  el.className = rightColumn ? 'nw-page-break nw-page-break-right' : 'nw-page-break'
  el.contentEditable = 'false'
  el.setAttribute('data-page', String(plan.page))
  const foot = document.createElement('span')
  foot.className = 'nw-page-foot'
  foot.style.height = `calc(${px(plan.rowsLeft)} + 1in)`
  if (plan.more) {
    const more = document.createElement('span')
    more.className = 'nw-page-more'
    more.style.marginLeft = `calc(1.5in + ${plan.more.indent / 10}in)`
    more.textContent = plan.more.text
    foot.append(more)
  }
  const gap = document.createElement('span')
  gap.className = 'nw-page-gap'
  const head = document.createElement('span')
  head.className = 'nw-page-head'
  head.style.height = `calc(1in + ${px(plan.rowsBefore + (plan.contd ? 1 : 0))})`
  const num = document.createElement('span')
  num.className = 'nw-page-number'
  num.textContent = `${plan.label}.`
  head.append(num)
  if (plan.contd) {
    const contd = document.createElement('span')
    contd.className = 'nw-page-contd'
    contd.style.marginLeft = `calc(1.5in + ${plan.contd.indent / 10}in)`
    contd.textContent = plan.contd.text
    head.append(contd)
  }
  el.append(foot, gap, head)
  return el
}

/** Whether element `i` is the left cue of a well-formed dual pair (a page may start there as at any speech). */
function startsPair(elements: readonly ScriptElement[], i: number): boolean {
  return elements[i].dual === 'left' && elements[i].type === 'character' && dualPairAt(elements, i) !== null
}

/** What a page-view decoration draws and where: equal keys mean the decoration on screen is right. */
function decoKey(d: Decoration): string {
  const k = (d.spec as { nwKey: string }).nwKey
  // A block's top-of-page class has to cover the whole block, which may have grown since.
  return k === 'top' ? `top:${d.to - d.from}@${d.from}` : `${k}@${d.from}`
}

/**
 * Lays the script out and works out which page-break decorations changed. The decorations already
 * on screen were mapped through every edit, so a break that stays where it was (the common case
 * while typing, and also after Enter, which moves later breaks' element numbers but not their
 * place in the document) is left alone; only the breaks that moved are removed and re-added.
 * Returns null when nothing on screen would change.
 *
 * `memo` carries the previous plans between calls: when the plans are unchanged and no decoration
 * was lost in mapping (a replaced document loses them all), the diff is skipped altogether.
 *
 * `slice` caps how many decorations change in one go, nearest to `slice.near` first: a new block
 * early in a long script moves every later break, and redrawing them all at once would hold up
 * the next keystroke. `remaining` says how many changes are left for the next call. `typingAt`
 * (the caret of a writer who is typing) compares and redraws only the pages around it.
 */
export function updatePageBreaks(
  state: EditorState,
  paginator: Paginator,
  current: DecorationSet,
  memo?: PageBreakMemo,
  slice?: { near: number; max: number },
  typingAt?: number,
): PageViewUpdate | null {
  const changes = pageBreakChanges(state, paginator, current, memo, typingAt)
  if (!changes.list.length) return null
  const ordered = slice ? nearestFirst(changes, slice.near) : changes.list
  const now = slice ? ordered.slice(0, slice.max) : ordered
  if (memo && now.length < ordered.length) memo.plans = []
  return { decorations: applyChanges(state, current, now), pageStarts: changes.pageStarts, remaining: ordered.length - now.length }
}

export interface PageViewUpdate extends PageViewState {
  /** Decoration changes left for a later call (see `slice`). */
  remaining: number
}

/** One decoration to take away or to add. */
export type PageBreakChange = { pos: number; remove: Decoration } | { pos: number; add: () => Decoration }

export interface PageBreakChanges {
  list: PageBreakChange[]
  pageStarts: number[]
  pageLabels?: string[]
}

/**
 * The changes that bring `current` to what the layout says (an empty list when there are none),
 * with the layout's page starts, which are always exact: decorations and page starts are mapped
 * through edits differently, so the starts are never left to mapping alone.
 */
export function pageBreakChanges(state: EditorState, paginator: Paginator, current: DecorationSet, memo?: PageBreakMemo, near?: number): PageBreakChanges {
  const { elements, positions, blocks, changedFrom } = elementsFromDocSince(state.doc, memo?.read ?? {})
  const settings = docSettings(state.doc)
  const layout = paginator.update(elements, changedFrom, settings)
  const plans = planPageBreaks(layout, settings)
  const pv = pageViewKey.getState(state)
  const trusted = memo && pv instanceof PageViewValue && pv.decorations === current && !pv.mayHaveLost
  const count = trusted ? memo.count : current.find().length
  const first = layout.pages[0]?.label
  const starts = pageStartsOf(plans, positions, blocks, first)
  if (memo && !memo.partial && samePlans(memo.plans, plans) && count === memo.count) return { list: [], ...starts }
  const range = near === undefined ? undefined : pagesAround(starts.pageStarts, near, state.doc.content.size)
  const list = diffDecorations(plans, positions, blocks, current, elements, range)
  if (memo) {
    // Drawn only in part, the plans cannot tell the next layout that nothing is left to draw.
    memo.plans = range ? [] : plans
    memo.partial = !!range
    memo.count = count + list.reduce((n, c) => n + ('add' in c ? 1 : -1), 0)
  }
  return { list, ...starts }
}

/** From the start of the page before the one holding `head` to the end of the second after it. */
export function pagesAround(pageStarts: readonly number[], head: number, end: number): { from: number; to: number } {
  const page = lastAtOrBefore(pageStarts, head)
  return { from: pageStarts[Math.max(0, page - 1)], to: pageStarts[page + 3] ?? end }
}

/** The layout settings of the document's own format (its page size and element styles) and the writer's automatic (CONT'D) setting. */
function docSettings(doc: PMNode): LayoutSettings {
  return layoutSettingsOf(doc.attrs.format)
}

/**
 * Where each page starts in the document (index 0 is page 1), from the plans; and, on locked
 * pages, the number each prints (`firstLabel` is page 1's own label, if it has one).
 */
function pageStartsOf(plans: readonly PageBreakPlan[], positions: readonly number[], blocks: readonly PMNode[], firstLabel?: string): { pageStarts: number[]; pageLabels?: string[] } {
  const starts = [0]
  let labelled = firstLabel !== undefined
  for (const plan of plans) {
    const blockPos = positions[plan.elementIndex]
    const block = blocks[plan.elementIndex]
    if (blockPos === undefined || !block) continue
    const offset = plan.offset > 0 ? blockOffset(block, plan.offset) : 0
    starts.push(offset > 0 && offset < block.content.size ? blockPos + 1 + offset : blockPos + 1)
    if (!labelled && !printsItsPlace(plan.label, starts.length)) labelled = true
  }
  // The labels are listed only where a page prints a number that is not its place (locked
  // pages): otherwise a long script's list of them is garbage made on every layout.
  if (!labelled) return { pageStarts: starts }
  const labels = [firstLabel ?? '1']
  for (const plan of plans) if (positions[plan.elementIndex] !== undefined && blocks[plan.elementIndex]) labels.push(plan.label)
  return { pageStarts: starts, pageLabels: labels }
}

/** Whether a page's printed number is its place in the script ("12" on the twelfth page). */
function printsItsPlace(label: string, place: number): boolean {
  // Digit by digit, as label === String(place) without making a string for each page.
  if (!label.length || label.charCodeAt(0) === 48) return false
  let rest = place
  for (let i = label.length - 1; i >= 0; i--) {
    const digit = label.charCodeAt(i) - 48
    if (digit < 0 || digit > 9 || digit !== rest % 10) return false
    rest = (rest - digit) / 10
  }
  return rest === 0
}

function sameLabels(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a === b || (!!a && !!b && a.length === b.length && a.every((l, i) => l === b[i]))
}

function samePositions(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i])
}

export function nearestFirst(changes: PageBreakChanges, near: number): PageBreakChange[] {
  return [...changes.list].sort((x, y) => Math.abs(x.pos - near) - Math.abs(y.pos - near))
}

export function applyChanges(state: EditorState, current: DecorationSet, changes: readonly PageBreakChange[]): DecorationSet {
  const remove: Decoration[] = []
  const add: Decoration[] = []
  for (const c of changes) {
    if ('remove' in c) remove.push(c.remove)
    else add.push(c.add())
  }
  return current.remove(remove).add(state.doc, add)
}

/** What updatePageBreaks remembers between runs of one page view. */
export interface PageBreakMemo {
  plans: PageBreakPlan[]
  count: number
  /** Whether the last layout drew only the pages around the caret (the writer was typing). */
  partial?: boolean
  /** The document last read and its elements (only the scenes changed since are read again). */
  read?: DocElementsMemo
}

function samePlans(a: readonly PageBreakPlan[], b: readonly PageBreakPlan[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const p = a[i]
    const q = b[i]
    if (
      p.page !== q.page ||
      p.label !== q.label ||
      p.elementIndex !== q.elementIndex ||
      p.offset !== q.offset ||
      p.rowsLeft !== q.rowsLeft ||
      p.rowsBefore !== q.rowsBefore ||
      p.more?.text !== q.more?.text ||
      p.more?.indent !== q.more?.indent ||
      p.contd?.text !== q.contd?.text ||
      p.contd?.indent !== q.contd?.indent
    )
      return false
  }
  return true
}

function diffDecorations(
  plans: readonly PageBreakPlan[],
  positions: readonly number[],
  blocks: readonly PMNode[],
  current: DecorationSet,
  elements: readonly ScriptElement[],
  range?: { from: number; to: number },
): PageBreakChange[] {
  const wanted = new Map<string, { pos: number; add: () => Decoration }>()
  const inRange = (pos: number) => !range || (pos >= range.from && pos <= range.to)
  for (const plan of plans) {
    const blockPos = positions[plan.elementIndex]
    const block = blocks[plan.elementIndex]
    if (blockPos === undefined || !block || !inRange(blockPos)) continue
    // A dual pair cut by the page: the band is drawn inside each column (a column is not one box
    // the page could break around), the left one's with the page number, both at the same row.
    const inPair = !!plan.right || (plan.offset === 0 && elements[plan.elementIndex]?.dual !== undefined && !startsPair(elements, plan.elementIndex))
    const cuts: { plan: PageBreakPlan; index: number; column?: 'left' | 'right' }[] = [{ plan, index: plan.elementIndex, column: inPair ? 'left' : undefined }]
    if (plan.right) cuts.push({ plan: { ...plan, ...plan.right }, index: plan.right.elementIndex, column: 'right' })
    for (const cut of cuts) {
      const at0 = positions[cut.index]
      const b = blocks[cut.index]
      if (at0 === undefined || !b) continue
      const offset = cut.plan.offset > 0 ? blockOffset(b, cut.plan.offset) : 0
      const inline = cut.column !== undefined || (offset > 0 && offset < b.content.size)
      const p = cut.plan
      const key = `pb:${p.page}:${p.label}:${p.rowsLeft}:${p.rowsBefore}:${p.more?.text ?? ''}:${p.more?.indent ?? ''}:${p.contd?.text ?? ''}:${p.contd?.indent ?? ''}:${inline}:${cut.column ?? ''}`
      if (inline) {
        const at = at0 + 1 + offset
        wanted.set(`${key}@${at}`, { pos: at, add: () => Decoration.widget(at, () => breakWidget(p, true, cut.column === 'right'), { key, nwKey: key, side: -1, ignoreSelection: true }) })
      } else wanted.set(`${key}@${at0}`, { pos: at0, add: () => Decoration.widget(at0, () => breakWidget(p, false), { key, nwKey: key, side: -1, ignoreSelection: true }) })
      if (offset > 0) continue
      // The engine drops an element's space-before at the top of a page; so does the view (for
      // both cues of a dual pair, which start on the same row).
      const tops = [cut.index]
      const pair = !cut.column && elements[cut.index]?.dual === 'left' ? dualPairAt(elements, cut.index) : null
      if (pair) tops.push(pair.right)
      for (const i of tops) {
        const at = positions[i]
        const size = blocks[i].nodeSize
        wanted.set(`top:${size}@${at}`, { pos: at, add: () => Decoration.node(at, at + size, { class: 'nw-page-top' }, { nwKey: 'top' }) })
      }
    }
  }
  const list: PageBreakChange[] = []
  for (const d of range ? current.find(range.from, range.to) : current.find()) {
    if (inRange(d.from) && !wanted.delete(decoKey(d))) list.push({ pos: d.from, remove: d })
  }
  list.push(...wanted.values())
  return list
}

export interface PageViewOptions {
  onLayout: (info: { pageCount: number }) => void
}

export const PageView = Extension.create<PageViewOptions>({
  name: 'pageView',
  addOptions: () => ({ onLayout: () => {} }),
  addProseMirrorPlugins() {
    const onLayout = this.options.onLayout
    const paginator = createPaginator()
    /** Whether the document's last change was a co-writer's. */
    let lastChangeRemote = false
    /** When this writer last typed with the caret followed (0: they have moved it elsewhere since). */
    let typedAt = 0
    /** When this writer last changed the script (a co-writer's changes never hold the drawing back). */
    let editedAt = 0
    return [
      new Plugin<PageViewState>({
        key: pageViewKey,
        filterTransaction(tr) {
          const remote = !!tr.getMeta(REMOTE_META)
          if (tr.docChanged) lastChangeRemote = remote
          if (tr.docChanged && !remote) editedAt = performance.now()
          if (!remote && (tr.docChanged || tr.selectionSet)) typedAt = tr.docChanged && tr.scrolledIntoView ? performance.now() : 0
          return true
        },
        state: {
          init: () => new PageViewValue(DecorationSet.empty, [0]),
          apply(tr, value) {
            const next = tr.getMeta(pageViewKey) as PageViewState | undefined
            if (next) return new PageViewValue(next.decorations, next.pageStarts, [], next.pageLabels)
            if (!tr.docChanged) return value
            return (value as PageViewValue).after(tr)
          },
        },
        props: {
          decorations: (state) => pageViewKey.getState(state)?.decorations,
          // The paper's width on screen follows the script's page size.
          attributes: (state): Record<string, string> => (pageSizeOf(state) === 'a4' ? { class: 'nw-a4' } : {}),
        },
        view(view: EditorView) {
          let pending: Pending | undefined
          const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
          /** Changes worked out for `doc` and not drawn yet, nearest the cursor first. */
          let queue: { doc: EditorState['doc']; list: PageBreakChange[]; pageStarts: number[]; pageLabels?: string[] } | null = null
          let chunk = FIRST_CHUNK
          /** After the writer's pause, the pages away from the caret that the last layouts left. */
          const drawTheRestAfterPause = () => {
            const wait = REST_AFTER_PAUSE_MS - (performance.now() - editedAt)
            pendingDue = performance.now() + Math.max(0, wait)
            pending = after(Math.max(0, wait), () => (pending = whenIdle(run)))
          }
          const run = () => {
            pending = undefined
            if ((view as { isDestroyed?: boolean }).isDestroyed) return
            const state = view.state
            if (queue && queue.doc !== state.doc) {
              // Edited mid-redraw: the decorations on screen are partly old, so diff afresh.
              queue = null
              memo.plans = []
            }
            if (!queue) {
              const pv = pageViewKey.getState(state)!
              // While the writer types, only the pages around the caret are compared and redrawn.
              const typing = performance.now() - editedAt < REST_AFTER_PAUSE_MS
              const changes = pageBreakChanges(state, paginator, pv.decorations, memo, typing ? state.selection.head : undefined)
              if (!changes.list.length) {
                // Typing inside a line rarely moves a break: then nothing is redrawn at all, and at
                // most the page starts are set right.
                if (!samePositions(changes.pageStarts, pv.pageStarts) || !sameLabels(changes.pageLabels, pv.pageLabels)) {
                  view.dispatch(state.tr.setMeta(pageViewKey, { decorations: pv.decorations, pageStarts: changes.pageStarts, pageLabels: changes.pageLabels }).setMeta('addToHistory', false))
                  onLayout({ pageCount: changes.pageStarts.length })
                }
                if (memo.partial) drawTheRestAfterPause()
                return
              }
              queue = { doc: state.doc, list: nearestFirst(changes, state.selection.head), pageStarts: changes.pageStarts, pageLabels: changes.pageLabels }
            }
            const t0 = performance.now()
            const now = queue.list.splice(0, chunk)
            const decorations = applyChanges(state, pageViewKey.getState(state)!.decorations, now)
            const drawn = state.tr.setMeta(pageViewKey, { decorations, pageStarts: queue.pageStarts, pageLabels: queue.pageLabels }).setMeta('addToHistory', false)
            if (typedAt && performance.now() - typedAt < FOLLOW_CARET_MS && view.hasFocus()) drawn.scrollIntoView()
            view.dispatch(drawn)
            onLayout({ pageCount: queue.pageStarts.length })
            // Keep each turn near SLICE_MS, so a keystroke never waits long behind one.
            if (now.length === chunk) {
              const took = Math.max(0.5, performance.now() - t0)
              chunk = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, Math.round((chunk * SLICE_MS) / took)))
            }
            if (queue.list.length) {
              pending = whenIdle(run)
              pendingDue = 0
            } else {
              queue = null
              if (memo.partial) drawTheRestAfterPause()
            }
          }
          /** When the scheduled layout runs (0: a redraw already under way, which nothing moves). */
          let pendingDue = 0
          const schedule = (ms = RELAYOUT_DELAY_MS) => {
            const due = performance.now() + ms
            if (pending) {
              if (pendingDue <= due) return
              // This writer's change after a co-writer's: laid out as soon as this writer's would be.
              pending.cancel()
            }
            pendingDue = due
            pending = after(ms, run)
          }
          schedule()
          // A writer who scrolls away (wheel, touch, the scroll bar) is not brought back to the caret.
          const page = view.dom.ownerDocument
          const scrolledAway = () => (typedAt = 0)
          const SCROLLING = ['wheel', 'touchstart', 'pointerdown'] as const
          for (const type of SCROLLING) page.addEventListener(type, scrolledAway, { capture: true, passive: true })
          // Turning the automatic (CONT'D) on or off lays the script out again.
          const stopListening = onAutomaticContdChange(() => {
            memo.plans = []
            schedule()
          })
          return {
            update(v, prev) {
              if (v.state.doc !== prev.doc) schedule(lastChangeRemote ? REMOTE_RELAYOUT_DELAY_MS : RELAYOUT_DELAY_MS)
            },
            destroy() {
              pending?.cancel()
              stopListening()
              for (const type of SCROLLING) page.removeEventListener(type, scrolledAway, { capture: true })
            },
          }
        },
      }),
    ]
  },
})
