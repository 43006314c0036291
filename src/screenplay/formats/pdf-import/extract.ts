/**
 * The one module that touches pdfjs-dist: PDF bytes → positioned text per page. Kept apart so
 * the browser build can swap it (the app's import sets GlobalWorkerOptions.workerSrc, in
 * pdf-setup.ts); the legacy build is the one that runs in Node (the modern one needs DOMMatrix).
 * pdfjs is large, so it is loaded on the first PDF read rather than with the format registry.
 */
import type { PdfTextItem, PdfTextPage } from './classify'

export const PDF_ERRORS = {
  password: 'This PDF is password-protected. Remove the password and try again.',
  invalid: 'Failed to read PDF file: it is damaged or not a PDF',
  noText: 'This PDF has no text to import (it may be a scanned image)',
  loop: 'Failed to read PDF file: its page tree loops back on itself, so its pages cannot be found',
} as const

/** A page pdf.js could not give: a page tree that loops is named as such, anything else by page. */
function pageFailure(n: number, e: unknown): Error {
  const message = e instanceof Error ? e.message : String(e)
  if (/circular|loop/i.test(message)) return new Error(PDF_ERRORS.loop)
  return new Error(`Failed to read PDF file: page ${n} is damaged`)
}

/** Refuse absurd page counts rather than work for minutes (a feature is ~120 pages). */
const MAX_PAGES = 2000

export async function extractPdfText(bytes: Uint8Array): Promise<PdfTextPage[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdfjs takes ownership of (and detaches) the buffer it is given: pass a copy.
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, stopAtErrors: false, verbosity: 0 })
  let doc
  try {
    doc = await task.promise
  } catch (e) {
    const name = (e as { name?: string })?.name
    if (name === 'PasswordException') throw new Error(PDF_ERRORS.password)
    throw new Error(PDF_ERRORS.invalid)
  }
  try {
    if (doc.numPages > MAX_PAGES) throw new Error(`Failed to read PDF file: it has ${doc.numPages} pages (the limit is ${MAX_PAGES})`)
    const pages: PdfTextPage[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      let page, content
      try {
        page = await doc.getPage(n)
        content = await page.getTextContent()
      } catch (e) {
        throw pageFailure(n, e)
      }
      const view = page.view // [x0, y0, x1, y1]
      const items: PdfTextItem[] = []
      for (const it of content.items) {
        if (!('str' in it)) continue
        items.push({ str: it.str, x: it.transform[4] - view[0], y: it.transform[5] - view[1], hasEOL: it.hasEOL, width: it.width })
      }
      pages.push({ items, width: view[2] - view[0] })
      page.cleanup()
    }
    return pages
  } finally {
    await doc.destroy()
  }
}
