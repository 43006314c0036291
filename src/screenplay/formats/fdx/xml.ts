/**
 * A small, safe XML reader shared by the FDX, Fade In (OSF) and Celtx importers, and the escaping
 * their writers need: the document as a stream of elements and texts, so a reader keeps only what
 * it needs (a tree of the whole file costs many times its size), a well-formedness check, and
 * entity handling that can never expand. Written by hand rather than on a general XML library because a
 * file importer needs bounded memory on hostile input (a library's intermediate structures cost
 * tens of times the file) and nothing of namespaces or validation.
 *
 * Entities: the DOCTYPE (internal subset included) is cut out before parsing. We decode only the five predefined XML entities and
 * numeric character references ourselves; any other `&name;` stays as literal text. So neither
 * billion-laughs expansion nor external entities (`SYSTEM "file:..."`) can happen.
 */
/** Thrown for input that is not well-formed XML; `message` is a short technical reason. */
export class XmlSyntaxError extends Error {}

/** Nesting deeper than this is refused (real screenplay files nest fewer than 10 levels). */
const MAX_DEPTH = 200
/** Attributes kept per element; real files use a few dozen at most, the rest are read and dropped. */
const MAX_ATTRIBUTES = 256

/** The attributes of every element that has none: shared, and frozen so no reader can add to it. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>)

/** Whether the UTF-16 code unit `c` may start a name: A-Z, a-z, '_', ':' or any from U+00C0 up. */
function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0xc0
}

/** Whether `c` may go on a name: a name's first characters, digits, '.', '-' and U+00B7. */
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 0xb7
}

/** Whether `c` is white space as a JavaScript pattern's \s sees it. */
function isSpace(c: number): boolean {
  if (c < 0xa0) return c === 32 || (c >= 9 && c <= 13)
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}

/**
 * What a reader is told as `scanXml` reads a document, in document order. An empty-element tag
 * (`<a/>`) is an `open` followed at once by its `close`.
 */
export interface XmlHandler {
  /** An element starts, with its attributes by name (one frozen object shared by every element without any). */
  open(name: string, attrs: Record<string, string>): void
  /** The innermost open element ends. */
  close(): void
  /** Text inside the root element, entities decoded (never empty), or a CDATA section as written. */
  text(text: string): void
}

/**
 * Reads an XML document in one pass, handing each element and text to `handler` as it is met.
 * Throws XmlSyntaxError on bad input (the handler may have been told of what came before the error).
 *
 * An explicit stack instead of recursion: time is linear in the input.
 */
