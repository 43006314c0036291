// Node's zlib in the shape the bundled code asks for: fflate's `zlibSync` (the format readers
// and jsPDF, through native-deflate.mjs) and the PDF writer's `deflate` (in place of
// src/screenplay/pdf/writer/deflate.ts). Same zlib-wrapped output, compressed natively: in a
// short command a JavaScript compressor never warms up.
import { deflateSync, constants } from 'node:zlib'

export function zlibSync(data, opts) {
  const level = opts && typeof opts.level === 'number' ? opts.level : constants.Z_DEFAULT_COMPRESSION
  // A window no larger than the data compresses it exactly as well, and setting up zlib's full
  // 32 KB window and hash tables costs more than compressing a page of a script: a 120-page
  // export compresses 120 page streams.
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(data.length + 262))))
  const memLevel = Math.min(8, Math.max(4, windowBits - 7))
  // An output buffer near the size of the result (text deflates to well under half) instead of
  // Node's 16 KB for every call: a longer result only takes another round.
  const chunkSize = Math.min(16384, Math.max(1024, (data.length >> 1) + 256))
  const out = deflateSync(data, { level, windowBits, memLevel, chunkSize })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}

export const deflate = (data) => zlibSync(data)
