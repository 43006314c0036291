/** Fountain in the format registry; the reader and writer load on first use. */
import { registerFormat } from '../registry'

const code = () => import('./index').then((m) => m.fountainFile)
registerFormat({ id: 'fountain', extensions: ['.fountain', '.spmd'], read: async (bytes) => (await code()).read(bytes), write: async (script) => (await code()).write(script) })
