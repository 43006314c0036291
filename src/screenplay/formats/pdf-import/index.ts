/**
 * PDF import. Not registered here: register.ts adds `read` to the 'pdf' format entry the PDF
 * writer owns, so there is one entry per id.
 */
import type { Script } from '../../model'
import { parsePdfText } from './classify'
import { extractPdfText, PDF_ERRORS } from './extract'

export { parsePdfText, type PdfTextItem, type PdfTextPage } from './classify'
export { extractPdfText, PDF_ERRORS } from './extract'

export async function readPdf(bytes: Uint8Array): Promise<Script> {
  const pages = await extractPdfText(bytes)
  if (!pages.some((p) => p.items.some((it) => it.str.trim()))) throw new Error(PDF_ERRORS.noText)
  return parsePdfText(pages)
}
