/**
 * The PDF writer's compressor: zlib-wrapped deflate, what a PDF reader expects of /FlateDecode.
 * In the browser this is fflate; the Node bundle puts Node's own zlib in this module's place
 * (scripts/node-zlib.mjs), so a command-line export loads no JavaScript compressor at all.
 */
import { zlibSync } from 'fflate'

export function deflate(data: Uint8Array): Uint8Array {
  return zlibSync(data)
}
