import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view'
import type { Node as PMNode } from '@tiptap/pm/model'
import { createPaginator, DEFAULT_LAYOUT, type Paginator } from '../../../screenplay/layout'
import { elementsFromDoc } from './elements-from-doc'
import { planPageBreaks, type PageBreakPlan } from './page-breaks'

/**
 * The page view: page gaps and numbers drawn where the layout engine breaks pages. Layout runs
 * a moment after typing, never inside a keystroke; between runs the breaks move with the text.
 */
export interface PageViewState {
  decorations: DecorationSet
  /** Document position where each page starts (index 0 is page 1). */
  pageStarts: number[]
}

export const pageViewKey = new PluginKey<PageViewState>('pageView')
const RELAYOUT_DELAY_MS = 120
/** Page-break decorations redrawn per turn (a moved break is up to four changes). */
const REDRAW_SLICE = 48

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
  const starts = pageViewKey.getState(state)?.pageStarts ?? [0]
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid] <= pos) lo = mid
    else hi = mid - 1
  }
  return lo + 1
}

function px(lines: number) {
  return `${lines * 12}pt`
}

function breakWidget(plan: PageBreakPlan, inline: boolean): HTMLElement {
  const el = document.createElement(inline ? 'span' : 'div')
  el.className = 'nw-page-break'
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
  num.textContent = `${plan.page}.`
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
 * the next keystroke. `remaining` says how many changes are left for the next call.
 */
export function updatePageBreaks(
  state: EditorState,
  paginator: Paginator,
  current: DecorationSet,
  memo?: PageBreakMemo,
  slice?: { near: number; max: number },
): PageViewUpdate | null {
  const { elements, positions, blocks } = elementsFromDoc(state.doc)
  const layout = paginator.update(elements)
  const plans = planPageBreaks(layout, DEFAULT_LAYOUT)
  if (memo && samePlans(memo.plans, plans) && current.find().length === memo.count) return null
  const result = diffDecorations(state, plans, positions, blocks, current, slice)
  if (memo) {
    // Only a finished redraw may be skipped next time.
    memo.plans = result?.remaining ? [] : plans
    memo.count = (result?.decorations ?? current).find().length
  }
  return result
}

export interface PageViewUpdate extends PageViewState {
  /** Decoration changes left for a later call (see `slice`). */
  remaining: number
}

/** What updatePageBreaks remembers between runs of one page view. */
export interface PageBreakMemo {
  plans: PageBreakPlan[]
  count: number
}

function samePlans(a: readonly PageBreakPlan[], b: readonly PageBreakPlan[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const p = a[i]
    const q = b[i]
    if (
      p.page !== q.page ||
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
  state: EditorState,
  plans: readonly PageBreakPlan[],
  positions: readonly number[],
  blocks: readonly PMNode[],
  current: DecorationSet,
  slice?: { near: number; max: number },
): PageViewUpdate | null {
  const wanted = new Map<string, { pos: number; make: () => Decoration }>()
  const pageStarts = [0]
  for (const plan of plans) {
    const blockPos = positions[plan.elementIndex]
    const block = blocks[plan.elementIndex]
    if (blockPos === undefined || !block) continue
    const inline = plan.offset > 0 && plan.offset < block.content.size
    const key = `pb:${plan.page}:${plan.rowsLeft}:${plan.rowsBefore}:${plan.more?.text ?? ''}:${plan.more?.indent ?? ''}:${plan.contd?.text ?? ''}:${plan.contd?.indent ?? ''}:${inline}`
    if (inline) {
      const at = blockPos + 1 + plan.offset
      wanted.set(`${key}@${at}`, { pos: at, make: () => Decoration.widget(at, () => breakWidget(plan, true), { key, nwKey: key, side: -1, ignoreSelection: true }) })
      pageStarts.push(at)
    } else {
      wanted.set(`${key}@${blockPos}`, { pos: blockPos, make: () => Decoration.widget(blockPos, () => breakWidget(plan, false), { key, nwKey: key, side: -1, ignoreSelection: true }) })
      // The engine drops an element's space-before at the top of a page; so does the view.
      wanted.set(`top:${block.nodeSize}@${blockPos}`, { pos: blockPos, make: () => Decoration.node(blockPos, blockPos + block.nodeSize, { class: 'nw-page-top' }, { nwKey: 'top' }) })
      pageStarts.push(blockPos + 1)
    }
  }
  const stale: Decoration[] = []
  for (const d of current.find()) {
    if (wanted.delete(decoKey(d))) continue
    stale.push(d)
  }
  if (!stale.length && !wanted.size) return null
  let remove = stale
  let add = [...wanted.values()]
  let remaining = 0
  if (slice && stale.length + add.length > slice.max) {
    const dist = (pos: number) => Math.abs(pos - slice.near)
    const changes = [...stale.map((d) => ({ pos: d.from, d })), ...add.map((a) => ({ pos: a.pos, a }))].sort((x, y) => dist(x.pos) - dist(y.pos))
    const now = changes.slice(0, slice.max)
    remaining = changes.length - now.length
    remove = now.flatMap((c) => ('d' in c ? [c.d] : []))
    add = now.flatMap((c) => ('a' in c ? [c.a] : []))
  }
  return { decorations: current.remove(remove).add(state.doc, add.map((a) => a.make())), pageStarts, remaining }
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
    return [
      new Plugin<PageViewState>({
        key: pageViewKey,
        state: {
          init: () => ({ decorations: DecorationSet.empty, pageStarts: [0] }),
          apply(tr, value) {
            const next = tr.getMeta(pageViewKey) as PageViewState | undefined
            if (next) return next
            if (!tr.docChanged) return value
            return { decorations: value.decorations.map(tr.mapping, tr.doc), pageStarts: value.pageStarts.map((p) => tr.mapping.map(p)) }
          },
        },
        props: {
          decorations: (state) => pageViewKey.getState(state)?.decorations,
        },
        view(view: EditorView) {
          let pending: Pending | undefined
          const memo: PageBreakMemo = { plans: [], count: 0 }
          const run = () => {
            pending = undefined
            if ((view as { isDestroyed?: boolean }).isDestroyed) return
            const next = updatePageBreaks(view.state, paginator, pageViewKey.getState(view.state)!.decorations, memo, { near: view.state.selection.head, max: REDRAW_SLICE })
            // Typing inside a line rarely moves a break: then nothing is redrawn at all.
            if (!next) return
            view.dispatch(view.state.tr.setMeta(pageViewKey, { decorations: next.decorations, pageStarts: next.pageStarts }).setMeta('addToHistory', false))
            onLayout({ pageCount: next.pageStarts.length })
            // The rest when the page is idle: between keystrokes, never in the way of one.
            if (next.remaining) pending = whenIdle(run)
          }
          const schedule = () => {
            pending ??= after(RELAYOUT_DELAY_MS, run)
          }
          schedule()
          return {
            update(v, prev) {
              if (v.state.doc !== prev.doc) schedule()
            },
            destroy() {
              pending?.cancel()
            },
          }
        },
      }),
    ]
  },
})
