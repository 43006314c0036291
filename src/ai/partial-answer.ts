/**
 * What a writer can read of an answer still arriving. Lookups and actions ask the model for a
 * little JSON (`{"response": "…"}`, `{"synonyms": ["…"]}`); shown raw while it streams in, the
 * braces and quotes get in the way. This reads the string values written so far — the last one
 * perhaps half-written — and joins them, so the words appear as the model writes them. An answer
 * that is not JSON is shown as it is.
 */
export function readablePartial(raw: string): string {
  const text = raw.replace(/^\s*```(?:json)?\s*/i, '')
  if (!/^\s*[{[]/.test(text)) return raw
  const values: string[] = []
  // Containers open so far: '{' (keys then values) or '[' (values only).
  const stack: string[] = []
  let expectKey = false
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === '{') {
      stack.push('{')
      expectKey = true
    } else if (c === '[') {
      stack.push('[')
      expectKey = false
    } else if (c === '}' || c === ']') {
      stack.pop()
      expectKey = false
    } else if (c === ',') {
      expectKey = stack.at(-1) === '{'
    } else if (c === ':') {
      expectKey = false
    } else if (c === '"') {
      const { value, end } = readString(text, i + 1)
      if (!expectKey && value.trim()) values.push(value)
      i = end
      continue
    }
    i++
  }
  return values.join(', ')
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '', b: '', f: '', '"': '"', '\\': '\\', '/': '/' }

/** A JSON string from just after its opening quote: its value so far and where reading stopped. */
function readString(text: string, from: number): { value: string; end: number } {
  let out = ''
  let i = from
  while (i < text.length) {
    const c = text[i]
    if (c === '"') return { value: out, end: i + 1 }
    if (c === '\\') {
      const n = text[i + 1]
      if (n === undefined) break
      if (n === 'u') {
        const hex = text.slice(i + 2, i + 6)
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) break
        out += String.fromCharCode(parseInt(hex, 16))
        i += 6
        continue
      }
      out += ESCAPES[n] ?? n
      i += 2
      continue
    }
    out += c
    i++
  }
  return { value: out, end: text.length }
}
