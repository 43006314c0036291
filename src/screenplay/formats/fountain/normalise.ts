/**
 * The part of the domain model Fountain can carry. `writeFountain` writes
 * `normaliseForFountain(script)`, and reading that file back gives exactly that script
 * (the property test checks it). What gets normalised, and why:
 * - Strikethrough is dropped (Fountain has no markup for it).
 * - Styles: see `expressibleSpans` in inline.ts (no strike, nothing on line breaks or on white
 *   space at a span's edge, underline on whole words, crossing spans reduced until the markup
 *   reads back exactly).
 * - Tabs become four spaces, CR/CRLF become '\n' (the reader does the same).
 * - Single-line kinds (heading, character, parenthetical, transition, shot, section) have line
 *   breaks turned into spaces and are trimmed; lines of dialogue, lyrics, centered, note and
 *   synopsis are trimmed; white-space-only action lines become empty lines.
 * - Character names keep the case the writer typed ("McCLANE"): the writer marks a cue that would
 *   not read as one with '@'; (CONT'D) / (CONTINUED) are removed.
 * - Empty elements are dropped except action and page break.
 * - Dialogue, parenthetical and lyrics only exist inside a dialogue block (a character followed by
 *   them): outside one, parenthetical and dialogue become action; a character with nothing after
 *   it becomes action. Consecutive dialogue (or lyrics) elements of a block merge with '\n'.
 * - `dual` is kept only on a well-formed pair: a block marked right directly after (notes
 *   skipped) a block that becomes left. `sceneNumber` only on headings (alphanumerics, '.', '-'),
 *   `depth` only on sections (integer ≥ 1).
 * - Title-page values: lines trimmed, empty lines dropped; extras whose key is a title-page field
 *   are merged into it; extras with keys Fountain cannot write are dropped.
 */
import type { Script, ScriptElement, StyleSpan, TitlePage } from '../../model'
import { canonicalSpans, expressibleSpans } from './inline'
import { stripContd } from './parse'
import { fieldForKey } from './title-page'

const SINGLE_LINE = new Set(['scene-heading', 'character', 'parenthetical', 'transition', 'shot', 'section'])
const TRIM_LINES = new Set(['dialogue', 'lyrics', 'centered', 'note', 'synopsis'])
const BLOCK_MEMBERS = new Set(['parenthetical', 'dialogue', 'lyrics'])
const WS = /\s/
const KEY = /^[A-Za-z][A-Za-z0-9 _'-]{0,39}$/
const SCENE_NO = /^[\p{L}\p{N}.-]+$/u

interface Editable {
  text: string
  styles: StyleSpan[]
}

/** Rewrites text char by char (each char to any string), carrying spans along. */
function transform(el: Editable, fn: (ch: string, i: number, text: string) => string): Editable {
  const { text } = el
  const pos = new Array<number>(text.length + 1)
  let out = ''
  for (let i = 0; i < text.length; i++) {
    pos[i] = out.length
    out += fn(text[i], i, text)
  }
  pos[text.length] = out.length
  const styles = el.styles.map((s) => ({ start: pos[Math.min(s.start, text.length)], end: pos[Math.min(s.end, text.length)], style: s.style }))
  return { text: out, styles: canonicalSpans(out.length, styles) }
}

/** Deletes characters where `drop` is true. */
function deleteWhere(el: Editable, drop: (i: number) => boolean): Editable {
  return transform(el, (ch, i) => (drop(i) ? '' : ch))
}

/** Marks leading and trailing white space of every line. */
function edgeWhitespace(text: string): boolean[] {
  const drop = new Array<boolean>(text.length).fill(false)
  let start = 0
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    let a = start
    while (a < end && WS.test(text[a])) drop[a++] = true
    let b = end - 1
    while (b >= a && WS.test(text[b])) drop[b--] = true
    start = end + 1
  }
  return drop
}

function normaliseText(el: ScriptElement): Editable {
  let e: Editable = { text: el.text ?? '', styles: canonicalSpans((el.text ?? '').length, el.styles ?? []) }
  // Line endings, tabs and the reader's private boneyard mark.
  if (/[\r\t\uE000]/.test(e.text)) {
    e = transform(e, (ch, i, t) => (ch === '\r' ? (t[i + 1] === '\n' ? '' : '\n') : ch === '\t' ? '    ' : ch === '\uE000' ? '' : ch))
  }
  const type = el.type
  if (type === 'page-break') return { text: '', styles: [] }
  if (SINGLE_LINE.has(type)) {
    if (e.text.includes('\n')) e = transform(e, (ch) => (ch === '\n' ? ' ' : ch))
    const drop = edgeWhitespace(e.text)
    if (drop.some(Boolean)) e = deleteWhere(e, (i) => drop[i])
  } else if (TRIM_LINES.has(type)) {
    const drop = edgeWhitespace(e.text)
    if (drop.some(Boolean)) e = deleteWhere(e, (i) => drop[i])
    if (type === 'note' && /^\n|\n$/.test(e.text)) {
      const lead = e.text.length - e.text.replace(/^\n+/, '').length
      const tail = e.text.length - e.text.replace(/\n+$/, '').length
      const len = e.text.length
      e = deleteWhere(e, (i) => i < lead || i >= len - tail)
    }
  } else if (type === 'action') {
    // White-space-only lines are empty lines.
    const drop = new Array<boolean>(e.text.length).fill(false)
    let start = 0
    while (start <= e.text.length) {
      let end = e.text.indexOf('\n', start)
      if (end < 0) end = e.text.length
      if (e.text.slice(start, end).trim() === '') for (let k = start; k < end; k++) drop[k] = true
      start = end + 1
    }
    if (drop.some(Boolean)) e = deleteWhere(e, (i) => drop[i])
  }
  if (type === 'character') {
    const stripped = stripContd(e.text)
    if (stripped !== e.text) e = { text: stripped, styles: [] }
  }
  return { text: e.text, styles: expressibleSpans(e.text, e.styles) }
}

