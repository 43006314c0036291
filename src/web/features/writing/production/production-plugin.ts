/**
 * What a production script does as the writer types, bounded by what the transaction touched
 * (never a walk of the whole script per keystroke):
 * - revision marking on: every paragraph typed in or changed takes the current set;
 * - marking off: a paragraph joined with a revised one keeps the later set (the mark follows the
 *   paragraph; a split keeps it on both halves through the attribute's keepOnSplit);
 * - scene numbers locked: a new scene gets an A-number between its neighbours, and a numbered
 *   scene that is cut leaves "OMITTED" with its number in its place.
 * The changes ride along with the writer's own transaction, so one undo takes back both.
 */
import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'
import { joinRevision, numberBetween } from '../../../../screenplay/production'
import { productionOf } from './production-doc'
import { useProductionUi } from './production-store'
import { productionCss } from './mark-styles'
import { productionNodeViews } from './block-view'

export const productionKey = new PluginKey('production')

/** Transactions that replay or bring in text rather than type it: undo/redo, collaborators, loads. */
function isReplay(tr: Transaction): boolean {
  return !!tr.getMeta('history$') || !!tr.getMeta('y-sync$') || tr.getMeta('addToHistory') === false || !!tr.getMeta('nwNoRevision')
}

/** The ranges of the final document that the transactions changed, and the old blocks they replaced. */
function touched(trs: readonly Transaction[]): { ranges: [number, number][]; removed: PMNode[] } {
  const ranges: [number, number][] = []
  const removed: PMNode[] = []
  for (const tr of trs) {
    if (!tr.docChanged || isReplay(tr) || replacesAll(tr)) continue
    tr.mapping.maps.forEach((map, i) => {
      const before = tr.docs[i]
      map.forEach((oldStart, oldEnd, newStart, newEnd) => {
        // Blocks the step replaced (a join takes the second paragraph's boundary away).
        if (oldEnd > oldStart)
          before.nodesBetween(oldStart, oldEnd, (n, pos) => {
            if (n.isTextblock) {
              if (pos < oldStart || pos + n.nodeSize > oldEnd || n.attrs.sceneNumber) removed.push(n)
              return false
            }
            return true
          })
        const rest = tr.mapping.slice(i + 1)
        ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)])
      })
    })
  }
  return { ranges, removed }
}

/** A transaction that replaces the whole document: a script opened or loaded, not typed. */
function replacesAll(tr: Transaction): boolean {
  let all = false
  tr.mapping.maps.forEach((map, i) =>
    map.forEach((oldStart, oldEnd) => {
      if (oldStart <= 0 && oldEnd >= tr.docs[i].content.size) all = true
    }),
  )
  return all
}

function appendProduction(trs: readonly Transaction[], oldState: EditorState, state: EditorState): Transaction | null {
  if (!trs.some((t) => t.docChanged && !isReplay(t))) return null
  const { ranges, removed } = touched(trs)
  if (!ranges.length) return null
  const production = productionOf(state.doc)
  const { marking } = useProductionUi.getState()
  const active = marking ? production.activeRevision : undefined
  const joinedRevision = removed.reduce<number | undefined>((r, n) => joinRevision(production, r, (n.attrs.revision as number | null) ?? undefined), undefined)
  const tr = state.tr
  const size = state.doc.content.size
  let newHeading = false
  /** Numbered headings whose whole scene was just deleted (Select Scene, then Delete). */
  const emptied: number[] = []
  for (const [a, b] of ranges) {
    const from = Math.max(0, Math.min(a, size))
    const to = Math.max(from, Math.min(b, size))
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!node.isTextblock) return true
      // Only the paragraphs whose text the change is in: Enter at a paragraph's end changes the
      // new one, not the one before it.
      const start = pos + 1
      const end = start + node.content.size
      if (from === to ? from < start || from > end : from >= end || to <= start) return false
      const own = (node.attrs.revision as number | null) ?? undefined
      const want = active ?? (joinedRevision ? joinRevision(production, own, joinedRevision) : own)
      if (want && want !== own && 'revision' in node.attrs) tr.setNodeAttribute(pos, 'revision', want)
      if (node.type.name === 'sceneHeading' && !node.attrs.sceneNumber) newHeading = true
      if (production.scenesLocked && emptiedScene(state.doc, node, pos)) emptied.push(pos)
      return false
    })
  }
  if (production.scenesLocked) {
    // Latest first, so the earlier positions still hold.
    for (const pos of emptied.sort((a, b) => b - a)) tr.setNodeAttribute(pos, 'omitted', true).insertText('OMITTED', pos + 1)
    if (newHeading) numberNewHeadings(tr)
    omitCutScenes(tr, trs, oldState, removed)
  }
  return tr.docChanged ? tr.setMeta(productionKey, true) : null
}

