import { useEffect, useState } from 'react'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { defineDialog } from '../../../app/dialog-stack'
import { useEditorStore } from '../../../editor/editor-store'
import type { RevisionSet } from '../../../../screenplay/model'
import { nextRevisionSet, normaliseColour, revisionSetsProblem, revisionsUsed } from '../../../../screenplay/production'
import { docElements, productionOf, setProduction } from './production-doc'

/** Script → Revisions → Edit Revision Sets…: the script's own list of sets, in the order they go out. */
export const revisionSetsDialog = defineDialog('revision-sets')

export function RevisionSetsDialog() {
  const open = revisionSetsDialog.useOpen()
  const [sets, setSets] = useState<RevisionSet[]>([])
  /** Sets some paragraph carries: they cannot be removed, or their marks would name nothing. */
  const [inUse, setInUse] = useState<ReadonlySet<number>>(new Set())
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    const editor = useEditorStore.getState().editor
    if (!editor) return
    setSets(productionOf(editor.state.doc).revisionSets.map((s) => ({ ...s })))
    setInUse(revisionsUsed(docElements(editor.state).elements))
    setError(null)
  }, [open])

  const close = () => revisionSetsDialog.close()
  const change = (i: number, patch: Partial<RevisionSet>) => {
    setSets(sets.map((s, k) => (k === i ? { ...s, ...patch } : s)))
    setError(null)
  }
  const move = (i: number, by: -1 | 1) => {
    const next = sets.slice()
    ;[next[i], next[i + by]] = [next[i + by], next[i]]
    setSets(next)
  }
  const save = () => {
    const cleaned = sets.map((s) => ({ ...s, name: s.name.trim(), mark: s.mark.trim(), color: normaliseColour(s.color) ?? s.color }))
    const problem = revisionSetsProblem(cleaned)
    if (problem) return setError(problem)
    const editor = useEditorStore.getState().editor
    if (!editor) return
    const p = productionOf(editor.state.doc)
    const active = cleaned.some((s) => s.id === p.activeRevision) ? p.activeRevision : undefined
    // One step the writer can undo; the list is not itself a change to mark.
    editor.view.dispatch(setProduction(editor.state.tr, { ...p, revisionSets: cleaned, activeRevision: active }).setMeta('nwNoRevision', true))
    close()
  }

  return (
    <Modal title="Edit Revision Sets" open={open} onClose={close} wide>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <p className="nw-muted nw-small">Sets go out in this order: a paragraph revised in two sets shows the later one.</p>
        <table className="nw-revision-sets">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Colour</th>
              <th scope="col">Mark</th>
              <th scope="col">
                <span className="nw-sr-only">Move or remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sets.map((s, i) => (
              <tr key={s.id} data-testid="revision-set-row">
                <td>
                  <input aria-label={`Name of set ${i + 1}`} value={s.name} maxLength={40} onChange={(e) => change(i, { name: e.target.value })} />
                </td>
                <td>
                  <input type="color" aria-label={`Colour of ${s.name || `set ${i + 1}`}`} value={s.color.toLowerCase()} onChange={(e) => change(i, { color: e.target.value.toUpperCase() })} />
                </td>
                <td>
                  <input aria-label={`Mark of ${s.name || `set ${i + 1}`}`} value={s.mark} size={4} maxLength={4} onChange={(e) => change(i, { mark: e.target.value })} />
                </td>
                <td className="nw-revision-set-order">
                  <button type="button" className="nw-icon-btn" aria-label={`Move ${s.name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp size={14} />
                  </button>
                  <button type="button" className="nw-icon-btn" aria-label={`Move ${s.name} down`} disabled={i === sets.length - 1} onClick={() => move(i, 1)}>
                    <ArrowDown size={14} />
                  </button>
                  <button
                    type="button"
                    className="nw-icon-btn"
                    aria-label={`Remove ${s.name}`}
                    title={inUse.has(s.id) ? 'Paragraphs carry this set: clear its marks first.' : 'Remove'}
                    disabled={inUse.has(s.id) || sets.length === 1}
                    onClick={() => setSets(sets.filter((_, k) => k !== i))}
                  >
                    <Trash2 size={14} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <FormError error={error} />
        <DialogActions
          onCancel={close}
          primaryLabel="Save"
          extra={
            <button type="button" className="nw-btn" onClick={() => setSets([...sets, nextRevisionSet(sets)])}>
              Add Set
            </button>
          }
        />
      </form>
    </Modal>
  )
}
