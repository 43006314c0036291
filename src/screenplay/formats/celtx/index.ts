/** Celtx `.celtx` (desktop Celtx 2.x zip): import and export. */
import { registerFormat } from '../registry'
import { parseCeltx, writeCeltx } from './celtx'

export { parseCeltx, writeCeltx, parseScriptHtml, CELTX_ERRORS } from './celtx'

registerFormat({ id: 'celtx', extensions: ['.celtx'], read: parseCeltx, write: writeCeltx })
