/** Celtx `.celtx` in the format registry; the reader and writer load on first use. */
import { registerFormat } from '../registry'

const code = () => import('./celtx')
registerFormat({ id: 'celtx', extensions: ['.celtx'], read: async (bytes) => (await code()).parseCeltx(bytes), write: async (script) => (await code()).writeCeltx(script) })
