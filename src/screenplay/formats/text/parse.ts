/**
 * Plain-text import: element types inferred from indentation, tabs counting 4:
 * - indent ≥ 40 → transition (also an all-caps line ending in TO: further left);
 * - indent 15–35, mostly capitals, followed by a line further left at 5–20 → character, then
 *   dialogue (5–20) and parentheticals (a line starting with '(' up to the one ending with ')')
 *   until an empty line;
 * - indent 5–20 and mostly lower case → dialogue; '(' → parenthetical;
 * - a line centred in 60 columns → centered;
 * - left margin: INT./EXT./EST./I/E headings, `[[notes]]`, `# sections`, `= synopses`, a lone
 *   line of capitals → heading after two blank lines (as headings are written), a shot when it
 *   has the camera's words, else action;
 * - parentheticals keep their parentheses, as everywhere in the model;
 * - a form feed → page break; a first page of only indented lines followed by a form feed →
 *   title page.
 * Wrapped lines are joined back with the widths of layout.ts: a break is kept as '\n' when the
 * next word would have fitted (the writer meant it), else it becomes a space.
 */
import type { ElementKind, Script, ScriptElement, TitlePage } from '../../model'
import { emptyTitlePage } from '../../model'
import { HEADING, LINE_WIDTH, NUMBERED_HEADING, WIDTH, unwrap } from './layout'

export const EMPTY_FILE_MESSAGE = 'File contains only empty lines.'


interface Line {
  indent: number
  text: string
}

function measure(raw: string): Line {
  let indent = 0
  let i = 0
  for (; i < raw.length; i++) {
    const c = raw[i]
    if (c === ' ') indent++
    else if (c === '\t') indent += 4
    else break
  }
  return { indent, text: raw.slice(i).replace(/\t/g, '    ').trimEnd() }
}

/** Share of cased letters that are capitals; 1 when the text has no cased letters. */
function capsRatio(s: string): number {
  let upper = 0
  let cased = 0
  for (const ch of s) {
    const u = ch.toUpperCase()
    const l = ch.toLowerCase()
    if (u === l) continue
    cased++
    if (ch === u) upper++
  }
  return cased === 0 ? 1 : upper / cased
}

/** A lone line of capitals at the margin: a heading (after two blank lines) or perhaps a shot. */
function isLoneCapitals(t: string, next: Line | undefined): boolean {
  const alone = !next || next.text === '' || next.text === '\f'
  return alone && t.length <= LINE_WIDTH && /\p{Lu}/u.test(t) && capsRatio(t) === 1
}

/**
 * Shots, known by the camera's words ("CLOSE ON BOB", "ANGLE ON THE DOOR", "BOB'S POV", "INSERT -
 * THE LETTER"). A lone line of capitals without them is action: writers type secondary places
 * ("IN THE KITCHEN") and sounds as action in capitals, and those print the same either way.
 */
const SHOT_WORDS =
  /^(?:ANGLE|CLOSE|EXTREME|ECU|CU|MCU|INSERT|WIDE|MEDIUM|FULL SHOT|LONG SHOT|TWO[- ]SHOT|THREE[- ]SHOT|OVER THE|OTS|REVERSE|NEW ANGLE|BACK TO SCENE|TRACKING|AERIAL|PAN|TILT|ZOOM|PUSH IN|PULL BACK|DOLLY|CRANE|HIGH ANGLE|LOW ANGLE|OVERHEAD|POV|P\.O\.V\.|SERIES OF SHOTS|SPLIT SCREEN|ESTABLISHING|FAVORING)\b|\b(?:POV|P\.O\.V\.?|SHOT|ANGLE)$/
const isShot = (t: string) => SHOT_WORDS.test(t) && !/[.!?]$/.test(t.replace(/P\.O\.V\.$/, 'POV'))

/** Parentheticals are written at 16, speech at 10: a line from 13 in that opens with '(' is a parenthetical. */
const PAREN_MIN_INDENT = 13

