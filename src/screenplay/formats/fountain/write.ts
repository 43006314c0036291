/**
 * Fountain writer: one blank line between elements, headings
 * without a recognised prefix get a leading '.', transitions not read as such get '> ',
 * parentheticals their parentheses, notes their brackets, character names upper case, dual
 * dialogue ' ^'. Wherever plain text would read back as another element it is forced ('!', '@',
 * '.', '>') or escaped; the writer asks the reader's own `classifyLine` to decide.
 *
 * Extra empty action elements are written as extra blank lines between elements (how writers
 * space their pages in Fountain); an empty action at the very start or end is a two-space line.
 */
import type { Script, ScriptElement } from '../../model'
import { classifyLine } from './classify'
import { isEscapedAt, renderInline } from './inline'
import { normaliseForFountainBare } from './normalise'
import { hasTitlePage, readTitlePage, writeTitlePage } from './title-page'

interface Chunk {
  lines: string[]
  /** Written directly under the previous chunk (inside a dialogue block). */
  attach: boolean
  /** An empty action: written as spacing. */
  gap?: boolean
}

export function writeFountainBare(input: Script): string {
  const script = normaliseForFountainBare(input)
  const chunks: Chunk[] = []
  let inBlock = false
  for (const el of script.elements) {
    if (el.type === 'character') {
      inBlock = true
      chunks.push({ lines: [characterLine(el)], attach: false })
      continue
    }
    const member = el.type === 'parenthetical' || el.type === 'dialogue' || el.type === 'lyrics' || el.type === 'note'
    if (inBlock && member) {
      chunks.push({ lines: blockLines(el), attach: true })
      continue
    }
    inBlock = false
    if (el.type === 'action' && el.text === '') chunks.push({ lines: [], attach: false, gap: true })
    else chunks.push({ lines: elementLines(el), attach: false })
  }

  const out: string[] = []
  const tp = hasTitlePage(script.titlePage)
  if (tp) out.push(...writeTitlePage(script.titlePage))
  let started = false
  let gaps = 0
  for (const chunk of chunks) {
    if (chunk.gap) {
      gaps++
      continue
    }
    if (!started) {
      // Empty actions before anything else: two-space lines, one paragraph each.
      for (let g = 0; g < gaps; g++) out.push(...(out.length ? ['', '  '] : ['  ']))
      if (out.length) out.push('')
    } else if (!chunk.attach || gaps > 0) {
      for (let g = 0; g <= gaps; g++) out.push('')
    }
    gaps = 0
    started = true
    for (const l of chunk.lines) out.push(l)
  }
  for (let g = 0; g < gaps; g++) out.push(...(out.length ? ['', '  '] : ['  ']))
  // A body whose first line is key-shaped ("Title: x") would read as a title page. A leading empty
  // line does not stop that once readers skip blank lines, so a first action is forced with "!".
  if (!tp && out.length && readTitlePage(out).present) {
    const first = script.elements.find((e) => !(e.type === 'action' && e.text === ''))
    if (first?.type === 'action' && !out[0].startsWith('!')) out[0] = `!${out[0]}`
    else out.unshift('')
  }
  return out.length ? out.join('\n') + '\n' : ''
}

function characterLine(el: ScriptElement): string {
  let text = renderInline(el.text, el.styles)
  if (text.endsWith('^')) text = text.slice(0, -1) + '\\^'
  const line = el.dual === 'right' ? `${text} ^` : text
  return classifyLine(line, true, false) === 'character' ? line : `@${line}`
}

/** Lines of a parenthetical, dialogue, lyrics or note inside a dialogue block. */
function blockLines(el: ScriptElement): string[] {
  const text = renderInline(el.text, el.styles)
  switch (el.type) {
    case 'parenthetical':
      return [`(${text})`]
    case 'lyrics':
      return text.split('\n').map((l) => `~${l}`)
    case 'note':
      return noteLines(text)
    default:
      return text.split('\n').map((l) => {
        if (l === '') return '  '
        if (l[0] === '(' || l[0] === '~') return `\\${l}`
        return l
      })
  }
}

function noteLines(text: string): string[] {
  const lines = text.split('\n')
  return lines.map((l, i) => {
    let s = l
    if (i === 0) s = `[[${s}`
    else if (s === '' && i < lines.length - 1) s = '  '
    if (i === lines.length - 1) {
      // A ']' right before the closing brackets would close the note one character early.
      if (s.endsWith(']') && !isEscapedAt(s, s.length - 1)) s = `${s.slice(0, -1)}\\]`
      s = `${s}]]`
    }
    return s
  })
}

function elementLines(el: ScriptElement): string[] {
  const text = renderInline(el.text, el.styles)
  switch (el.type) {
    case 'scene-heading': {
      let t = text
      if (/#[\p{L}\p{N}.-]+#$/u.test(t)) t = t.slice(0, -1) + '\\#'
      const num = el.sceneNumber !== undefined ? ` #${el.sceneNumber}#` : ''
      const line = t + num
      if (classifyLine(line, true, true) === 'heading') return [line]
      return [`.${t.startsWith('.') ? '\\' : ''}${t}${num}`]
    }
    case 'transition': {
      if (classifyLine(text, true, true) === 'transition') return [text]
      return [`> ${text.endsWith('<') ? text.slice(0, -1) + '\\<' : text}`]
    }
    case 'shot':
      return [`!!${text}`]
    case 'section':
      return [`${'#'.repeat(el.depth ?? 1)} ${text.startsWith('#') ? '\\' : ''}${text}`]
    case 'synopsis':
      return text.split('\n').map((l) => (l ? `= ${l}` : '='))
    case 'centered':
      return text.split('\n').map((l) => `> ${l} <`)
    case 'lyrics':
      return text.split('\n').map((l) => `~${l}`)
    case 'note':
      return noteLines(text)
    case 'page-break':
      return ['===']
    case 'character':
      return [characterLine(el)]
    case 'parenthetical':
      return [`(${text})`]
    default:
      return actionLines(text)
  }
}

function actionLines(text: string): string[] {
  const lines = text.split('\n')
  return lines.map((l, i) => {
    if (l === '') return '  '
    // A leading '!' would be taken as forcing; escape it so it stays text.
    let line = l.replace(/^(\s*)!/, '$1\\!')
    const last = i === lines.length - 1
    const kind = classifyLine(line, i === 0, last)
    if (kind !== 'action') line = `!${line}`
    return line
  })
}
