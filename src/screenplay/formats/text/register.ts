/** Plain text in the format registry; the reader and writer load on first use. */
import { loadedOnFirstUse, registerFormat } from '../registry'

registerFormat({ id: 'text', extensions: ['.txt'], ...loadedOnFirstUse(async () => (await import('./index')).textFile) })
