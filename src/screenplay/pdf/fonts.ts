/**
 * How the PDF writer gets Courier Prime without doing I/O itself: the caller hands it the four
 * TrueType files as bytes, or a loader that returns them. In Node the CLI and tests read them from
 * `@expo-google-fonts/courier-prime` (src/cli/pdf-fonts.ts); in the browser the app imports the
 * same files with Vite's `?url` and fetches them:
 *
 *   import regular from '@expo-google-fonts/courier-prime/400Regular/CourierPrime_400Regular.ttf?url'
 *   const get = async (u: string) => new Uint8Array(await (await fetch(u)).arrayBuffer())
 *   setPdfFontLoader(async () => ({ regular: await get(regular), bold: …, italic: …, boldItalic: … }))
 *
 * Loaders are called once and their promise is cached (see `cachedLoader`).
 */

/** The four Courier Prime faces as TrueType (glyf) bytes: the writer embeds glyf outlines only, not CFF/OTF. */
export interface CourierPrimeFonts {
  regular: Uint8Array
  bold: Uint8Array
  italic: Uint8Array
  boldItalic: Uint8Array
}

export type FontLoader = () => Promise<CourierPrimeFonts>

/** Relative paths of the faces inside the `@expo-google-fonts/courier-prime` package. */
export const COURIER_PRIME_FILES: Readonly<Record<keyof CourierPrimeFonts, string>> = Object.freeze({
  regular: '400Regular/CourierPrime_400Regular.ttf',
  bold: '700Bold/CourierPrime_700Bold.ttf',
  italic: '400Regular_Italic/CourierPrime_400Regular_Italic.ttf',
  boldItalic: '700Bold_Italic/CourierPrime_700Bold_Italic.ttf',
})

/** Wraps a loader so the files are read once; a failed load is retried next time. */
export function cachedLoader(load: FontLoader): FontLoader {
  let p: Promise<CourierPrimeFonts> | null = null
  return () => {
    p ??= load().catch((e) => {
      p = null
      throw e
    })
    return p
  }
}

let defaultLoader: FontLoader | null = null

/** Sets the loader used when `renderPdf` is not given fonts (the CLI and the app call this once). */
export function setPdfFontLoader(load: FontLoader | null): void {
  defaultLoader = load ? cachedLoader(load) : null
}

export function getPdfFontLoader(): FontLoader | null {
  return defaultLoader
}
