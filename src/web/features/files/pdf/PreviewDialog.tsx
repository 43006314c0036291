import { useEffect, useRef, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { FormError } from '../../../ui/FormError'
import { toast } from '../../../app/toast-store'
import { downloadBytes } from '../../../storage/read-file'
import { currentPdf, pdfBlobUrl, pdfFileName } from './make-pdf'
import { defineDialog } from '../../../app/dialog-stack'

/** File → Preview, on the app's one stack of dialogs. */
export const previewDialog = defineDialog('preview')

/** File → Preview: the exact PDF in a frame, with Download PDF and Print. */
export function PreviewDialog() {
  const open = previewDialog.useOpen()
  const [state, setState] = useState<{ url: string; bytes: Uint8Array } | 'loading' | 'error'>('loading')
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (!open) return
    let url: string | null = null
    let cancelled = false
    setState('loading')
    currentPdf()
      .then((bytes) => {
        if (cancelled) return
        url = pdfBlobUrl(bytes)
        setState({ url, bytes })
      })
      .catch((e) => {
        console.error(e)
        if (!cancelled) setState('error')
      })
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [open])

  const close = () => previewDialog.close()
  return (
    <Modal title="Screenplay Preview" open={open} onClose={close} wide>
      {state === 'loading' && <p className="nw-muted">Generating preview…</p>}
      <FormError error={state === 'error' ? 'Failed to generate preview' : null} />
      {typeof state === 'object' && (
        <>
          <iframe ref={frame} className="nw-preview-frame" title="PDF preview" src={state.url} data-testid="preview-frame" />
          <div className="nw-dialog-actions">
            <button
              type="button"
              className="nw-btn"
              onClick={() => {
                downloadBytes(state.bytes, pdfFileName(), 'application/pdf')
                toast({ title: 'PDF exported successfully', description: `Screenplay exported as ${pdfFileName()}.` })
              }}
            >
              Download PDF
            </button>
            <button
              type="button"
              className="nw-btn nw-btn-primary"
              onClick={() => {
                try {
                  frame.current?.contentWindow?.print()
                } catch {
                  toast({ title: 'Print failed', description: 'Error preparing for printing', variant: 'error' })
                }
              }}
            >
              Print
            </button>
          </div>
        </>
      )}
    </Modal>
  )
}
