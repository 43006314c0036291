/** Registers PDF as an export format (write only; PDF import is a separate module). */
import { registerFormat } from '../formats/registry'

// The writer (our own PDF writer and the layout engine) loads on the first export, not with the format registry.
registerFormat({ id: 'pdf', extensions: ['.pdf'], write: async (script) => (await import('./render')).renderPdf(script) })
