import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view'
import { createPaginator, DEFAULT_LAYOUT, type Paginator } from '../../../screenplay/layout'
import { elementsFromDoc } from './elements-from-doc'
import { planPageBreaks, type PageBreakPlan } from './page-breaks'

/**
 * The page view: page gaps and numbers drawn where the layout engine breaks pages. Layout runs
 * a moment after typing, never inside a keystroke; between runs the breaks move with the text.
 */
export interface PageViewState {
  /** Set when the whole document was replaced (open, import): the next layout redraws for sure. */
  replaced?: boolean
  decorations: DecorationSet
  /** Document position where each page starts (index 0 is page 1). */
  pageStarts: number[]
}

export const pageViewKey = new PluginKey<PageViewState>('pageView')
const RELAYOUT_DELAY_MS = 120

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

/** A fingerprint of where the breaks fall; when it has not changed, the mapped decorations stand. */
function planKey(plans: readonly PageBreakPlan[]): string {
  return plans.map((p) => `${p.elementIndex}:${p.offset}:${p.rowsLeft}:${p.rowsBefore}:${p.more?.text ?? ''}:${p.contd?.text ?? ''}`).join('|')
}

function buildDecorations(state: EditorState, paginator: Paginator, lastKey: { value: string }): PageViewState | null {
  const { elements, positions } = elementsFromDoc(state.doc)
  const layout = paginator.update(elements)
  const plans = planPageBreaks(layout, DEFAULT_LAYOUT)
  const key = planKey(plans)
  if (key === lastKey.value) return null
  lastKey.value = key
  const decos: Decoration[] = []
  const pageStarts = [0]
  for (const plan of plans) {
    const blockPos = positions[plan.elementIndex]
    if (blockPos === undefined) continue
    const block = state.doc.nodeAt(blockPos)
    if (!block) continue
    const inline = plan.offset > 0 && plan.offset < block.content.size
    const key = `pb:${plan.page}:${plan.rowsLeft}:${plan.rowsBefore}:${plan.more?.text ?? ''}:${plan.contd?.text ?? ''}:${inline}`
    if (inline) {
      const at = blockPos + 1 + plan.offset
      decos.push(Decoration.widget(at, () => breakWidget(plan, true), { key, side: -1, ignoreSelection: true }))
      pageStarts.push(at)
    } else {
      decos.push(Decoration.widget(blockPos, () => breakWidget(plan, false), { key, side: -1, ignoreSelection: true }))
      // The engine drops an element's space-before at the top of a page; so does the view.
      decos.push(Decoration.node(blockPos, blockPos + block.nodeSize, { class: 'nw-page-top' }))
      pageStarts.push(blockPos + 1)
    }
  }
  return { decorations: DecorationSet.create(state.doc, decos), pageStarts }
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
            const replaced = value.replaced || tr.steps.some((st) => {
              const j = st.toJSON() as { stepType?: string; from?: number; to?: number }
              return j.stepType === 'replace' && j.from === 0 && j.to !== undefined && j.to >= tr.before.content.size
            })
            return { replaced, decorations: value.decorations.map(tr.mapping, tr.doc), pageStarts: value.pageStarts.map((p) => tr.mapping.map(p)) }
          },
        },
        props: {
          decorations: (state) => pageViewKey.getState(state)?.decorations,
        },
        view(view: EditorView) {
          let timer: ReturnType<typeof setTimeout> | undefined
          const lastKey = { value: '\u0000' }
          const run = () => {
            timer = undefined
            if ((view as { isDestroyed?: boolean }).isDestroyed) return
            if (pageViewKey.getState(view.state)?.replaced) lastKey.value = '\u0000'
            const next = buildDecorations(view.state, paginator, lastKey)
            // Typing inside a line rarely moves a break: then nothing is redrawn at all.
            if (!next) return
            view.dispatch(view.state.tr.setMeta(pageViewKey, next).setMeta('addToHistory', false))
            onLayout({ pageCount: next.pageStarts.length })
          }
          const schedule = () => {
            if (timer === undefined) timer = setTimeout(run, RELAYOUT_DELAY_MS)
          }
          schedule()
          return {
            update(v, prev) {
              if (v.state.doc !== prev.doc) schedule()
            },
            destroy() {
              clearTimeout(timer)
            },
          }
        },
      }),
    ]
  },
})
