/**
 * A guarded zip reader for the zip-based formats (Fade In, Celtx). fflate's unzipSync would
 * inflate every entry at its declared size; here we read the central directory first, pick the
 * entries we need, refuse any whose declared size is over the limit without inflating a byte,
 * and inflate in chunks so a lying header cannot make us produce more than the limit either.
 */
import { Inflate } from 'fflate'

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  size: number
  encrypted: boolean
  /** Offset of the entry's local header. */
  offset: number
}

import { MAX_UNZIPPED_BYTES, MAX_UNZIPPED_MB } from '../limits'

/**
 * What one file's entries may inflate to, all together: each entry read takes its share, so a zip
 * of many entries cannot add up to more than one may.
 */
export class UnzipBudget {
  left = MAX_UNZIPPED_BYTES
}

export class ZipError extends Error {}

const u16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8)
const u32 = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
}

/** Lists the entries of a zip from its central directory. Throws ZipError if it is not a readable zip. */
export function listZip(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < 22) throw new ZipError('the file is not a zip archive (too short)')
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new ZipError(isZip(bytes) ? 'the zip archive is truncated or damaged' : 'the file is not a zip archive')
  const count = u16(bytes, eocd + 10)
  const cdOffset = u32(bytes, eocd + 16)
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipError('zip64 archives are not supported')
  const entries: ZipEntry[] = []
  let p = cdOffset
  for (let k = 0; k < count; k++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== 0x02014b50) throw new ZipError('the zip archive is truncated or damaged')
    const nameLen = u16(bytes, p + 28)
    const extraLen = u16(bytes, p + 30)
    const commentLen = u16(bytes, p + 32)
    if (p + 46 + nameLen > bytes.length) throw new ZipError('the zip archive is truncated or damaged')
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen)),
      method: u16(bytes, p + 10),
      encrypted: (u16(bytes, p + 8) & 1) === 1,
      compressedSize: u32(bytes, p + 20),
      size: u32(bytes, p + 24),
      offset: u32(bytes, p + 42),
    })
    p += 46 + nameLen + extraLen + commentLen
  }
  return entries
}

/** The message for a zip that expands past the limit, naming it. */
function tooLarge(name: string, declared: number): ZipError {
  const size = declared >= 1048576 ? `${Math.round(declared / 1048576)} MB` : `${Math.ceil(declared / 1024)} KB`
  return new ZipError(`${name} expands to ${size} when unzipped, past the ${MAX_UNZIPPED_MB} MB a script may unzip to; it was not read`)
}

/**
 * Inflates one entry. Refuses (ZipError) encrypted entries, unknown methods, entries declaring
 * more than the budget has left, and streams that produce more than they declared.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, budget = new UnzipBudget()): Uint8Array {
  if (entry.encrypted) throw new ZipError(`${entry.name} is encrypted`)
  if (entry.size > budget.left) throw tooLarge(entry.name, entry.size)
  budget.left -= entry.size
  const h = entry.offset
  if (h + 30 > bytes.length || u32(bytes, h) !== 0x04034b50) throw new ZipError('the zip archive is truncated or damaged')
  const start = h + 30 + u16(bytes, h + 26) + u16(bytes, h + 28)
  const end = start + entry.compressedSize
  if (end > bytes.length) throw new ZipError('the zip archive is truncated or damaged')
  const data = bytes.subarray(start, end)
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new ZipError(`${entry.name} is truncated or damaged`)
    return data.slice()
  }
  if (entry.method !== 8) throw new ZipError(`${entry.name} uses an unsupported compression method`)

  const limit = entry.size
  const out = new Uint8Array(limit)
  let produced = 0
  let overflow = false
  const inflater = new Inflate((chunk) => {
    if (produced + chunk.length > limit) overflow = true
    else out.set(chunk, produced)
    produced += chunk.length
  })
  try {
    const CHUNK = 64 * 1024
    for (let i = 0; i < data.length && !overflow; i += CHUNK) inflater.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length)
  } catch {
    throw new ZipError(`${entry.name} is damaged (it cannot be decompressed)`)
  }
  if (overflow) throw new ZipError(`${entry.name} inflates to more than it declares; refused`)
  if (produced !== entry.size) throw new ZipError(`${entry.name} is truncated or damaged`)
  return out
}
