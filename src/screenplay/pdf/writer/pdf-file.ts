/**
 * A PDF file as numbered objects: reserve a number, give it a body (a dictionary, or a
 * dictionary with a stream), and `finish` writes the header, the objects in number order, the
 * cross-reference table and the trailer in one buffer. Objects may be filled in any order, so a
 * page can point at resources that are only written once every page has been drawn.
 *
 * Everything the writer emits outside streams is ASCII: text strings are escaped or hex-encoded.
 */
import { isPrintableAscii } from '../glyphs'
import { deflate } from './deflate'

type Chunk = string | Uint8Array

export class PdfFile {
  private readonly objects: (Chunk[] | undefined)[] = [undefined]

  /** Reserves the next object number. */
  reserve(): number {
    this.objects.push(undefined)
    return this.objects.length - 1
  }

  /** Sets object `n` to a dictionary, array or other PDF value written as text. */
  set(n: number, body: string): number {
    this.objects[n] = [body]
    return n
  }

  add(body: string): number {
    return this.set(this.reserve(), body)
  }

  /**
   * Sets object `n` to a stream. `entries` are the dictionary's entries besides /Length and
   * /Filter; `compress` deflates the data (what every viewer reads as /FlateDecode).
   */
  setStream(n: number, entries: string, data: Uint8Array, compress = true): number {
    return compress ? this.setDeflated(n, entries, deflate(data)) : this.streamObject(n, entries, data)
  }

  /** Sets object `n` to a stream already deflated (see `deflate`). */
  setDeflated(n: number, entries: string, deflated: Uint8Array): number {
    return this.streamObject(n, `${entries}${entries ? ' ' : ''}/Filter /FlateDecode`, deflated)
  }

  private streamObject(n: number, entries: string, body: Uint8Array): number {
    this.objects[n] = [`<< ${entries}${entries ? ' ' : ''}/Length ${body.length} >>\nstream\n`, body, '\nendstream']
    return n
  }

  addStream(entries: string, data: Uint8Array, compress = true): number {
    return this.setStream(this.reserve(), entries, data, compress)
  }

  /** The whole file. Every reserved number must have been given a body. */
  finish(root: number, info: number): Uint8Array {
    const count = this.objects.length
    const parts: Chunk[] = ['%PDF-1.4\n%', BINARY_MARK, '\n']
    const offsets = new Array<number>(count).fill(0)
    let pos = byteLength(parts)
    for (let n = 1; n < count; n++) {
      const body = this.objects[n]
      if (!body) throw new Error(`PDF object ${n} was reserved but never written`)
      offsets[n] = pos
      const head = `${n} 0 obj\n`
      parts.push(head)
      for (let i = 0; i < body.length; i++) parts.push(body[i])
      parts.push('\nendobj\n')
      pos += head.length + byteLength(body) + 8
    }
    const xref = ['xref', `0 ${count}`, '0000000000 65535 f \n'].join('\n')
    const entries = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
    parts.push(xref, entries, `trailer\n<< /Size ${count} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${pos}\n%%EOF\n`)
    return concat(parts)
  }
}

/** Marks the file as binary for tools that guess from the first bytes (â ã Ï Ó). */
const BINARY_MARK = new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3])

/**
 * Bytes of a string whose characters are all below 256, one byte each: ASCII outside streams,
 * and raw string bytes inside page content.
 */
export function bytesOf(s: string): Uint8Array {
  // Node's Buffer converts natively; a page of a script is a few thousand characters.
  if (NodeBuffer) return NodeBuffer.from(s, 'latin1')
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

const NodeBuffer = (globalThis as { Buffer?: { from(s: string, encoding: 'latin1'): Uint8Array } }).Buffer

// Indexed loops: a command-line export runs this once, cold, in V8's interpreter, where for…of
// allocates an iterator result for each of thousands of parts.
function byteLength(parts: Chunk[]): number {
  let n = 0
  for (let i = 0; i < parts.length; i++) n += parts[i].length
  return n
}

function concat(parts: Chunk[]): Uint8Array {
  const out = new Uint8Array(byteLength(parts))
  let at = 0
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]
    if (typeof p === 'string') {
      for (let i = 0; i < p.length; i++) out[at + i] = p.charCodeAt(i)
    } else out.set(p, at)
    at += p.length
  }
  return out
}

/** Printable ASCII as a literal string: its bytes are its characters, the delimiters escaped. */
export function asciiLiteral(text: string): string {
  return `(${text.replace(LITERAL_SPECIALS, '\\$&')})`
}

const LITERAL_SPECIALS = /[()\\]/g

/** A PDF text string: literal when plain printable ASCII, else UTF-16BE in hex with its byte-order mark. */
export function textString(s: string): string {
  if (isPrintableAscii(s)) return asciiLiteral(s)
  let hex = 'FEFF'
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).padStart(4, '0')
  return `<${hex}>`
}

/** A PDF date for the document information: D:YYYYMMDDHHmmSSZ, in UTC. */
export function pdfDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`
}