export function scanXml(input: string, handler: XmlHandler): void {
  let xml = stripDoctype(input.replace(/^\uFEFF/, ''))
  // XML reads every line ending as a line feed.
  if (xml.includes('\r')) xml = xml.replace(/\r\n?/g, '\n')
  if (!xml.trim()) throw new XmlSyntaxError('the document is empty')
  const n = xml.length
  /** The names of the open elements, outermost first. */
  const stack: string[] = []
  let sawRoot = false
  let i = 0
  const line = (at: number) => {
    let count = 1
    for (let k = xml.indexOf('\n'); k >= 0 && k < at; k = xml.indexOf('\n', k + 1)) count++
    return count
  }
  const fail = (msg: string, at: number): never => {
    throw new XmlSyntaxError(`${msg} (line ${line(at)})`)
  }
  const addText = (text: string, at: number) => {
    if (!text) return
    if (stack.length) handler.text(decodeEntities(text))
    else if (text.trim()) fail('text outside the root element', at)
  }
  // Element and attribute names repeat thousands of times: one string each.
  const names = new Map<string, string>()
  const intern = (name: string) => {
    const known = names.get(name)
    if (known !== undefined) return known
    names.set(name, name)
    return name
  }
  const readName = (from: number): number => {
    if (!isNameStart(xml.charCodeAt(from))) return from
    let j = from + 1
    while (j < n && isNameChar(xml.charCodeAt(j))) j++
    return j
  }

  while (i < n) {
    const lt = xml.indexOf('<', i)
    if (lt < 0) {
      addText(xml.slice(i), i)
      break
    }
    if (lt > i) addText(xml.slice(i, lt), i)
    i = lt
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4)
      if (end < 0) fail('unclosed comment', i)
      i = end + 3
      continue
    }
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9)
      if (end < 0) fail('unclosed CDATA section', i)
      if (!stack.length) return fail('CDATA outside the root element', i)
      handler.text(xml.slice(i + 9, end))
      i = end + 3
      continue
    }
    if (xml[i + 1] === '?') {
      const end = xml.indexOf('?>', i + 2)
      if (end < 0) fail('unclosed processing instruction', i)
      i = end + 2
      continue
    }
    if (xml[i + 1] === '!') fail('unexpected declaration', i)
    if (xml[i + 1] === '/') {
      const nameEnd = readName(i + 2)
      const name = xml.slice(i + 2, nameEnd)
      let j = nameEnd
      while (j < n && isSpace(xml.charCodeAt(j))) j++
      if (xml[j] !== '>') fail(`malformed closing tag </${name}>`, i)
      const open = stack.pop()
      if (open === undefined) return fail(`closing tag </${name}> without an opening tag`, i)
      if (open !== name) fail(`closing tag </${name}> does not match <${open}>`, i)
      handler.close()
      i = j + 1
      continue
    }
    // An opening or empty-element tag.
    const nameEnd = readName(i + 1)
    if (nameEnd === i + 1) fail("'<' that starts no tag", i)
    const name = intern(xml.slice(i + 1, nameEnd))
    let attrs = NO_ATTRIBUTES
    let count = 0
    let j = nameEnd
    let selfClosing = false
    for (;;) {
      const spaceFrom = j
      while (j < n && isSpace(xml.charCodeAt(j))) j++
      if (j >= n) fail(`unclosed tag <${name}>`, i)
      if (xml[j] === '>') {
        j++
        break
      }
      if (xml[j] === '/' && xml[j + 1] === '>') {
        selfClosing = true
        j += 2
        break
      }
      if (j === spaceFrom) fail(`attributes of <${name}> must be separated by spaces`, j)
      const attrEnd = readName(j)
      if (attrEnd === j) fail(`malformed attribute in <${name}>`, j)
      const attr = xml.slice(j, attrEnd)
      j = attrEnd
      while (j < n && isSpace(xml.charCodeAt(j))) j++
      let value = ''
      if (xml[j] === '=') {
        j++
        while (j < n && isSpace(xml.charCodeAt(j))) j++
        const q = xml[j]
        if (q !== '"' && q !== "'") fail(`attribute ${attr} of <${name}> is not quoted`, j)
        const close = xml.indexOf(q, j + 1)
        if (close < 0) fail(`unclosed attribute ${attr} of <${name}>`, j)
        value = xml.slice(j + 1, close)
        j = close + 1
      }
      // A plain object (compact, unlike a null-prototype one); a name such as __proto__ is dropped.
      if (attrs === NO_ATTRIBUTES) attrs = {}
      if (Object.hasOwn(attrs, attr)) fail(`attribute ${attr} repeated in <${name}>`, j)
      if (count++ < MAX_ATTRIBUTES && !(attr in Object.prototype)) attrs[intern(attr)] = decodeEntities(value)
    }
    if (!stack.length) {
      if (sawRoot) fail('more than one root element', i)
      sawRoot = true
    }
    if (!selfClosing && stack.length >= MAX_DEPTH) fail(`its elements are nested more than ${MAX_DEPTH} levels deep, which no script is`, i)
    handler.open(name, attrs)
    if (selfClosing) handler.close()
    else stack.push(name)
    i = j
  }
  if (stack.length) fail(`unclosed tag <${stack[stack.length - 1]}>`, n)
  if (!sawRoot) throw new XmlSyntaxError('no root element')
}

/**
 * Removes every `<!DOCTYPE ...>` declaration, internal subset included, by scanning brackets and
 * quotes (a regex on hostile input could backtrack badly). Entities it declared stay undefined.
 */
export function stripDoctype(xml: string): string {
  let from = 0
  let out = ''
  for (;;) {
    const start = xml.indexOf('<!DOCTYPE', from)
    if (start < 0) return out + xml.slice(from)
    out += xml.slice(from, start)
    let depth = 0
    let quote = ''
    let i = start + 9
    for (; i < xml.length; i++) {
      const c = xml[i]
      if (quote) {
        if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '[') depth++
      else if (c === ']') depth = Math.max(0, depth - 1)
      else if (c === '>' && depth === 0) break
    }
    from = i + 1
    if (i >= xml.length) return out
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Decodes the predefined entities and numeric references; leaves anything else untouched. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,4});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0) return whole
    return String.fromCodePoint(code)
  })
}

/** Escapes text for element content or a double-quoted attribute, dropping characters XML 1.0 forbids. */
export function escapeXml(s: string): string {
  return stripInvalidXmlChars(s).replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  )
}

/** Escapes an attribute value; newlines and tabs become references so they survive normalisation. */
export function escapeAttr(s: string): string {
  return escapeXml(s).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;').replace(/\r/g, '&#13;')
}

/** XML 1.0 allows tab, LF, CR and U+0020 upward (minus lone surrogates, U+FFFE, U+FFFF). */
export function stripInvalidXmlChars(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
}
