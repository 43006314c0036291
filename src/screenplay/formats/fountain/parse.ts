/**
 * Fountain 1.1 reader: text in, domain `Script` out. One linear pass over the lines after
 * normalising line endings and removing boneyard.
 *
 * Choices where the syntax is silent or parsers disagree (each has a test in parse.test.ts):
 * - One element per paragraph. Each extra empty line between two elements is one empty action
 *   element; empty lines before the first element (also right after a title page) and after the
 *   last are ignored (Jouvence keeps those as empty action; a stray blank line after the title
 *   page should not put an empty paragraph at the top of the script).
 * - A line of exactly two spaces is an empty line inside the current element; any other
 *   white-space-only line is blank.
 * - Boneyard nests (see `cutBoneyard`); an unclosed `/*` stays as literal text. A line
 *   emptied by boneyard is dropped, and a boneyard paragraph takes one of its surrounding blank
 *   lines with it, so hidden text never leaves empty actions behind.
 * - A note on its own line(s) is a note element. An inline note inside another element is taken
 *   out of that element's text and becomes a note element placed right after that element.
 *   A note broken by a truly empty line is not a note (literal text).
 * - Dual dialogue: `^` marks the right column; the dialogue block just before (notes skipped)
 *   becomes the left column. With no such block, or if it is already dual, the caret is ignored.
 * - Lyrics: every `~` line is lyrics, inside a dialogue block (keeping the block) or on its own;
 *   consecutive `~` lines are one element.
 * - `!!` starts a shot (Beat's convention; Fountain has no shot element).
 * - `FADE OUT.`, `FADE TO BLACK.`, `CUT TO BLACK.` are transitions like `... TO:`.
 * - Characters: (CONT'D) and (CONTINUED) are stripped; other extensions stay in the
 *   text. A heading-shaped line is never a character.
 */
import type { Script, ScriptElement, StyleSpan } from '../../model'
import { classifyLine, isBlankLine, SCENE_NUMBER } from './classify'
import { isEscapedAt, parseInline } from './inline'
import { readTitlePage } from './title-page'

/** Marks where boneyard text was cut out; any such character in the input is dropped first. */
const CUT = '\uE000'
/** Marks a cut boneyard that held an empty line: it separated paragraphs, so it still does. */
const CUT_BREAK = '\uE001'

export function parseFountainBare(input: string): Script {
  let text = input
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (/[\uE000\uE001]/.test(text)) text = text.replace(/[\uE000\uE001]/g, '')
  if (text.indexOf('\r') >= 0) text = text.replace(/\r\n?/g, '\n')
  if (text.indexOf('/*') >= 0) text = cutBoneyard(text)
  let lines = text.split('\n')
  if (/[\uE000\uE001]/.test(text)) lines = dropBoneyardLines(lines)

  // Notes may sit above the title page (afterwriting users do this); they open the body.
  const lead = leadingNotes(lines)
  let tp = readTitlePage(lead > 0 ? lines.slice(lead) : lines)
  let from = 0
  if (lead > 0 && tp.present) from = lead
  else if (lead > 0) tp = readTitlePage(lines)
  const notes = from > 0 ? lines.slice(0, from) : []
  const gap = notes.length && notes[notes.length - 1].trim() !== '' ? [''] : []
  // concat, not spread: a script has thousands of lines, and spread walks each through an iterator.
  const body = notes.concat(gap, lines.slice(from + tp.bodyStart))
  for (let i = 0; i < body.length; i++) if (body[i].indexOf('\t') >= 0) body[i] = body[i].replace(/\t/g, '    ')
  return { titlePage: tp.titlePage, elements: new BodyParser(body).run() }
}


/**
 * Replaces each boneyard with one CUT mark. Boneyards nest (`/* a /* b *∕ c *∕` is one), as in
 * aw-parser, so commenting out a region that already holds a boneyard works. A `*∕` with no open
 * boneyard is literal. If the text ends inside an unclosed boneyard, its opener is literal and the
 * rest is read with the simple rule (each `/*` closed by the next `*∕`), which keeps this linear.
 */
