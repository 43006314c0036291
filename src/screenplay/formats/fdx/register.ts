/** Final Draft `.fdx` in the format registry; the reader and writer load on first use. */
import { loadedOnFirstUse, registerFormat } from '../registry'

registerFormat({ id: 'fdx', extensions: ['.fdx'], ...loadedOnFirstUse(async () => (await import('./index')).fdxFile) })