function element(type: ScriptElement['type'], e: Editable): ScriptElement {
  return e.styles.length ? { type, text: e.text, styles: e.styles } : { type, text: e.text }
}

export function normaliseTitlePage(tp: TitlePage): TitlePage {
  const clean = (v: string | undefined) =>
    (v ?? '')
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .join('\n')
  const out: TitlePage = {
    title: clean(tp.title),
    credit: clean(tp.credit),
    author: clean(tp.author),
    source: clean(tp.source),
    draft: clean(tp.draft),
    contact: clean(tp.contact),
  }
  const extra: { key: string; value: string }[] = []
  for (const e of tp.extra ?? []) {
    const key = e.key.trim()
    if (!KEY.test(key)) continue
    const value = clean(e.value)
    const field = fieldForKey(key)
    if (field) {
      if (value) out[field] = out[field] ? `${out[field]}\n${value}` : value
    } else extra.push({ key, value })
  }
  if (extra.length) out.extra = extra
  return out
}

export function normaliseForFountainBare(script: Script): Script {
  // 1. Text, spans and per-kind fields; drop empty non-action elements.
  const els: ScriptElement[] = []
  for (const src of script.elements) {
    const e = normaliseText(src)
    if (e.text === '' && src.type !== 'action' && src.type !== 'page-break') continue
    const el = element(src.type, e)
    if (src.type === 'scene-heading' && src.sceneNumber !== undefined && SCENE_NO.test(src.sceneNumber)) el.sceneNumber = src.sceneNumber
    if (src.type === 'section') el.depth = Number.isInteger(src.depth) && (src.depth as number) >= 1 ? src.depth : 1
    if (src.type === 'character' && src.dual) el.dual = src.dual
    els.push(el)
  }

  // 2. Block structure: orphans become action, consecutive dialogue/lyrics merge.
  const out: ScriptElement[] = []
  let inBlock = false
  for (let i = 0; i < els.length; i++) {
    const el = els[i]
    if (el.type === 'character') {
      const next = els[i + 1]
      if (next && (BLOCK_MEMBERS.has(next.type) || next.type === 'note')) {
        inBlock = true
        out.push(el)
      } else {
        inBlock = false
        const { dual: _d, ...rest } = el
        out.push(normaliseAsAction(rest))
      }
      continue
    }
    if (el.type === 'note') {
      out.push(el)
      continue
    }
    if (BLOCK_MEMBERS.has(el.type)) {
      if (!inBlock) {
        if (el.type === 'lyrics') out.push(el)
        else if (el.type === 'parenthetical') out.push(normaliseAsAction(wrapParens(el)))
        else out.push(normaliseAsAction(el))
        continue
      }
      const prev = out[out.length - 1]
      if ((el.type === 'dialogue' || el.type === 'lyrics') && prev && prev.type === el.type) {
        out[out.length - 1] = joinLines(prev, el)
        continue
      }
      out.push(el)
      continue
    }
    inBlock = false
    out.push(el)
  }

  // 3. Dual dialogue: only well-formed left/right pairs survive.
  applyDual(out)
  return { titlePage: normaliseTitlePage(script.titlePage), elements: out }
}

function normaliseAsAction(el: ScriptElement): ScriptElement {
  return element('action', normaliseText({ type: 'action', text: el.text, styles: el.styles }))
}

function wrapParens(el: ScriptElement): ScriptElement {
  const styles = (el.styles ?? []).map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 }))
  return { type: 'action', text: `(${el.text})`, styles }
}

function joinLines(a: ScriptElement, b: ScriptElement): ScriptElement {
  const off = a.text.length + 1
  const styles = canonicalSpans(off + b.text.length, [...(a.styles ?? []), ...(b.styles ?? []).map((s) => ({ ...s, start: s.start + off, end: s.end + off }))])
  const el: ScriptElement = { type: a.type, text: `${a.text}\n${b.text}` }
  if (styles.length) el.styles = styles
  return el
}

interface BlockSpan {
  start: number
  /** Last element of the block that is not a note. */
  end: number
  wantsRight: boolean
}

function applyDual(els: ScriptElement[]): void {
  const blocks: BlockSpan[] = []
  for (let i = 0; i < els.length; i++) {
    if (els[i].type !== 'character') continue
    let end = i
    let k = i + 1
    while (k < els.length && (BLOCK_MEMBERS.has(els[k].type) || els[k].type === 'note')) {
      if (els[k].type !== 'note') end = k
      k++
    }
    blocks.push({ start: i, end, wantsRight: els[i].dual === 'right' })
  }
  const side: ('left' | 'right' | undefined)[] = blocks.map(() => undefined)
  for (let b = 1; b < blocks.length; b++) {
    if (!blocks[b].wantsRight || side[b - 1] !== undefined) continue
    let adjacent = true
    for (let k = blocks[b - 1].end + 1; k < blocks[b].start; k++) if (els[k].type !== 'note') adjacent = false
    if (!adjacent) continue
    side[b - 1] = 'left'
    side[b] = 'right'
  }
  for (const el of els) delete el.dual
  blocks.forEach((blk, b) => {
    const s = side[b]
    if (!s) return
    for (let k = blk.start; k <= blk.end; k++) if (els[k].type !== 'note') els[k].dual = s
  })
}
