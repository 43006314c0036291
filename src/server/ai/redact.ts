/**
 * Removes every trace of a secret (the writer's Gemini key) from text before it leaves the server
 * or reaches a log: the key as written, any cut piece of it at least REDACT_MIN_CHARS long (an
 * upstream message may quote a truncated key), in any letter case, and percent-encoded or escaped
 * as JSON (`%41`, `\u0041`). Linear in the text: the text is decoded once into a plain stream that
 * remembers where each character came from, and a window slides over it.
 */
export const REDACTED = '[redacted]'
/** Shorter pieces are too likely to be ordinary words; 8 characters of a key identify it. */
export const REDACT_MIN_CHARS = 8

interface Decoded {
  chars: string[]
  /** For each decoded character, where it starts and ends in the original text. */
  from: number[]
  to: number[]
}

function decode(text: string): Decoded {
  const chars: string[] = []
  const from: number[] = []
  const to: number[] = []
  let i = 0
  while (i < text.length) {
    let ch = text[i]
    let len = 1
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      ch = String.fromCharCode(parseInt(text.slice(i + 1, i + 3), 16))
      len = 3
    } else if (ch === '\\' && text[i + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
      ch = String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16))
      len = 6
    }
    chars.push(ch.toLowerCase())
    from.push(i)
    to.push(i + len)
    i += len
  }
  return { chars, from, to }
}

/**
 * `pieces`: also redact cut pieces of the key (error texts and logs, where upstream messages may
 * quote part of it). Without it only the whole key is redacted, in any case or encoding: the
 * model's own answers never saw the key, and a short piece could match a word the writer asked about.
 */
export function redactSecret(text: string, secret: string | undefined, { pieces = true }: { pieces?: boolean } = {}): string {
  if (!secret || secret.length < REDACT_MIN_CHARS || !text) return text
  const key = secret.toLowerCase()
  const size = pieces ? REDACT_MIN_CHARS : key.length
  const windows = new Set<string>()
  for (let i = 0; i + size <= key.length; i++) windows.add(key.slice(i, i + size))
  const d = decode(text)
  const hit = new Uint8Array(d.chars.length)
  let any = false
  for (let i = 0; i + size <= d.chars.length; i++) {
    if (windows.has(d.chars.slice(i, i + size).join(''))) {
      hit.fill(1, i, i + size)
      any = true
    }
  }
  if (!any) return text
  let out = ''
  let at = 0
  for (let i = 0; i < hit.length; i++) {
    if (!hit[i]) continue
    let j = i
    while (j + 1 < hit.length && hit[j + 1]) j++
    out += text.slice(at, d.from[i]) + REDACTED
    at = d.to[j]
    i = j
  }
  return out + text.slice(at)
}