function cutBoneyard(text: string): string {
  let out = ''
  let pos = 0 // start of text not yet copied
  let i = 0
  let depth = 0
  let start = -1
  const n = text.length
  while (i < n - 1) {
    const c = text.charCodeAt(i)
    if (c === 47 /* / */ && text.charCodeAt(i + 1) === 42 /* * */ && !isEscapedAt(text, i)) {
      if (depth === 0) start = i
      depth++
      i += 2
    } else if (c === 42 && text.charCodeAt(i + 1) === 47 && depth > 0 && !isEscapedAt(text, i)) {
      depth--
      i += 2
      if (depth === 0) {
        out += text.slice(pos, start) + cutMark(text, start, i)
        pos = i
      }
    } else i++
  }
  if (depth > 0) {
    // Unclosed: keep the outer opener as text, then pair the rest simply.
    out += text.slice(pos, start + 2)
    pos = start + 2
    for (;;) {
      let open = text.indexOf('/*', pos)
      while (open >= 0 && isEscapedAt(text, open)) open = text.indexOf('/*', open + 1)
      if (open < 0) break
      let close = text.indexOf('*/', open + 2)
      while (close >= 0 && isEscapedAt(text, close)) close = text.indexOf('*/', close + 1)
      if (close < 0) break
      out += text.slice(pos, open) + cutMark(text, open, close + 2)
      pos = close + 2
    }
  }
  return out + text.slice(pos)
}

function cutMark(text: string, from: number, to: number): string {
  return /\n[ \t]*\n/.test(text.slice(from, to)) ? CUT_BREAK : CUT
}

/** Number of lines taken by whole-line notes (and blank lines) at the top of the file. */
function leadingNotes(lines: readonly string[]): number {
  let i = 0
  let end = 0
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++
      continue
    }
    if (!lines[i].trimStart().startsWith(NOTE_OPEN)) break
    let j = i
    while (j < lines.length && lines[j].trim() !== '' && !lines[j].trimEnd().endsWith(NOTE_CLOSE)) j++
    if (j >= lines.length || lines[j].trim() === '') break
    i = j + 1
    end = i
  }
  while (end < lines.length && lines[end].trim() === '') end++
  return end
}

function dropBoneyardLines(lines: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!/[\uE000\uE001]/.test(line)) {
      out.push(line)
      continue
    }
    const parts = line.split(/[\uE000\uE001]/)
    if (parts.join('').trim() === '') {
      // A whole paragraph of boneyard: take the blank line after it too when blank lines surround it.
      const before = out.length === 0 || isBlankLine(out[out.length - 1])
      const after = i + 1 >= lines.length || isBlankLine(lines[i + 1])
      if (before && i + 1 < lines.length && isBlankLine(lines[i + 1]) && !/[\uE000\uE001]/.test(lines[i + 1])) i++
      else if (!before && !after && line.indexOf(CUT_BREAK) >= 0) out.push('')
      continue
    }
    // Join the pieces, leaving one space where both sides had one.
    const pieces = [parts[0]]
    for (let k = 1; k < parts.length; k++) {
      let next = parts[k]
      const prev = pieces[pieces.length - 1]
      if (prev && isSpace(prev[prev.length - 1]) && next && isSpace(next[0])) {
        pieces[pieces.length - 1] = prev.trimEnd()
        next = ' ' + next.trimStart()
      }
      pieces.push(next)
    }
    out.push(pieces.join(''))
  }
  return out
}

type OpenKind = 'action' | 'dialogue' | 'centered' | 'lyrics' | 'synopsis'

interface Open {
  type: OpenKind
  lines: string[]
  dual?: 'left' | 'right'
}

interface Block {
  dual?: 'left' | 'right'
}

const NOTE_OPEN = '[['
const NOTE_CLOSE = ']]'
/** A note may span this many lines; beyond that it is taken as unclosed (keeps hostile input linear). */
const NOTE_LOOKAHEAD = 400

class BodyParser {
  private readonly out: ScriptElement[] = []
  private open: Open | null = null
  private block: Block | null = null
  private pendingNotes: string[] = []

  constructor(private readonly lines: string[]) {}

  run(): ScriptElement[] {
    const { lines } = this
    const n = lines.length
    let blankRun = 0
    let seenContent = false
    let i = 0
    while (i < n) {
      const line = lines[i]
      if (isBlankLine(line)) {
        this.closeOpen()
        this.block = null
        blankRun++
        i++
        continue
      }
      const prevBlank = i === 0 || isBlankLine(lines[i - 1])
      if (blankRun > 0 || i === 0) {
        if (seenContent) for (let k = 1; k < blankRun; k++) this.out.push({ type: 'action', text: '' })
        blankRun = 0
      }
      seenContent = true
      // A note left open on this line may close on a following line before any empty line.
      let logical = line
      let last = i
      if (line.indexOf(NOTE_OPEN) >= 0 && hasUnclosedNote(line)) {
        const end = Math.min(n, i + 1 + NOTE_LOOKAHEAD)
        for (let j = i + 1; j < end && !isBlankLine(lines[j]); j++) {
          if (lines[j].indexOf(NOTE_CLOSE) < 0) continue
          const joined = lines.slice(i, j + 1).join('\n')
          if (!hasUnclosedNote(joined)) {
            logical = joined
            last = j
            break
          }
        }
      }
      const nextBlank = last + 1 >= n || isBlankLine(lines[last + 1])
      let clean = logical
      if (logical.indexOf(NOTE_OPEN) >= 0) {
        const r = extractNotes(logical)
        clean = r.clean
        if (r.notes.length && clean.trim() === '') {
          // A note on its own line: its own element, without ending a dialogue block.
          this.closeOpen()
          for (const note of r.notes) this.out.push(noteElement(note))
          i = last + 1
          continue
        }
        for (const note of r.notes) this.pendingNotes.push(note)
      }
      if (this.block) this.blockLine(clean)
      else this.bodyLine(clean, prevBlank, nextBlank)
      if (!this.open) this.flushNotes()
      i = last + 1
    }
    this.closeOpen()
    this.flushNotes()
    return this.out
  }

