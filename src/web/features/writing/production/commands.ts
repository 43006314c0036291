/**
 * Script → Scene Numbers, Script → Revisions and Script → Lock Pages: each command a kernel's
 * plan applied to the document in one transaction (one undo step).
 */
import type { Editor } from '@tiptap/core'
import type { AppCommand } from '../../../app/commands'
import type { MenuEntry } from '../../../app/menus'
import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import type { Production } from '../../../../screenplay/model'
import { numberNewScenes, renumberScenes, type MarkDisplay } from '../../../../screenplay/production'
import { applySceneNumbers, clearMarksTr, docElements, lockPagesTr, pagesLocked, productionOf, revisionsInDoc, setProduction, unlockPagesTr } from './production-doc'
import { useProductionUi } from './production-store'
import { always, when } from '../../../app/command'
import { revisionSetsDialog } from './RevisionSetsDialog'

const editor = (): Editor | null => useEditorStore.getState().editor
const production = (): Production | undefined => {
  const e = editor()
  return e ? productionOf(e.state.doc) : undefined
}

/** Changes the script's production data (the sets, the current set, the locks). */
function updateProduction(change: (p: Production) => Production): void {
  const e = editor()
  if (!e) return
  e.view.dispatch(setProduction(e.state.tr, change(productionOf(e.state.doc))).setMeta('nwNoRevision', true))
}

function numberNow(): void {
  const e = editor()
  if (!e) return
  const { elements } = docElements(e.state)
  e.view.dispatch(applySceneNumbers(e.state, numberNewScenes(elements)).setMeta('nwNoRevision', true))
}

function renumber(): void {
  const e = editor()
  if (!e) return
  if (production()?.scenesLocked) {
    toast({ title: 'Scene numbers are locked', description: 'Unlock them first (Script → Scene Numbers → Unlock), then renumber.' })
    return
  }
  const { elements } = docElements(e.state)
  e.view.dispatch(applySceneNumbers(e.state, renumberScenes(elements)).setMeta('nwNoRevision', true))
}

function lockScenes(): void {
  numberNow()
  updateProduction((p) => ({ ...p, scenesLocked: true }))
}

function lockPages(): void {
  const e = editor()
  if (e) e.view.dispatch(lockPagesTr(e.state).setMeta('nwNoRevision', true))
}

function unlockPages(): void {
  const e = editor()
  if (e) e.view.dispatch(unlockPagesTr(e.state).setMeta('nwNoRevision', true))
}

function clearMarks(id?: number): void {
  const e = editor()
  if (e) e.view.dispatch(clearMarksTr(e.state, id).setMeta('nwNoRevision', true))
}

/** Marking needs a current set: the first one after White when none is chosen yet. */
function toggleMarking(): void {
  const ui = useProductionUi.getState()
  if (!ui.marking && !production()?.activeRevision) {
    const sets = production()?.revisionSets ?? []
    const first = sets.find((s) => s.name !== 'White') ?? sets[0]
    if (first) chooseSet(first.id)
  }
  ui.setMarking(!ui.marking)
}

function chooseSet(id: number): void {
  const today = new Date()
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  // A set's date is the day it was first made current: the revised page header prints it.
  updateProduction((p) => ({ ...p, activeRevision: id, revisionSets: p.revisionSets.map((s) => (s.id === id && !s.date ? { ...s, date: iso } : s)) }))
}

const show = (d: MarkDisplay) => ({
  run: always(() => useProductionUi.getState().setShowMarks(d)),
  checked: () => useProductionUi.getState().showMarks === d,
})

export const PRODUCTION_COMMANDS: readonly AppCommand[] = [
  {
    id: 'script.sceneNumbers.show',
    label: 'Show Scene Numbers',
    run: always(() => updateProduction((p) => ({ ...p, showSceneNumbers: p.showSceneNumbers === false }))),
    checked: () => production()?.showSceneNumbers !== false,
  },
  { id: 'script.sceneNumbers.number', label: 'Number Scenes Now', run: always(numberNow) },
  { id: 'script.sceneNumbers.lock', label: 'Lock Scene Numbers', run: when(() => !production()?.scenesLocked, lockScenes) },
  { id: 'script.sceneNumbers.unlock', label: 'Unlock Scene Numbers', run: when(() => !!production()?.scenesLocked, () => updateProduction((p) => ({ ...p, scenesLocked: false }))) },
  { id: 'script.sceneNumbers.renumber', label: 'Renumber Scenes', run: always(renumber) },
  { id: 'script.revisions.mark', label: 'Mark Revisions', run: always(toggleMarking), checked: () => useProductionUi.getState().marking },
  { id: 'script.revisions.editSets', label: 'Edit Revision Sets...', run: always(revisionSetsDialog.open) },
  { id: 'script.revisions.showAll', label: 'Show Marks of All Sets', ...show('all') },
  { id: 'script.revisions.showCurrent', label: 'Show Marks of the Current Set', ...show('current') },
  { id: 'script.revisions.showNone', label: 'Hide Revision Marks', ...show('none') },
  { id: 'script.revisions.clearAll', label: 'Clear All Revision Marks', run: always(() => clearMarks()) },
  { id: 'script.lockPages', label: 'Lock Pages', run: when(() => !!editor() && !pagesLocked(editor()!.state.doc), lockPages) },
  { id: 'script.unlockPages', label: 'Unlock Pages', run: when(() => !!editor() && pagesLocked(editor()!.state.doc), unlockPages) },
]

/** Script → Revisions → Current Set: one item per set, the current one checked. */
export function currentSetItems(): MenuEntry[] {
  const p = production()
  return (p?.revisionSets ?? []).map((s) => ({ command: { id: `script.revisions.set.${s.id}`, label: s.name, run: always(() => chooseSet(s.id)), checked: () => production()?.activeRevision === s.id } }))
}

/** Script → Revisions → Clear Marks: one item per set that has marks. */
export function clearSetItems(): MenuEntry[] {
  const e = editor()
  const p = production()
  if (!e || !p) return []
  const used = revisionsInDoc(e.state.doc)
  const items = p.revisionSets.filter((s) => used.has(s.id)).map((s): MenuEntry => ({ command: { id: `script.revisions.clear.${s.id}`, label: `Clear ${s.name} Marks`, run: always(() => clearMarks(s.id)) } }))
  return items.length ? items : [{ command: { id: 'script.revisions.clear.none', label: 'No marks to clear', run: () => false } }]
}
