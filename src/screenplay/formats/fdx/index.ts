/** Final Draft `.fdx`: import and export. Registered by register.ts, which loads this on first use. */
import type { Script } from '../../model'
import { parseFdxBytes } from './parse'
import { writeFdx } from './write'

export { parseFdx, parseFdxBytes, FDX_ERROR } from './parse'
export { writeFdx } from './write'

export const fdxFile = {
  read: parseFdxBytes,
  write: (script: Script): Uint8Array => new TextEncoder().encode(writeFdx(script)),
}