const isCentred = (l: Line) => Math.abs(l.indent - (LINE_WIDTH - l.indent - l.text.length)) <= 2 && l.indent >= 5

/**
 * The lines of text[from, to), measured one at a time as they are read, so a long file never
 * holds all its lines at once. A form feed inside a line splits it: the page break gets a line of
 * its own. `peek` shows the line `next` will give.
 */
class LineReader {
  private at: number
  private readonly queue: Line[] = []
  private readonly hasFormFeed: boolean

  constructor(
    private readonly text: string,
    from = 0,
    private readonly to = text.length,
  ) {
    this.at = from
    const formFeed = text.indexOf('\f', from)
    this.hasFormFeed = formFeed >= 0 && formFeed < to
  }

  next(): Line | undefined {
    this.fill()
    return this.queue.shift()
  }

  peek(): Line | undefined {
    this.fill()
    return this.queue[0]
  }

  private fill(): void {
    if (this.queue.length || this.at > this.to) return
    let end = this.text.indexOf('\n', this.at)
    if (end < 0 || end > this.to) end = this.to
    const raw = this.text.slice(this.at, end)
    this.at = end + 1
    if (this.hasFormFeed && raw.includes('\f')) {
      raw.split('\f').forEach((piece, i) => {
        if (i > 0) this.queue.push({ indent: 0, text: '\f' })
        this.queue.push(measure(piece))
      })
    } else this.queue.push(measure(raw))
  }
}

export function parsePlainText(input: string): Script {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  text = text.replace(/\r\n?/g, '\n')
  if (text.trim() === '') throw new Error(EMPTY_FILE_MESSAGE)

  const ff = text.indexOf('\f')
  const titleLines = ff >= 0 ? titlePageLines(new LineReader(text, 0, ff)) : null
  if (titleLines) return { titlePage: readTitlePage(titleLines), elements: readBody(new LineReader(text, ff + 1)) }
  return { titlePage: emptyTitlePage(), elements: readBody(new LineReader(text)) }
}

/**
 * The first page's lines when they make a title page: only indented lines, one of them centred.
 * A page that is not one is read no further than its first line at the margin.
 */
function titlePageLines(page: LineReader): Line[] | null {
  const lines: Line[] = []
  let text = false
  let centred = false
  for (let l = page.next(); l; l = page.next()) {
    lines.push(l)
    if (l.text === '') continue
    if (l.indent < 5) return null
    text = true
    centred ||= isCentred(l)
  }
  return text && centred ? lines : null
}

function groups(lines: readonly Line[]): Line[][] {
  const out: Line[][] = []
  let cur: Line[] = []
  for (const l of lines) {
    if (l.text === '') {
      if (cur.length) out.push(cur)
      cur = []
    } else cur.push(l)
  }
  if (cur.length) out.push(cur)
  return out
}

function readTitlePage(lines: readonly Line[]): TitlePage {
  const tp = emptyTitlePage()
  const centred: string[] = []
  const left: string[] = []
  for (const g of groups(lines)) {
    const value = g.map((l) => l.text).join('\n')
    if (g.every(isCentred) || (g.length === 1 && g[0].indent > 15)) centred.push(value)
    else left.push(value)
  }
  const [title, ...rest] = centred
  tp.title = title ?? ''
  if (rest.length && /^(written|screenplay|teleplay|story|by\b)|\bby$/i.test(rest[0])) tp.credit = rest.shift()!
  tp.author = rest.shift() ?? ''
  tp.source = rest.join('\n')
  if (left.length >= 2) {
    tp.draft = left[0]
    tp.contact = left.slice(1).join('\n')
  } else if (left.length === 1) {
    if (!left[0].includes('\n') && /draft|revis|\d/i.test(left[0])) tp.draft = left[0]
    else tp.contact = left[0]
  }
  return tp
}

interface Open {
  type: ElementKind
  lines: string[]
}

