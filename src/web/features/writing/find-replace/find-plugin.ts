import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import type { Node as PMNode } from '@tiptap/pm/model'
import { findInText, foldCase, prepareTerm, stepResult } from '../../../../screenplay/search'
import { blockTextOf, isTextBlock } from '../../../editor/doc-diff'

/**
 * Find & Replace in the editor: the query, its results as document
 * ranges, the current one, and the highlights as decorations (never marks, so searching leaves
 * the document and its undo history alone). Each scene caches its matches by node identity:
 * after an edit only the edited scene is searched again.
 */
export interface FindQuery {
  term: string
  caseSensitive: boolean
  wholeWord: boolean
  /** Element types searched; null means all. */
  types: readonly string[] | null
}

export interface Range {
  from: number
  to: number
}

export interface FindState {
  query: FindQuery | null
  results: Range[]
  /** Index of the current result, -1 for none. */
  index: number
  decorations: DecorationSet
  /** Results [start, end) that carry a highlight: a window round the current one. */
  shown: [number, number]
  /** The document changed since the last search: results are mapped, a re-search is due. */
  stale: boolean
}

export type FindMeta =
  | { type: 'query'; query: FindQuery | null; anchor?: number }
  | { type: 'index'; index: number }
  | { type: 'refresh'; anchor?: number }

export const findKey = new PluginKey<FindState>('findReplace')

const EMPTY: FindState = { query: null, results: [], index: -1, decorations: DecorationSet.empty, shown: [0, 0], stale: false }

interface SceneHits {
  key: string
  /** [from, to) relative to the scene's content start. */
  hits: number[]
}
const sceneCache = new WeakMap<PMNode, SceneHits>()
const foldedCache = new WeakMap<PMNode, string>()

/** A block's text lower-cased for case-insensitive search; cached per node. */
function foldedText(block: PMNode): string {
  let t = foldedCache.get(block)
  if (t === undefined) {
    t = foldCase(blockTextOf(block))
    foldedCache.set(block, t)
  }
  return t
}

function queryKey(q: FindQuery, needle: string): string {
  return `${q.caseSensitive ? 1 : 0}${q.wholeWord ? 1 : 0}${q.types ? q.types.join(',') : '*'}\u0000${needle}`
}

/** Every match in the document, in order. Unchanged scenes answer from their cache. */
export function searchDoc(doc: PMNode, q: FindQuery): Range[] {
  const needle = prepareTerm(q.term, q.caseSensitive)
  if (needle === null) return []
  const key = queryKey(q, needle)
  const allowed = q.types ? new Set(q.types) : null
  const out: Range[] = []
  doc.forEach((scene, offset) => {
    let c = sceneCache.get(scene)
    if (!c || c.key !== key) {
      const hits: number[] = []
      scene.forEach((block, inner) => {
        if (!isTextBlock(block) || (allowed && !allowed.has(block.type.name))) return
        const hay = q.caseSensitive ? blockTextOf(block) : foldedText(block)
        for (const [a, b] of findInText(hay, needle, q.wholeWord)) hits.push(inner + 1 + a, inner + 1 + b)
      })
      c = { key, hits }
      sceneCache.set(scene, c)
    }
    const base = offset + 1
    for (let i = 0; i < c.hits.length; i += 2) out.push({ from: base + c.hits[i], to: base + c.hits[i + 1] })
  })
  return out
}

const MATCH = 'nw-search-match'
const CURRENT = 'nw-search-match nw-search-current'

function deco(r: Range, current: boolean): Decoration {
  return Decoration.inline(r.from, r.to, { class: current ? CURRENT : MATCH }, { current })
}

/**
 * Highlights are drawn for the results round the current one, not for all of them: a common word
 * in a 300-page script has thousands of matches, and drawing them all costs the browser ~100 ms
 * of DOM work for pages nobody is looking at. The counter and stepping use every result; the
 * window follows the current result.
 */
export const HIGHLIGHT_WINDOW = 400

function windowAround(total: number, index: number): [number, number] {
  const centre = Math.max(0, index)
  const start = Math.max(0, Math.min(centre - HIGHLIGHT_WINDOW, total - 2 * HIGHLIGHT_WINDOW))
  return [start, Math.min(total, start + 2 * HIGHLIGHT_WINDOW)]
}

function buildDecorations(doc: PMNode, results: Range[], index: number): { decorations: DecorationSet; shown: [number, number] } {
  const shown = windowAround(results.length, index)
  const decos: Decoration[] = []
  for (let i = shown[0]; i < shown[1]; i++) decos.push(deco(results[i], i === index))
  return { decorations: DecorationSet.create(doc, decos), shown }
}

