import { toast } from '../../../app/toast-store'
import { downloadBytes } from '../../../storage/read-file'
import { currentPdf, pdfBlobUrl, pdfFileName } from './make-pdf'

/**
 * File → Print: the PDF opens in a new tab, whose print dialog prints exactly the exported pages.
 * When the browser blocks the pop-up, the PDF is downloaded instead.
 */
export async function printScript(): Promise<void> {
  // Open the window first, inside the click, so pop-up blockers see a user action.
  const win = window.open('', '_blank')
  try {
    const bytes = await currentPdf()
    if (!win) {
      downloadBytes(bytes, pdfFileName(), 'application/pdf')
      toast({ title: 'Pop-up blocked', description: `Printing needs a new tab; the PDF was downloaded as ${pdfFileName()} instead.` })
      return
    }
    win.location.href = pdfBlobUrl(bytes)
    win.addEventListener('load', () => win.print(), { once: true })
  } catch (e) {
    win?.close()
    console.error(e)
    toast({ title: 'Print failed', description: 'Error preparing for printing', variant: 'error' })
  }
}
