/**
 * Node's way to give the PDF writer Courier Prime: read the TTFs from the installed
 * `@expo-google-fonts/courier-prime` package. The CLI calls `useNodePdfFonts()` once before
 * exporting; tests and the benchmark use `nodeCourierPrime` directly.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { COURIER_PRIME_FILES, setPdfFontLoader, type CourierPrimeFonts } from '../screenplay/pdf/fonts'

const require = createRequire(import.meta.url)

export async function nodeCourierPrime(): Promise<CourierPrimeFonts> {
  const root = dirname(require.resolve('@expo-google-fonts/courier-prime/package.json'))
  const read = async (rel: string) => new Uint8Array(await readFile(join(root, rel)))
  const [regular, bold, italic, boldItalic] = await Promise.all(
    [COURIER_PRIME_FILES.regular, COURIER_PRIME_FILES.bold, COURIER_PRIME_FILES.italic, COURIER_PRIME_FILES.boldItalic].map(read),
  )
  return { regular, bold, italic, boldItalic }
}

/** Makes every PDF export in this process embed Courier Prime. */
export function useNodePdfFonts(): void {
  setPdfFontLoader(nodeCourierPrime)
}