/** Moves the "current" highlight without rebuilding every decoration (unless it left the window). */
function moveCurrent(s: FindState, doc: PMNode, to: number): Pick<FindState, 'decorations' | 'shown'> {
  const [lo, hi] = s.shown
  const nearLow = lo > 0 && to - lo < HIGHLIGHT_WINDOW / 4
  const nearHigh = hi < s.results.length && hi - to <= HIGHLIGHT_WINDOW / 4
  if (to < lo || to >= hi || nearLow || nearHigh) return buildDecorations(doc, s.results, to)
  const remove: Decoration[] = []
  const add: Decoration[] = []
  for (const [i, current] of [
    [s.index, false],
    [to, true],
  ] as const) {
    const r = s.results[i]
    if (!r || i < lo || i >= hi) continue
    remove.push(...s.decorations.find(r.from, r.to, (spec) => spec.current !== current))
    add.push(deco(r, current))
  }
  return { decorations: s.decorations.remove(remove).add(doc, add), shown: s.shown }
}

function research(state: FindState, doc: PMNode, anchor: number | undefined, keep: number | undefined): FindState {
  if (!state.query) return EMPTY
  const results = searchDoc(doc, state.query)
  const starts = results.map((r) => r.from)
  let index = -1
  if (keep !== undefined) index = starts.indexOf(keep)
  if (index === -1) index = stepResult(starts, -1, 'down', anchor ?? keep ?? 0)
  return { query: state.query, results, index, ...buildDecorations(doc, results, index), stale: false }
}

export function applyFind(tr: Transaction, value: FindState, selectionFrom: number): FindState {
  const meta = tr.getMeta(findKey) as FindMeta | undefined
  let next = value
  if (tr.docChanged && value.query) {
    const results: Range[] = []
    let index = -1
    value.results.forEach((r, i) => {
      const from = tr.mapping.map(r.from, 1)
      const to = tr.mapping.map(r.to, -1)
      if (to <= from) return
      if (i === value.index) index = results.length
      results.push({ from, to })
    })
    next = { ...value, results, index, decorations: value.decorations.map(tr.mapping, tr.doc), stale: true }
  }
  if (!meta) return next
  switch (meta.type) {
    case 'query':
      return meta.query ? research({ ...EMPTY, query: meta.query }, tr.doc, meta.anchor ?? selectionFrom, undefined) : EMPTY
    case 'refresh':
      return research(next, tr.doc, meta.anchor, meta.anchor === undefined ? next.results[next.index]?.from : undefined)
    case 'index': {
      if (meta.index === next.index || meta.index < -1 || meta.index >= next.results.length) return next
      return { ...next, ...moveCurrent(next, tr.doc, meta.index), index: meta.index }
    }
  }
}

export function findState(state: EditorState): FindState {
  return findKey.getState(state) ?? EMPTY
}

export interface FindReplaceOptions {
  /** Told after every change of the results or the current one (the panel's counter). */
  onResults: (info: { total: number; index: number; searching: boolean }) => void
}

const REFRESH_DELAY_MS = 300

export const FindReplace = Extension.create<FindReplaceOptions>({
  name: 'findReplace',
  addOptions: () => ({ onResults: () => {} }),
  addProseMirrorPlugins() {
    const onResults = this.options.onResults
    return [
      new Plugin<FindState>({
        key: findKey,
        state: {
          init: () => EMPTY,
          apply: (tr, value, _old, state) => applyFind(tr, value, state.selection.from),
        },
        props: {
          decorations: (state) => findKey.getState(state)?.decorations,
        },
        view(view) {
          let timer: ReturnType<typeof setTimeout> | undefined
          let last: FindState | undefined
          return {
            update() {
              const s = findState(view.state)
              if (s.stale && timer === undefined) {
                // Typing in the script with the panel open: search again once the typing pauses.
                timer = setTimeout(() => {
                  timer = undefined
                  if (findState(view.state).stale) view.dispatch(view.state.tr.setMeta(findKey, { type: 'refresh' } satisfies FindMeta).setMeta('addToHistory', false))
                }, REFRESH_DELAY_MS)
              }
              if (last && s.results.length === last.results.length && s.index === last.index && !!s.query === !!last.query) return
              last = s
              onResults({ total: s.results.length, index: s.index, searching: !!s.query })
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
