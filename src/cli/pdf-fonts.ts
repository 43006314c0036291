/**
 * Node's way to give the PDF writer Courier Prime: read the TTFs from the installed
 * `@expo-google-fonts/courier-prime` package. The CLI calls `useNodePdfFonts()` once before
 * exporting; tests and the benchmark use `nodeCourierPrime` directly.
 *
 * A face is read when the writer first draws with it: most scripts never use italic, many no
 * bold. The build keeps each face deflated beside the command bundles (dist-node/fonts/), so an
 * export embeds it without compressing 70 KB again; run from the sources, the writer compresses it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COURIER_PRIME_FILES, setPdfFontLoader, type CourierPrimeFonts } from '../screenplay/pdf/fonts'
import { rememberDeflatedFontFile } from '../screenplay/pdf/writer/fonts'

const require = createRequire(import.meta.url)

/**
 * Where the build puts a face deflated: dist-node/fonts/<file>.<length>.deflated, beside the
 * command bundles (this module runs from dist-node/commands/). The length in the name ties the
 * copy to the face it was made from.
 */
export function deflatedFontPath(fontsDir: string, file: string, length: number): string {
  return join(fontsDir, `${basename(file)}.${length}.deflated`)
}

const DEFLATED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fonts')

export async function nodeCourierPrime(): Promise<CourierPrimeFonts> {
  const root = dirname(require.resolve('@expo-google-fonts/courier-prime/package.json'))
  const faces: Partial<CourierPrimeFonts> = {}
  // Read at once when asked for: a command has nothing else to do meanwhile, and a read on the
  // thread pool costs a fresh process more than it saves.
  const face = (name: keyof CourierPrimeFonts): Uint8Array => {
    let bytes = faces[name]
    if (bytes) return bytes
    const rel = COURIER_PRIME_FILES[name]
    bytes = faces[name] = new Uint8Array(readFileSync(join(root, rel)))
    try {
      rememberDeflatedFontFile(bytes, new Uint8Array(readFileSync(deflatedFontPath(DEFLATED_DIR, rel, bytes.length))))
    } catch {
      // no copy deflated at build (run from the sources): the writer compresses the face
    }
    return bytes
  }
  return {
    get regular() {
      return face('regular')
    },
    get bold() {
      return face('bold')
    },
    get italic() {
      return face('italic')
    },
    get boldItalic() {
      return face('boldItalic')
    },
  }
}

/** Makes every PDF export in this process embed Courier Prime. */
export function useNodePdfFonts(): void {
  setPdfFontLoader(nodeCourierPrime)
}