  private blockLine(raw: string): void {
    const t = raw.trim()
    const dual = this.block!.dual
    if (t === '') {
      this.append('dialogue', '', dual)
    } else if (t[0] === '(' && t[t.length - 1] === ')' && t.length >= 2 && !isEscapedAt(t, t.length - 1)) {
      this.closeOpen()
      this.push({ type: 'parenthetical', ...inline(t.slice(1, -1).trim()) }, dual)
    } else if (t[0] === '~') {
      this.append('lyrics', t.slice(1).trim(), dual)
    } else {
      this.append('dialogue', t, dual)
    }
  }

  private bodyLine(raw: string, prevBlank: boolean, nextBlank: boolean): void {
    const kind = classifyLine(raw, prevBlank, nextBlank)
    const t = raw.trim()
    switch (kind) {
      case 'page-break':
        this.closeOpen()
        this.out.push({ type: 'page-break', text: '' })
        return
      case 'section': {
        this.closeOpen()
        let depth = 0
        while (t[depth] === '#') depth++
        this.out.push({ type: 'section', ...inline(t.slice(depth).trim()), depth })
        return
      }
      case 'synopsis':
        this.append('synopsis', t.slice(1).trim())
        return
      case 'forced-action': {
        const rest = raw.trimStart().slice(1)
        this.append('action', rest)
        return
      }
      case 'shot':
        this.closeOpen()
        this.out.push({ type: 'shot', ...inline(t.slice(2).trim()) })
        return
      case 'forced-character':
        this.startBlock(t.slice(1).trim())
        return
      case 'character':
        this.startBlock(t)
        return
      case 'lyrics':
        this.append('lyrics', t.slice(1).trim())
        return
      case 'forced-heading':
        this.heading(t.slice(1).trim())
        return
      case 'heading':
        this.heading(t)
        return
      case 'centered':
        this.append('centered', t.slice(1, -1).trim())
        return
      case 'forced-transition':
        this.closeOpen()
        this.out.push({ type: 'transition', ...inline(t.slice(1).trim()) })
        return
      case 'transition':
        this.closeOpen()
        this.out.push({ type: 'transition', ...inline(t) })
        return
      case 'empty':
        if (this.open) this.open.lines.push('')
        else this.open = { type: 'action', lines: [''] }
        return
      case 'action':
        this.append('action', raw)
        return
    }
  }

  private heading(t: string): void {
    this.closeOpen()
    let text = t
    let sceneNumber: string | undefined
    const m = SCENE_NUMBER.exec(text)
    if (m) {
      sceneNumber = m[1]
      text = text.slice(0, m.index).trim()
    }
    const el: ScriptElement = { type: 'scene-heading', ...inline(text) }
    if (sceneNumber !== undefined) el.sceneNumber = sceneNumber
    // ".OMITTED #10#": a numbered scene cut after the numbers were locked.
    if (sceneNumber !== undefined && el.text.toUpperCase() === 'OMITTED') el.omitted = true
    this.out.push(el)
  }

  private startBlock(cue: string): void {
    this.closeOpen()
    let name = cue
    let right = false
    if (name.endsWith('^') && !isEscapedAt(name, name.length - 1)) {
      right = true
      name = name.slice(0, -1).trimEnd()
    }
    name = stripContd(name)
    let dual: 'left' | 'right' | undefined
    if (right && this.markLeft()) dual = 'right'
    this.block = { dual }
    this.push({ type: 'character', ...inline(name) }, dual)
  }

