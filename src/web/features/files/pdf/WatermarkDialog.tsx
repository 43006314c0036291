import { useEffect, useState } from 'react'
import { ModalForm } from '../../../ui/ModalForm'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { currentScript } from '../../../project'
import { downloadBytes } from '../../../storage/read-file'
import { loadPdf } from '../import-export'
import { pdfFileName } from './make-pdf'
import { DEFAULT_WATERMARK, validateWatermark, type WatermarkOptions } from './watermark'
import { defineDialog } from '../../../app/dialog-stack'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'

/** File → Export As → Watermarked PDF. */
export const watermarkDialog = defineDialog('watermark')

/** File → Export As → Watermarked PDF. */
export function WatermarkDialog() {
  const open = watermarkDialog.useOpen()
  const [o, setO] = useState<WatermarkOptions>({ ...DEFAULT_WATERMARK })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setO({ ...DEFAULT_WATERMARK })
      setError(null)
    }
  }, [open])
  const close = () => watermarkDialog.close()
  const set = (patch: Partial<WatermarkOptions>) => {
    setO({ ...o, ...patch })
    setError(null)
  }

  const exportPdf = async () => {
    const problem = validateWatermark(o)
    if (problem) return setError(problem)
    const editor = useEditorStore.getState().editor
    if (!editor) return
    setBusy(true)
    try {
      const { renderWatermarkedPdf } = await loadPdf()
      const script = currentScript()
      const bytes = await renderWatermarkedPdf(script, {
        settings: layoutSettingsOf(script.format),
        text: o.watermarkText,
        password: o.enablePassword ? o.password : undefined,
        security: o.enableSecurity ? { blockPrinting: o.blockPrinting, blockCopying: o.blockCopying, blockModifying: o.blockModifying } : null,
      })
      const name = pdfFileName('-watermarked')
      downloadBytes(bytes, name, 'application/pdf')
      toast({ title: 'Watermarked PDF exported successfully', description: `Screenplay exported as ${name}.` })
      close()
    } catch (e) {
      console.error(e)
      toast({ title: 'Watermarked PDF export failed', description: (e as Error).message, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const check = (key: keyof WatermarkOptions, label: string) => (
    <label className="nw-check">
      <input type="checkbox" checked={o[key] as boolean} onChange={(e) => set({ [key]: e.target.checked })} /> {label}
    </label>
  )

  return (
    <ModalForm title="Export Watermarked PDF" open={open} onClose={close} onSubmit={() => void exportPdf()}>
      <label className="nw-field">
        Watermark text
        <input value={o.watermarkText} onChange={(e) => set({ watermarkText: e.target.value })} />
      </label>
      {check('enablePassword', 'Password protection')}
      {o.enablePassword && (
        <label className="nw-field">
          Password
          <input type="password" value={o.password} onChange={(e) => set({ password: e.target.value })} />
        </label>
      )}
      {check('enableSecurity', 'Security restrictions')}
      {o.enableSecurity && (
        <div className="nw-indent">
          {check('blockPrinting', 'Block printing')}
          {check('blockCopying', 'Block copying')}
          {check('blockModifying', 'Block modifying')}
        </div>
      )}
      <FormError error={error} />
      <DialogActions onCancel={close} primaryLabel="Export" busy={busy} busyLabel="Exporting..." />
    </ModalForm>
  )
}
