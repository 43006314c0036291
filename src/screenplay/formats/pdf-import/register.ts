/** Adds PDF reading to the 'pdf' format entry (the PDF writer registers the same id for export). */
import { registerFormat } from '../registry'
import { readPdf } from './index'

registerFormat({ id: 'pdf', extensions: ['.pdf'], read: readPdf })
