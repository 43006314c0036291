/**
 * Browser wiring for the PDF code: pdf.js's worker file and the Courier Prime TrueType faces the
 * PDF writer embeds, all served by our own server (no CDN). Imported only when PDF work starts.
 */
import { GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import regular from '@expo-google-fonts/courier-prime/400Regular/CourierPrime_400Regular.ttf?url'
import bold from '@expo-google-fonts/courier-prime/700Bold/CourierPrime_700Bold.ttf?url'
import italic from '@expo-google-fonts/courier-prime/400Regular_Italic/CourierPrime_400Regular_Italic.ttf?url'
import boldItalic from '@expo-google-fonts/courier-prime/700Bold_Italic/CourierPrime_700Bold_Italic.ttf?url'
import { setPdfFontLoader } from '../../../../screenplay/pdf'

GlobalWorkerOptions.workerSrc = workerUrl

/**
 * Inside the import worker, pdf.js is handed a worker of its own. Left to itself there, it runs
 * its worker half in the import worker's thread, and that half answers the page directly.
 */
export function givePdfJsItsOwnWorker(): void {
  GlobalWorkerOptions.workerPort ??= new Worker(workerUrl, { type: 'module' })
}

const get = async (url: string) => {
  const r = await fetch(url)
  if (!r.ok) throw new Error(`font ${url} could not be loaded (${r.status})`)
  return new Uint8Array(await r.arrayBuffer())
}

setPdfFontLoader(async () => {
  const [a, b, c, d] = await Promise.all([get(regular), get(bold), get(italic), get(boldItalic)])
  return { regular: a, bold: b, italic: c, boldItalic: d }
})
