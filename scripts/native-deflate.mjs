// fflate for the Node bundle, with its zlib compressor swapped for Node's own. The PDF writer
// compresses every page and font through fflate's zlibSync, written in JavaScript; in a short
// command that code never warms up and a 120-page script spends most of its export there. Node's
// zlib does the same work natively, with the same zlib-wrapped output. Everything else is fflate's.
import { deflateSync, constants } from 'node:zlib'
export * from 'fflate'

export function zlibSync(data, opts) {
  const level = opts && typeof opts.level === 'number' ? opts.level : constants.Z_DEFAULT_COMPRESSION
  // A window no larger than the data compresses it exactly as well, and setting up zlib's full
  // 32 KB window and hash tables costs more than compressing a page of a script: a 120-page
  // export compresses 120 page streams.
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(data.length + 262))))
  const memLevel = Math.min(8, Math.max(4, windowBits - 7))
  const out = deflateSync(data, { level, windowBits, memLevel })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}
