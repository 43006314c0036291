/** Registers PDF as an export format (write only; PDF import is a separate module). */
import { registerFormat } from '../formats/registry'
import { renderPdf } from './render'

registerFormat({ id: 'pdf', extensions: ['.pdf'], write: (script) => renderPdf(script) })
