/**
 * Node's way to give the PDF writer Courier Prime: read the TTFs from the installed
 * `@expo-google-fonts/courier-prime` package. The CLI calls `useNodePdfFonts()` once before
 * exporting; tests and the benchmark use `nodeCourierPrime` directly.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { COURIER_PRIME_FILES, setPdfFontLoader, type CourierPrimeFonts } from '../screenplay/pdf/fonts'

const require = createRequire(import.meta.url)

export async function nodeCourierPrime(): Promise<CourierPrimeFonts> {
  const root = dirname(require.resolve('@expo-google-fonts/courier-prime/package.json'))
  // Read at once: a command has nothing else to do meanwhile, and four small reads on the thread
  // pool cost a fresh process more than they save.
  const read = (rel: string) => new Uint8Array(readFileSync(join(root, rel)))
  return { regular: read(COURIER_PRIME_FILES.regular), bold: read(COURIER_PRIME_FILES.bold), italic: read(COURIER_PRIME_FILES.italic), boldItalic: read(COURIER_PRIME_FILES.boldItalic) }
}

/** Makes every PDF export in this process embed Courier Prime. */
export function useNodePdfFonts(): void {
  setPdfFontLoader(nodeCourierPrime)
}
