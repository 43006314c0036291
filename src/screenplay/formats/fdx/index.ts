/** Final Draft `.fdx`: import and export. */
import { registerFormat } from '../registry'
import { parseFdxBytes } from './parse'
import { writeFdx } from './write'

export { parseFdx, parseFdxBytes, FDX_ERROR } from './parse'
export { writeFdx } from './write'

registerFormat({
  id: 'fdx',
  extensions: ['.fdx'],
  read: (bytes) => parseFdxBytes(bytes),
  write: (script) => new TextEncoder().encode(writeFdx(script)),
})
