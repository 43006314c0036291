/** Final Draft `.fdx` in the format registry; the reader and writer load on first use. */
import { registerFormat } from '../registry'

const code = () => import('./index').then((m) => m.fdxFile)
registerFormat({ id: 'fdx', extensions: ['.fdx'], read: async (bytes) => (await code()).read(bytes), write: async (script) => (await code()).write(script) })
