/**
 * Bytes to text for the text-based formats (Fountain, plain text). Pure: TextDecoder only.
 *
 * UTF-8 is expected; files that are not valid UTF-8 are read as Windows-1252, which is what older
 * screenwriting tools and Windows editors wrote. A file with NUL bytes is not text at all (a binary
 * renamed .fountain or .txt) and is refused with a clear message rather than shown as garbage.
 */
export const NOT_TEXT_MESSAGE = 'This file is not a text file (it contains binary data).'

export function decodeText(bytes: Uint8Array): string {
  const probe = Math.min(bytes.length, 65536)
  for (let i = 0; i < probe; i++) if (bytes[i] === 0) throw new Error(NOT_TEXT_MESSAGE)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  // NULs beyond the probed start still mark a binary file.
  if (bytes.length > probe && text.indexOf('\u0000') >= 0) throw new Error(NOT_TEXT_MESSAGE)
  return text
}

export function encodeText(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}
