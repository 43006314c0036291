// fflate for the Node bundle, with its zlib compressor swapped for Node's own. The PDF writer
// compresses every page and font through fflate's zlibSync, written in JavaScript; in a short
// command that code never warms up and a 120-page script spends most of its export there. Node's
// zlib does the same work natively, with the same zlib-wrapped output. Everything else is fflate's.
import { deflateSync, constants } from 'node:zlib'
export * from 'fflate'

export function zlibSync(data, opts) {
  const level = opts && typeof opts.level === 'number' ? opts.level : constants.Z_DEFAULT_COMPRESSION
  const out = deflateSync(data, { level })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}