  /** Marks the dialogue block just before (notes skipped) as the left column, if there is one. */
  private markLeft(): boolean {
    const out = this.out
    let k = out.length - 1
    while (k >= 0 && out[k].type === 'note') k--
    if (k < 0) return false
    const t = out[k].type
    if (t !== 'dialogue' && t !== 'parenthetical' && t !== 'lyrics' && t !== 'character') return false
    let c = k
    while (c >= 0 && out[c].type !== 'character') {
      const ty = out[c].type
      if (ty !== 'note' && ty !== 'dialogue' && ty !== 'parenthetical' && ty !== 'lyrics') return false
      c--
    }
    if (c < 0 || out[c].dual) return false
    for (let m = c; m <= k; m++) if (out[m].type !== 'note') out[m].dual = 'left'
    return true
  }

  /** Adds a line to the open element of that kind, or opens one. */
  private append(type: OpenKind, line: string, dual?: 'left' | 'right'): void {
    if (this.open && this.open.type === type) {
      this.open.lines.push(line)
      return
    }
    this.closeOpen()
    this.open = { type, lines: [line], dual }
  }

  private closeOpen(): void {
    const o = this.open
    if (!o) return
    this.open = null
    this.push({ type: o.type, ...inline(o.lines.join('\n')) }, o.dual)
    this.flushNotes()
  }

  private push(el: ScriptElement, dual?: 'left' | 'right'): void {
    if (dual) el.dual = dual
    this.out.push(el)
  }

  private flushNotes(): void {
    if (this.pendingNotes.length === 0) return
    for (const note of this.pendingNotes) this.out.push(noteElement(note))
    this.pendingNotes = []
  }
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || /\s/.test(ch)
}

function inline(src: string): { text: string; styles?: StyleSpan[] } {
  const r = parseInline(src)
  return r.styles.length ? { text: r.text, styles: r.styles } : { text: r.text }
}

function noteElement(raw: string): ScriptElement {
  // Lines trimmed; empty lines at the start and end (brackets on their own lines) dropped.
  const body = raw
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '')
  return { type: 'note', ...inline(body) }
}

/** Index of the next unescaped occurrence of `token` at or after `from`, or -1. */
function findUnescaped(s: string, token: string, from: number): number {
  let at = s.indexOf(token, from)
  while (at >= 0 && isEscapedAt(s, at)) at = s.indexOf(token, at + 1)
  return at
}

function hasUnclosedNote(s: string): boolean {
  let pos = 0
  for (;;) {
    const open = findUnescaped(s, NOTE_OPEN, pos)
    if (open < 0) return false
    const close = findUnescaped(s, NOTE_CLOSE, open + 2)
    if (close < 0) return true
    pos = close + 2
  }
}

/** Takes `[[notes]]` out of a line; where a note sat between two spaces, one space is kept. */
function extractNotes(s: string): { clean: string; notes: string[] } {
  const notes: string[] = []
  const segs: string[] = []
  let pos = 0
  for (;;) {
    const open = findUnescaped(s, NOTE_OPEN, pos)
    if (open < 0) break
    const close = findUnescaped(s, NOTE_CLOSE, open + 2)
    if (close < 0) break
    notes.push(s.slice(open + 2, close))
    segs.push(s.slice(pos, open))
    pos = close + 2
  }
  if (notes.length === 0) return { clean: s, notes }
  segs.push(s.slice(pos))
  // Pieces in an array: reading the last character of a growing string would flatten it each time.
  const pieces: string[] = [segs[0]]
  let lastChar = segs[0] ? segs[0][segs[0].length - 1] : ''
  for (let k = 1; k < segs.length; k++) {
    const seg = lastChar === '' || isSpace(lastChar) ? segs[k].replace(/^\s+/, '') : segs[k]
    pieces.push(seg)
    if (seg) lastChar = seg[seg.length - 1]
  }
  let clean = pieces.join('')
  if (segs[segs.length - 1].trim() === '') clean = clean.trimEnd()
  return { clean, notes }
}

const CONT = `(?:CONT['’]?D|CONTINUED|CONT\\.)`
/** "(CONT'D)" alone, ", CONT'D)" closing a longer extension, "(CONT'D, " opening one. */
const CONT_ALONE = new RegExp(`\\s*\\(\\s*${CONT}\\s*\\)`, 'gi')
const CONT_LAST = new RegExp(`\\s*[,;/]\\s*${CONT}\\s*\\)`, 'gi')
const CONT_FIRST = new RegExp(`\\(\\s*${CONT}\\s*[,;/]\\s*`, 'gi')

/** Removes (CONT'D) and (CONTINUED), alone or inside a combined extension like (V.O., CONT'D). */
export function stripContd(name: string): string {
  return name.replace(CONT_ALONE, '').replace(CONT_LAST, ')').replace(CONT_FIRST, '(').trim()
}
