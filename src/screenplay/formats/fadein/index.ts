/** Fade In `.fadein` (zip + Open Screenplay Format): import and export. */
import { registerFormat } from '../registry'
import { parseFadeIn, writeFadeIn } from './fadein'

export { parseFadeIn, parseOsf, writeFadeIn, FADEIN_ERRORS } from './fadein'
export { scriptToOsf } from './osf'

registerFormat({ id: 'fadein', extensions: ['.fadein'], read: parseFadeIn, write: writeFadeIn })
