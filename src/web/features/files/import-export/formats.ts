import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/**
 * What File → Import and File → Export As offer, with the file extensions each format accepts.
 * The format code itself loads only when a file is imported or exported.
 */
export interface FormatChoice {
  id: ScriptFormat['id']
  label: string
  /** Its name under Export As, when that says more than the Import name (the file's extension). */
  exportLabel?: string
  accept: string[]
  exportExtension: string
  mime: string
}

export const FORMAT_CHOICES: Record<ScriptFormat['id'], FormatChoice> = {
  fountain: { id: 'fountain', label: 'Fountain', accept: ['.fountain', '.txt'], exportExtension: '.fountain', mime: 'text/plain' },
  fdx: { id: 'fdx', label: 'Final Draft (.fdx)', accept: ['.fdx'], exportExtension: '.fdx', mime: 'application/xml' },
  celtx: { id: 'celtx', label: 'Celtx', exportLabel: 'Celtx (.celtx)', accept: ['.celtx'], exportExtension: '.celtx', mime: 'application/zip' },
  fadein: { id: 'fadein', label: 'Fade In', exportLabel: 'Fade In (.fadein)', accept: ['.fadein'], exportExtension: '.fadein', mime: 'application/zip' },
  text: { id: 'text', label: 'Text', accept: ['.txt'], exportExtension: '.txt', mime: 'text/plain' },
  pdf: { id: 'pdf', label: 'PDF', accept: ['.pdf'], exportExtension: '.pdf', mime: 'application/pdf' },
}

/** File → Import and File → Export As, in menu order: the one list of the formats the app offers. */
export const IMPORT_ORDER: readonly ScriptFormat['id'][] = ['fountain', 'fdx', 'celtx', 'fadein', 'text', 'pdf']
export const EXPORT_ORDER: readonly ScriptFormat['id'][] = ['fountain', 'fdx', 'fadein', 'celtx', 'text', 'pdf']

/** Loads every format (and the PDF wiring) on first use, so start-up does not pay for them. */
export async function loadFormats() {
  await import('./pdf-setup')
  return import('../../../../screenplay/formats/all')
}

export async function loadPdf() {
  await import('./pdf-setup')
  return import('../../../../screenplay/pdf')
}
