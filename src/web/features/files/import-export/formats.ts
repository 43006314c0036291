import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/**
 * What File → Import and File → Export As offer, with the file extensions each format accepts.
 * The format code itself loads only when a file is imported or exported.
 */
export interface FormatChoice {
  id: ScriptFormat['id']
  label: string
  accept: string[]
  exportExtension: string
  mime: string
}

export const FORMAT_CHOICES: Record<ScriptFormat['id'], FormatChoice> = {
  fountain: { id: 'fountain', label: 'Fountain', accept: ['.fountain', '.txt'], exportExtension: '.fountain', mime: 'text/plain' },
  fdx: { id: 'fdx', label: 'Final Draft (.fdx)', accept: ['.fdx'], exportExtension: '.fdx', mime: 'application/xml' },
  celtx: { id: 'celtx', label: 'Celtx', accept: ['.celtx'], exportExtension: '.celtx', mime: 'application/zip' },
  fadein: { id: 'fadein', label: 'Fade In', accept: ['.fadein'], exportExtension: '.fadein', mime: 'application/zip' },
  text: { id: 'text', label: 'Text', accept: ['.txt'], exportExtension: '.txt', mime: 'text/plain' },
  pdf: { id: 'pdf', label: 'PDF', accept: ['.pdf'], exportExtension: '.pdf', mime: 'application/pdf' },
}

/** Loads every format (and the PDF wiring) on first use, so start-up does not pay for them. */
export async function loadFormats() {
  await import('./pdf-setup')
  return import('../../../../screenplay/formats/all')
}

export async function loadPdf() {
  await import('./pdf-setup')
  return import('../../../../screenplay/pdf')
}
