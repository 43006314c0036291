/** Celtx `.celtx` in the format registry; the reader and writer load on first use. */
import { loadedOnFirstUse, registerFormat } from '../registry'

registerFormat({ id: 'celtx', extensions: ['.celtx'], ...loadedOnFirstUse(async () => import('./celtx').then((m) => ({ read: m.parseCeltx, write: m.writeCeltx }))) })
