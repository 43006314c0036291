/**
 * Adds PDF reading to the 'pdf' format entry (the PDF writer registers the same id for export).
 * The reader (and pdf.js with it) loads on the first PDF import.
 */
import { registerFormat } from '../registry'

registerFormat({ id: 'pdf', extensions: ['.pdf'], read: async (bytes) => (await import('./index')).readPdf(bytes) })
