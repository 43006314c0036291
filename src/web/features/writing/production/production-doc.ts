/**
 * The script's production data in the editor: read from and written to the document, as plans
 * from the domain's kernels applied in one transaction each (one undo step).
 */
import type { EditorState, Transaction } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'
import type { Production, ScriptElement } from '../../../../screenplay/model'
import { defaultProduction, readProduction, revisionsUsed, type SceneNumberChange } from '../../../../screenplay/production'
import { layoutScript, lockPages, unlockPages } from '../../../../screenplay/layout'
import { elementsFromDoc } from '../../../editor/page-view/elements-from-doc'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'
import { BlockAttrsStep, type BlockAttrs } from './block-attrs-step'

const productionCache = new WeakMap<object, Production>()

/**
 * What a script without production data reads as. One frozen value, not a new one a call: every
 * keystroke asks, and a script that was never taken into production is most scripts.
 */
const DEFAULT_PRODUCTION: Production = deepFreeze(defaultProduction())

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/** The document's production data, or the defaults (the standard sets, nothing locked). */
export function productionOf(doc: PMNode): Production {
  const raw: unknown = doc.attrs.production
  if (!raw || typeof raw !== 'object') return DEFAULT_PRODUCTION
  let p = productionCache.get(raw)
  if (!p) productionCache.set(raw, (p = readProduction(raw) ?? DEFAULT_PRODUCTION))
  return p
}

export function setProduction(tr: Transaction, production: Production): Transaction {
  return tr.setDocAttribute('production', production)
}

/** Sets a block attribute on every element whose value differs; returns whether anything changed. */
function setBlockAttrs(tr: Transaction, positions: readonly number[], values: Map<number, Record<string, unknown>>): boolean {
  let changed = false
  for (const [i, attrs] of values) {
    const pos = positions[i]
    const node = tr.doc.nodeAt(pos)
    if (!node) continue
    for (const [k, v] of Object.entries(attrs)) {
      if (JSON.stringify(node.attrs[k] ?? null) === JSON.stringify(v ?? null)) continue
      tr.setNodeAttribute(pos, k, v ?? null)
      changed = true
    }
  }
  return changed
}

/** Applies scene-number changes (a kernel's plan) to the headings. */
export function applySceneNumbers(state: EditorState, changes: readonly SceneNumberChange[]): Transaction {
  const { positions } = elementsFromDoc(state.doc)
  const tr = state.tr
  setBlockAttrs(tr, positions, new Map(changes.map((c) => [c.index, { sceneNumber: c.sceneNumber }])))
  return tr
}

/** The elements of the document (the kernels' input). */
export function docElements(state: EditorState): { elements: ScriptElement[]; positions: number[] } {
  const { elements, positions } = elementsFromDoc(state.doc)
  return { elements, positions }
}

/** Locks the pages where they fall now: each page's start written into its block. */
export function lockPagesTr(state: EditorState): Transaction {
  const { elements, positions } = elementsFromDoc(state.doc)
  const layout = layoutScript(elements, layoutSettingsOf(state.doc.attrs.format))
  const locked = lockPages(elements, layout)
  const tr = state.tr
  setBlockAttrs(tr, positions, new Map(locked.map((el, i) => [i, { lockedPages: el.lockedPages ?? null }])))
  return tr
}

export function unlockPagesTr(state: EditorState): Transaction {
  const { elements, positions } = elementsFromDoc(state.doc)
  const tr = state.tr
  const values = new Map<number, Record<string, unknown>>()
  unlockPages(elements).forEach((el, i) => {
    if (elements[i].lockedPages) values.set(i, { lockedPages: null })
  })
  setBlockAttrs(tr, positions, values)
  return tr
}

/**
 * Every block's attributes, in order: the production data as the blocks hold it, read without
 * converting the script (the menus ask as they open, just after thousands of blocks changed).
 */
function blockAttrs(doc: PMNode): Pick<ScriptElement, 'revision' | 'revisionRuns' | 'lockedPages'>[] {
  const out: Pick<ScriptElement, 'revision' | 'revisionRuns' | 'lockedPages'>[] = []
  doc.forEach((scene) => scene.forEach((block) => void out.push(block.attrs)))
  return out
}

/** Whether any block carries a locked page start. */
export function pagesLocked(doc: PMNode): boolean {
  return blockAttrs(doc).some((a) => !!a.lockedPages?.length)
}

/** The revision sets whose marks the script carries. */
export function revisionsInDoc(doc: PMNode): Set<number> {
  return revisionsUsed(blockAttrs(doc))
}

/**
 * Clears the marks of one set (or all) in one transaction (one undo step) that changes only the
 * marked paragraphs' attributes: no text moves, so nothing else in the script is redrawn and the
 * page breaks stay where they are. Scenes without marks are skipped whole.
 */
export function clearMarksTr(state: EditorState, id?: number): Transaction {
  const hits = (r: unknown) => !!r && (id === undefined || r === id)
  const runHits = (runs: unknown) => Array.isArray(runs) && runs.some((x: { revision: number }) => id === undefined || x.revision === id)
  const changes: BlockAttrs[] = []
  state.doc.forEach((scene, scenePos) => {
    scene.forEach((block, offset) => {
      const { revision, revisionRuns } = block.attrs as { revision?: unknown; revisionRuns?: unknown }
      const clearOwn = hits(revision)
      const clearRuns = runHits(revisionRuns)
      if (!clearOwn && !clearRuns) return
      const attrs: Record<string, unknown> = {}
      if (clearOwn) attrs.revision = null
      if (clearRuns) {
        const kept = id === undefined ? [] : (revisionRuns as { revision: number }[]).filter((x) => x.revision !== id)
        attrs.revisionRuns = kept.length ? kept : null
      }
      changes.push({ pos: scenePos + 1 + offset, attrs })
    })
  })
  const tr = state.tr
  return changes.length ? tr.step(new BlockAttrsStep(changes)) : tr
}
