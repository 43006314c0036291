/**
 * A small tolerant HTML tokenizer for the HTML 4 subset Celtx writes (no DOMParser: this runs in
 * Node and workers too). Why not fast-xml-parser: Celtx HTML is not XML — unclosed <br>, <meta>
 * and <link>, HTML entities such as &nbsp;, <p> without </p> in hand-edited files — and a
 * forgiving single pass is simpler to trust than an XML parser configured to half-ignore errors.
 * It is linear in the input: every step consumes at least one character, nothing backtracks.
 */

export type HtmlToken =
  | { kind: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string }

/** Elements whose content is not markup (skipped whole), each with the start of its closing tag in any case. */
const RAW_TEXT = new Map(['script', 'style', 'textarea', 'title'].map((name) => [name, new RegExp(`</${name}`, 'gi')]))

export function tokenizeHtml(html: string): HtmlToken[] {
  const out: HtmlToken[] = []
  forEachHtmlToken(html, (t) => out.push(t))
  return out
}

/**
 * Hands each token to `visit` as it is read, so a reader keeps only what it needs: a token list
 * of a 50 MB page would cost many times the page itself.
 */
export function forEachHtmlToken(html: string, visit: (t: HtmlToken) => void): void {
  const out = { push: visit }
  let i = 0
  const n = html.length
  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      out.push({ kind: 'text', text: decodeHtmlEntities(html.slice(i)) })
      break
    }
    if (lt > i) out.push({ kind: 'text', text: decodeHtmlEntities(html.slice(i, lt)) })
    i = lt
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      i = end < 0 ? n : end + 3
      continue
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i)
      i = end < 0 ? n : end + 1
      continue
    }
    if (html[i + 1] === '/') {
      const m = /^<\/([a-zA-Z][a-zA-Z0-9:-]*)[^>]*>?/.exec(html.slice(i, i + 200))
      if (m) {
        out.push({ kind: 'end', name: m[1].toLowerCase() })
        const end = html.indexOf('>', i)
        i = end < 0 ? n : end + 1
      } else {
        out.push({ kind: 'text', text: '<' })
        i++
      }
      continue
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(i, i + 100))
    if (!nameMatch) {
      out.push({ kind: 'text', text: '<' })
      i++
      continue
    }
    const name = nameMatch[1].toLowerCase()
    i += nameMatch[0].length
    const attrs: Record<string, string> = Object.create(null)
    let selfClosing = false
    // Attributes: name, name=value, name="value", name='value', until '>'.
    while (i < n && html[i] !== '>') {
      const c = html[i]
      if (c === '/') {
        selfClosing = html[i + 1] === '>'
        i++
        continue
      }
      if (/\s/.test(c)) {
        i++
        continue
      }
      let j = i
      while (j < n && !/[\s=>/]/.test(html[j])) j++
      if (j === i) {
        i++ // a stray '=' with no name
        continue
      }
      const attrName = html.slice(i, j).toLowerCase()
      i = j
      while (i < n && /\s/.test(html[i])) i++
      let value = ''
      if (html[i] === '=') {
        i++
        while (i < n && /\s/.test(html[i])) i++
        const q = html[i]
        if (q === '"' || q === "'") {
          const end = html.indexOf(q, i + 1)
          value = html.slice(i + 1, end < 0 ? n : end)
          i = end < 0 ? n : end + 1
        } else {
          let k = i
          while (k < n && !/[\s>]/.test(html[k])) k++
          value = html.slice(i, k)
          i = k
        }
      }
      if (!(attrName in attrs)) attrs[attrName] = decodeHtmlEntities(value)
    }
    i++ // '>'
    out.push({ kind: 'start', name, attrs, selfClosing })
    const closing = RAW_TEXT.get(name)
    if (closing) {
      // Searched case-blind in place: a lower-cased copy of the page would cost its size again,
      // and lower-casing can change a text's length ('İ' becomes two characters), so positions
      // found in it would not fit the page.
      closing.lastIndex = i
      const end = closing.exec(html)?.index ?? n
      if (name === 'title') out.push({ kind: 'text', text: decodeHtmlEntities(html.slice(i, end)) })
      i = end
    }
  }
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™',
  mdash: '—', ndash: '–', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', eacute: 'é',
  egrave: 'è', agrave: 'à', aacute: 'á', ccedil: 'ç', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß',
  ntilde: 'ñ', iacute: 'í', oacute: 'ó', uacute: 'ú', bull: '•', deg: '°', middot: '·',
}

const named = (ref: string): string | undefined => (Object.hasOwn(NAMED, ref) ? NAMED[ref] : undefined)

export function decodeHtmlEntities(s: string): string {
  if (!s.includes('&')) return s
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});?/g, (whole, ref: string) => {
    // Own keys only: "&toString;" is text, not a way into Object's properties.
    if (ref[0] !== '#') return named(ref) ?? named(ref.toLowerCase()) ?? whole
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole
    return String.fromCodePoint(code)
  })
}

export function escapeHtml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
}
