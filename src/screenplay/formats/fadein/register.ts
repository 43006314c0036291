/** Fade In `.fadein` in the format registry; the reader and writer load on first use. */
import { loadedOnFirstUse, registerFormat } from '../registry'

registerFormat({ id: 'fadein', extensions: ['.fadein'], ...loadedOnFirstUse(async () => import('./fadein').then((m) => ({ read: m.parseFadeIn, write: m.writeFadeIn }))) })