/** A numbered heading left with no text and nothing else in its scene: the scene was cut. */
function emptiedScene(doc: PMNode, node: PMNode, pos: number): boolean {
  if (node.type.name !== 'sceneHeading' || !node.attrs.sceneNumber || node.attrs.omitted || node.content.size) return false
  const scene = doc.resolve(pos).parent
  return scene.type.name === 'scene' && scene.childCount === 1
}

/** Locked numbers: each heading without a number gets one between its numbered neighbours. */
function numberNewHeadings(tr: Transaction): void {
  const heads: { pos: number; number: string | undefined }[] = []
  tr.doc.descendants((node, pos) => {
    if (node.type.name === 'sceneHeading') heads.push({ pos, number: (node.attrs.sceneNumber as string | null) ?? undefined })
    return node.type.name === 'doc' || node.type.name === 'scene'
  })
  const used = new Set(heads.filter((h) => h.number).map((h) => h.number!.toUpperCase()))
  let prev: string | undefined
  heads.forEach((h, k) => {
    if (h.number) {
      prev = h.number
      return
    }
    const next = heads.slice(k + 1).find((x) => x.number)?.number
    const n = numberBetween(prev, next, used)
    used.add(n.toUpperCase())
    tr.setNodeAttribute(h.pos, 'sceneNumber', n)
    prev = n
  })
}

/** Locked numbers: a numbered heading that is gone leaves an OMITTED heading with its number where it was. */
function omitCutScenes(tr: Transaction, trs: readonly Transaction[], oldState: EditorState, removed: readonly PMNode[]): void {
  const cut = removed.filter((n) => n.type.name === 'sceneHeading' && n.attrs.sceneNumber && !n.attrs.omitted)
  if (!cut.length) return
  const present = new Set<string>()
  tr.doc.descendants((node) => {
    if (node.type.name === 'sceneHeading' && node.attrs.sceneNumber) present.add(String(node.attrs.sceneNumber))
    return node.type.name === 'doc' || node.type.name === 'scene'
  })
  const schema = tr.doc.type.schema
  for (const n of cut) {
    const number = String(n.attrs.sceneNumber)
    if (present.has(number)) continue
    // Where the scene stood: its old position carried through every change.
    let oldPos = -1
    oldState.doc.descendants((node, pos) => {
      if (oldPos < 0 && node === n) oldPos = pos
      return oldPos < 0 && (node.type.name === 'doc' || node.type.name === 'scene')
    })
    if (oldPos < 0) continue
    const mapped = tr.mapping.map(trs.reduce((p, t) => t.mapping.map(p, -1), oldPos), -1)
    const $at = tr.doc.resolve(Math.min(mapped, tr.doc.content.size))
    const at = $at.depth === 0 ? $at.pos : $at.before(1)
    const heading = schema.nodes.sceneHeading.create({ sceneNumber: number, omitted: true }, schema.text('OMITTED'))
    tr.insert(at, schema.nodes.scene.create(null, heading))
    present.add(number)
  }
}

/** Keeps the page view's production style sheet in step with the script's sets and the display. */
function styleView(view: { state: EditorState }) {
  const style = document.createElement('style')
  style.dataset.nw = 'production'
  document.head.append(style)
  let shown: unknown = undefined
  const refresh = () => {
    const raw: unknown = view.state.doc.attrs.production
    const ui = useProductionUi.getState()
    const key = [raw, ui.showMarks]
    if (shown && (shown as unknown[])[0] === key[0] && (shown as unknown[])[1] === key[1]) return
    shown = key
    const production = productionOf(view.state.doc)
    style.textContent = productionCss(production, ui.showMarks, production.showSceneNumbers !== false)
  }
  refresh()
  const unsubscribe = useProductionUi.subscribe(refresh)
  return {
    update: refresh,
    destroy() {
      unsubscribe()
      style.remove()
    },
  }
}

export const ProductionExtension = Extension.create({
  name: 'production',
  addProseMirrorPlugins() {
    return [new Plugin({ key: productionKey, appendTransaction: appendProduction, view: styleView, props: { nodeViews: productionNodeViews } })]
  },
})
