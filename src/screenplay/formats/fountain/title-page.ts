/**
 * The Fountain title page: `Key: value` lines at the top of the file, values continued on lines
 * indented by three or more spaces or a tab, ended by the first empty line.
 *
 * When is the top block a title page? A first line starting 'Fade' means none, and `FADE IN:` or
 * `CUT TO:` are key-shaped, so they alone must not make one. Chosen rule: the block is a title
 * page when its first line does not start with 'Fade', every line is a `Key: value` line or an
 * indented continuation, and at least one key is a known title-page key. "Ending after two blank
 * lines" is read as the two line breaks that make one empty line (Fountain 1.1).
 */
import type { TitlePage } from '../../model'
import { emptyTitlePage } from '../../model'
import { escapeInline, stripInline } from './inline'

const KEY_LINE = /^([A-Za-z][A-Za-z0-9 _'-]{0,39}):(.*)$/
const CONTINUATION = /^(?:\t| {3,})/

/** Keys recognised as title-page keys: those Fountain tools commonly accept. */
const KNOWN_KEYS = new Set([
  'title',
  'credit',
  'author',
  'authors',
  'source',
  'draft date',
  'draft',
  'date',
  'contact',
  'copyright',
  'notes',
  'revision',
  'revisions',
])

/** Keys mapped onto TitlePage fields; everything else goes to `extra`. */
const FIELD_FOR_KEY: Record<string, keyof Omit<TitlePage, 'extra'>> = {
  title: 'title',
  credit: 'credit',
  author: 'author',
  authors: 'author',
  source: 'source',
  'draft date': 'draft',
  contact: 'contact',
}

export function isKeyLine(line: string): boolean {
  return KEY_LINE.test(line)
}

/** The field a key maps to (case-insensitive), if any. */
export function fieldForKey(key: string): keyof Omit<TitlePage, 'extra'> | undefined {
  const k = key.trim().toLowerCase()
  // Own keys only: a key such as "Constructor" is the writer's, not Object's.
  return Object.hasOwn(FIELD_FOR_KEY, k) ? FIELD_FOR_KEY[k] : undefined
}

export interface TitlePageResult {
  titlePage: TitlePage
  /** Index of the first body line (after the empty line that ends the title page). */
  bodyStart: number
  present: boolean
}

/** Reads a title page from the top of `lines` (already free of boneyard, line endings normalised). */
export function readTitlePage(lines: readonly string[]): TitlePageResult {
  const none: TitlePageResult = { titlePage: emptyTitlePage(), bodyStart: 0, present: false }
  const first = lines[0]
  if (first === undefined || !KEY_LINE.test(first) || /^fade/i.test(first)) return none
  const entries: { key: string; lines: string[] }[] = []
  let known = false
  let i = 0
  for (; i < lines.length; i++) {
    const line = lines[i]
    if (line.trim() === '') break
    const m = KEY_LINE.exec(line)
    if (m && !CONTINUATION.test(line)) {
      const key = m[1].trim()
      if (KNOWN_KEYS.has(key.toLowerCase())) known = true
      const value = m[2].trim()
      entries.push({ key, lines: value ? [value] : [] })
    } else if (CONTINUATION.test(line) && entries.length > 0) {
      entries[entries.length - 1].lines.push(line.trim())
    } else return none
  }
  if (!known) return none
  const titlePage = emptyTitlePage()
  const extra: { key: string; value: string }[] = []
  for (const e of entries) {
    const value = e.lines.map(stripInline).join('\n')
    const field = fieldForKey(e.key)
    if (field) {
      if (value) titlePage[field] = titlePage[field] ? `${titlePage[field]}\n${value}` : value
    }
    else extra.push({ key: e.key, value })
  }
  if (extra.length) titlePage.extra = extra
  return { titlePage, bodyStart: i < lines.length ? i + 1 : i, present: true }
}

const WRITE_ORDER: [keyof Omit<TitlePage, 'extra'>, string][] = [
  ['title', 'Title'],
  ['credit', 'Credit'],
  ['author', 'Author'],
  ['source', 'Source'],
  ['draft', 'Draft date'],
  ['contact', 'Contact'],
]

/** True when the title page has anything worth writing. */
export function hasTitlePage(tp: TitlePage): boolean {
  return WRITE_ORDER.some(([f]) => tp[f].trim() !== '') || (tp.extra?.length ?? 0) > 0
}

/**
 * Writes the title page lines (without the empty line that ends it). `Title:` always comes first,
 * even when empty, so the block is recognised by its known key whatever else it holds.
 */
export function writeTitlePage(tp: TitlePage): string[] {
  const out: string[] = []
  const entry = (key: string, value: string) => {
    const lines = value
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
    if (lines.length <= 1) out.push(lines.length ? `${key}: ${escapeInline(lines[0])}` : `${key}:`)
    else {
      out.push(`${key}:`)
      for (const l of lines) out.push(`    ${escapeInline(l)}`)
    }
  }
  for (const [field, key] of WRITE_ORDER) {
    if (field === 'title' || tp[field].trim() !== '') entry(key, tp[field])
  }
  for (const e of tp.extra ?? []) entry(e.key, e.value)
  return out
}
