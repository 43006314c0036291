/**
 * A small, safe XML reader shared by the FDX and Fade In (OSF) importers, and the escaping their
 * writers need. fast-xml-parser does the tokenising; this module adds what a file importer needs
 * on top: a plain element tree in document order, a well-formedness check (the parser itself
 * accepts mismatched tags), and entity handling that can never expand.
 *
 * Entities: the DOCTYPE (internal subset included) is cut out before parsing, and the parser's
 * own entity processing is switched off. We decode only the five predefined XML entities and
 * numeric character references ourselves; any other `&name;` stays as literal text. So neither
 * billion-laughs expansion nor external entities (`SYSTEM "file:..."`) can happen.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlNode[]
}
export type XmlNode = XmlElement | string

/** Thrown for input that is not well-formed XML; `message` is a short technical reason. */
export class XmlSyntaxError extends Error {}

/** Nesting deeper than this is refused (real screenplay files nest fewer than 10 levels). */
const MAX_DEPTH = 200

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Text is kept byte-exact: leading/trailing spaces and newlines inside <Text> are content.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  allowBooleanAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
})

/** Parses an XML document and returns its root element. Throws XmlSyntaxError on bad input. */
export function parseXml(input: string): XmlElement {
  const xml = stripDoctype(input.replace(/^\uFEFF/, ''))
  if (!xml.trim()) throw new XmlSyntaxError('the document is empty')
  const check = XMLValidator.validate(xml, { allowBooleanAttributes: true })
  if (check !== true) {
    const line = check.err.line ? ` (line ${check.err.line})` : ''
    throw new XmlSyntaxError(`${check.err.msg}${line}`)
  }
  let raw: unknown
  try {
    raw = parser.parse(xml)
  } catch (e) {
    throw new XmlSyntaxError(e instanceof Error ? e.message : String(e))
  }
  const nodes = convert(raw as RawNode[])
  const root = nodes.find((n): n is XmlElement => typeof n !== 'string')
  if (!root) throw new XmlSyntaxError('no root element')
  return root
}

type RawNode = Record<string, unknown>

function convert(list: RawNode[]): XmlNode[] {
  const out: XmlNode[] = []
  for (const item of list) {
    for (const key of Object.keys(item)) {
      if (key === ':@') continue
      const value = item[key]
      if (key === '#text') {
        out.push(decodeEntities(String(value)))
        continue
      }
      // Comments, processing instructions and declarations are not content.
      if (key.startsWith('?') || key.startsWith('!')) continue
      const attrsRaw = (item[':@'] ?? {}) as Record<string, unknown>
      const attrs: Record<string, string> = Object.create(null)
      for (const [k, v] of Object.entries(attrsRaw)) attrs[k] = decodeEntities(v === true ? '' : String(v))
      out.push({ name: key, attrs, children: Array.isArray(value) ? convert(value as RawNode[]) : [] })
    }
  }
  return out
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

// ---- tree helpers -------------------------------------------------------------------------

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = []
  for (const c of el.children) if (typeof c !== 'string' && (name === undefined || c.name === name)) out.push(c)
  return out
}

export function firstChild(el: XmlElement, name: string): XmlElement | undefined {
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c
  return undefined
}

/** All text below an element, in document order. */
export function textContent(el: XmlElement): string {
  let s = ''
  for (const c of el.children) s += typeof c === 'string' ? c : textContent(c)
  return s
}
