/**
 * Light obfuscation of the stored API key, decoded again on read: base64 of the reversed string
 * behind a marker. It only keeps the key from being read at
 * a glance in storage tools; it is not encryption and is not described as such anywhere.
 */
const MARK = 'nw1:'

function toBase64(s: string): string {
  let bin = ''
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b)
  return btoa(bin)
}

function fromBase64(s: string): string {
  const bin = atob(s)
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))
}

export function obfuscateKey(key: string): string {
  return MARK + toBase64([...key].reverse().join(''))
}

/** Decodes a stored key; a value without the marker (older or hand-edited) is taken as written. */
export function deobfuscateKey(stored: string): string {
  if (!stored.startsWith(MARK)) return stored
  try {
    return [...fromBase64(stored.slice(MARK.length))].reverse().join('')
  } catch {
    return ''
  }
}
