/** PDF output: the paginated script (one layout engine), title page, watermark and encryption. */
export { renderPdf, type RenderPdfOptions } from './render'
export { renderWhatPrints, type WhatPrints } from './what-prints'
export { protectPdf, type ProtectOptions } from './protect'
export { titlePageLines, hasTitlePage, type TitleLine } from './title-page'
export { setPdfFontLoader, getPdfFontLoader, cachedLoader, COURIER_PRIME_FILES, type CourierPrimeFonts, type FontLoader } from './fonts'
export { rememberDeflatedFontFile } from './writer/fonts'

import type { Script } from '../model'
import type { LayoutSettings } from '../layout'
import { renderPdf } from './render'
import { protectPdf } from './protect'

/** Watermarked (and optionally protected) PDF, as File → Export As → Watermarked PDF makes it. */
export async function renderWatermarkedPdf(
  script: Script,
  options: {
    text?: string
    password?: string
    security?: { blockPrinting: boolean; blockCopying: boolean; blockModifying: boolean } | null
    settings?: LayoutSettings
  } = {},
): Promise<Uint8Array> {
  const bytes = await renderPdf(script, { watermark: { text: options.text?.trim() || 'CONFIDENTIAL' }, settings: options.settings })
  const password = options.password?.trim() ? options.password : undefined
  if (!password && !options.security) return bytes
  const sec = options.security ?? { blockPrinting: false, blockCopying: false, blockModifying: false }
  return protectPdf(bytes, { password, ...sec })
}
