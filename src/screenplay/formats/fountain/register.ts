/** Fountain in the format registry; the reader and writer load on first use. */
import { loadedOnFirstUse, registerFormat } from '../registry'

registerFormat({ id: 'fountain', extensions: ['.fountain', '.spmd'], ...loadedOnFirstUse(async () => (await import('./index')).fountainFile) })
