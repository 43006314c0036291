/**
 * Zip archives for the tests of zip-based formats (Fade In, Celtx), and patches that turn a good
 * one-entry archive into a hostile one (test support only).
 */
import { expect } from 'vitest'
import { strToU8, zipSync } from 'fflate'

/** A zip of the given files; strings are stored as UTF-8. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data])))
}

/**
 * Makes the one entry `name` of an archive built by `zipOf` declare `size` uncompressed bytes in
 * its central directory record (a zip bomb's claim), leaving its data alone.
 */
export function declareUncompressedSize(bytes: Uint8Array, name: string, size: number): void {
  const { view, at } = centralRecord(bytes, name)
  view.setUint32(at + 24, size, true)
}

/** Sets the "encrypted" flag of the one entry `name` of an archive built by `zipOf`. */
export function markEncrypted(bytes: Uint8Array, name: string): void {
  const { at } = centralRecord(bytes, name)
  bytes[at + 8] |= 1
}

/**
 * Where the central directory record of a one-entry archive starts: fflate writes no extra field
 * or comment, so it is the 46-byte record plus the name, just before the 22-byte end record.
 * The signature check makes a wrong guess fail loudly instead of patching random bytes.
 */
function centralRecord(bytes: Uint8Array, name: string): { view: DataView; at: number } {
  const at = bytes.length - 22 - (46 + new TextEncoder().encode(name).length)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(view.getUint32(at, true), 'central directory record signature').toBe(0x02014b50)
  return { view, at }
}