function readBody(lines: LineReader): ScriptElement[] {
  const out: ScriptElement[] = []
  let open: Open | null = null
  let inDialogue = false
  // Blank lines just before the current line: a heading is printed after two, a shot after one.
  let blanks = 0
  const close = () => {
    if (!open) return
    const width = (WIDTH as Record<string, number>)[open.type] ?? LINE_WIDTH
    let t = open.type === 'centered' ? open.lines.join('\n') : unwrap(open.lines, width)
    const type = open.type
    if (type === 'note') t = t.replace(/^\[\[\s*/, '').replace(/\s*\]\]$/, '')
    out.push({ type, text: t })
    open = null
  }
  const add = (type: ElementKind, text: string) => {
    if (open && open.type === type) open.lines.push(text)
    else {
      close()
      open = { type, lines: [text] }
    }
  }
  const single = (type: ElementKind, text: string, extra?: Partial<ScriptElement>) => {
    close()
    out.push({ type, text, ...extra })
  }

  for (let l = lines.next(); l; l = lines.next()) {
    const t = l.text
    if (t === '\f') {
      close()
      inDialogue = false
      out.push({ type: 'page-break', text: '' })
      blanks = 0
      continue
    }
    if (t === '') {
      close()
      inDialogue = false
      blanks++
      continue
    }
    const after = blanks
    blanks = 0
    // A parenthetical or note that wraps continues until its closing bracket.
    if (open && open.type === 'parenthetical' && !open.lines[open.lines.length - 1].endsWith(')')) {
      open.lines.push(t)
      continue
    }
    if (open && open.type === 'note' && !open.lines[open.lines.length - 1].endsWith(']]')) {
      open.lines.push(t)
      continue
    }
    if (l.indent >= 40) {
      inDialogue = false
      single('transition', t)
      continue
    }
    if (inDialogue && l.indent >= 5) {
      // A parenthetical sits further in than the speech; a speech line may begin with '(' too.
      if (t.startsWith('(') && l.indent >= PAREN_MIN_INDENT) {
        close()
        open = { type: 'parenthetical', lines: [t] }
      } else add('dialogue', t)
      continue
    }
    inDialogue = false
    if (l.indent < 5) {
      if (t.startsWith('[[')) {
        close()
        open = { type: 'note', lines: [t] }
      } else if (t.startsWith('#')) {
        const depth = /^#+/.exec(t)![0].length
        single('section', t.slice(depth).trim(), { depth })
      } else if (t.startsWith('=') && !t.startsWith('==')) single('synopsis', t.slice(1).trim())
      else if (NUMBERED_HEADING.test(t)) {
        const [, sceneNumber, heading] = NUMBERED_HEADING.exec(t)!
        // A scene cut after the numbers were locked keeps its number as "OMITTED".
        single('scene-heading', heading, { sceneNumber, ...(heading.toUpperCase() === 'OMITTED' && { omitted: true }) })
      } else if (HEADING.test(t) && (!open || open.type !== 'action')) single('scene-heading', t)
      else if (!open && l.indent === 0 && after >= 2 && isLoneCapitals(t, lines.peek())) single('scene-heading', t)
      else if (!open && l.indent === 0 && isShot(t) && isLoneCapitals(t, lines.peek())) single('shot', t)
      else add('action', ' '.repeat(l.indent) + t)
      continue
    }
    const next = lines.peek()
    const nextIsSpeech = next && next.text !== '' && next.text !== '\f' && next.indent >= 5 && next.indent <= 20 && next.indent < l.indent - 2
    if (l.indent >= 15 && l.indent <= 35 && capsRatio(t) >= 0.8 && t.length <= 40 && nextIsSpeech) {
      single('character', t)
      inDialogue = true
    } else if (t.startsWith('(') && l.indent >= 10) {
      close()
      open = { type: 'parenthetical', lines: [t] }
    } else if (isCentred(l)) {
      add('centered', t)
    } else if (capsRatio(t) >= 0.8 && t.endsWith('TO:')) {
      single('transition', t)
    } else if (l.indent <= 20 && capsRatio(t) < 0.5) {
      add('dialogue', t)
    } else {
      add('action', t)
    }
  }
  close()
  return out
}
