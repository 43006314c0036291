/** Fade In `.fadein` in the format registry; the reader and writer load on first use. */
import { registerFormat } from '../registry'

const code = () => import('./fadein')
registerFormat({ id: 'fadein', extensions: ['.fadein'], read: async (bytes) => (await code()).parseFadeIn(bytes), write: async (script) => (await code()).writeFadeIn(script) })
