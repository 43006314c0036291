import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { toast } from '../../../app/toast-store'
import { defineDialog } from '../../../app/dialog-stack'
import { currentScript } from '../../../project'
import { downloadBytes } from '../../../storage/read-file'
import { loadPdf } from '../import-export'
import type { Script } from '../../../../screenplay/model'
import { printChoices } from '../../../../screenplay/production'
import type { WhatPrints } from '../../../../screenplay/pdf'
import { pdfFileName } from './make-pdf'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'

/** File → Export As → PDF: the whole script, one set's revised pages, or a character's sides. */
export const exportPdfDialog = defineDialog('export-pdf')

type Kind = 'script' | 'revised' | 'sides'

/** What the dialog's choices print, and the suffix of the file's name. */
function chosen(kind: Kind, set: { id: number; name: string } | undefined, onColour: boolean, character: string): { what: WhatPrints; suffix: string } {
  if (kind === 'revised' && set) return { what: { revisedPagesOnly: { set: set.id, onColour } }, suffix: ` - ${set.name} Pages` }
  if (kind === 'sides' && character) return { what: { sides: character }, suffix: ` - ${character} Sides` }
  return { what: {}, suffix: '' }
}

export function ExportPdfDialog() {
  const open = exportPdfDialog.useOpen()
  const [script, setScript] = useState<Script | null>(null)
  const [kind, setKind] = useState<Kind>('script')
  const [setId, setSetId] = useState(0)
  const [onColour, setOnColour] = useState(false)
  const [character, setCharacter] = useState('')
  const [busy, setBusy] = useState(false)
  const choices = script ? printChoices(script) : { revisedSets: [], characters: [] }

  useEffect(() => {
    if (!open) return
    // The script as it is when the dialog opens: what it offers and what it prints.
    const s = currentScript()
    const c = printChoices(s)
    setScript(s)
    setKind('script')
    // The current set first, when it marks anything; else the latest set that does.
    const active = s.production?.activeRevision
    setSetId(c.revisedSets.find((x) => x.id === active)?.id ?? c.revisedSets.at(-1)?.id ?? 0)
    setOnColour(false)
    setCharacter(c.characters[0] ?? '')
  }, [open])

  const close = () => exportPdfDialog.close()
  const exportPdf = async () => {
    if (!script) return
    const { what, suffix } = chosen(kind, choices.revisedSets.find((s) => s.id === setId), onColour, character)
    setBusy(true)
    try {
      const { renderWhatPrints } = await loadPdf()
      // The pages print as the page view shows them, with the writer's automatic (CONT'D) choice.
      const bytes = await renderWhatPrints(script, what, { settings: layoutSettingsOf(script.format) })
      const name = pdfFileName(suffix)
      downloadBytes(bytes, name, 'application/pdf')
      toast({ title: 'PDF exported successfully', description: `Screenplay exported as ${name}.` })
      close()
    } catch (e) {
      console.error(e)
      toast({ title: 'PDF export failed', description: (e as Error).message || 'Error exporting', variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const radio = (value: Kind, label: string, disabled = false) => (
    <label className="nw-check">
      <input type="radio" name="nw-pdf-prints" value={value} checked={kind === value} disabled={disabled} onChange={() => setKind(value)} /> {label}
    </label>
  )
  const noSets = !choices.revisedSets.length
  const noCharacters = !choices.characters.length

  return (
    <Modal title="Export PDF" open={open} onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void exportPdf()
        }}
      >
        <fieldset className="nw-fieldset">
          <legend>Print</legend>
          {radio('script', 'The whole script')}
          {radio('revised', noSets ? 'Revised pages only (no revision marks in this script)' : 'Revised pages only', noSets)}
          {kind === 'revised' && (
            <div className="nw-indent">
              <label className="nw-field">
                Revision set
                <select value={setId} onChange={(e) => setSetId(Number(e.target.value))}>
                  {choices.revisedSets.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="nw-check">
                <input type="checkbox" checked={onColour} onChange={(e) => setOnColour(e.target.checked)} /> Print each page on the set&apos;s colour
              </label>
            </div>
          )}
          {radio('sides', noCharacters ? 'Character sides (no one speaks in this script)' : 'Character sides', noCharacters)}
          {kind === 'sides' && (
            <div className="nw-indent">
              <label className="nw-field">
                Character
                <select value={character} onChange={(e) => setCharacter(e.target.value)}>
                  {choices.characters.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
        </fieldset>
        <DialogActions onCancel={close} primaryLabel="Export" busy={busy} busyLabel="Exporting..." disabled={!script} />
      </form>
    </Modal>
  )
}
