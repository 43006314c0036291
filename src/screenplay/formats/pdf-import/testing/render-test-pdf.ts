/**
 * Test support: renders a Script to a plain screenplay PDF with jsPDF (built-in Courier 12,
 * Letter, 54 lines a page, page numbers "N." from page 2, (MORE)/(CONT'D) when a speech breaks
 * across pages), so the PDF importer can be tested on known input. Not the product's exporter:
 * a deliberately simple layout whose indents can be shifted to mimic other tools.
 */
import { jsPDF } from 'jspdf'
import type { Script, ScriptElement } from '../../../model'

export interface TestLayout {
  /** Inches from the paper's left edge. */
  action: number
  character: number
  dialogue: number
  parenthetical: number
  /** Right edge transitions are aligned to. */
  transitionRight: number
  titlePage: boolean
}
export const FD_LAYOUT: TestLayout = { action: 1.5, character: 3.5, dialogue: 2.5, parenthetical: 3.0, transitionRight: 7.1, titlePage: true }

const WIDTH: Partial<Record<ScriptElement['type'], number>> = { character: 38, dialogue: 35, parenthetical: 25 }
const BEFORE: Partial<Record<ScriptElement['type'], number>> = { 'scene-heading': 2, dialogue: 0, parenthetical: 0 }
const LINES = 54

export function wrap(text: string, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  out.push(line)
  return out
}

export function renderTestPdf(script: Script, layout: TestLayout = FD_LAYOUT): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  doc.setFont('courier', 'normal')
  doc.setFontSize(12)
  const put = (text: string, xIn: number, line: number) => doc.text(text, xIn * 72, 72 + 12 * (line + 1))
  const putRight = (text: string, rightIn: number, line: number) => put(text, rightIn - text.length * 0.1, line)

  if (layout.titlePage) {
    const tp = script.titlePage
    const centred = [tp.title, '', tp.credit, '', tp.author]
    centred.forEach((t, i) => t && put(t, 4.25 - t.length * 0.05, 18 + i))
    tp.contact.split('\n').forEach((t, i) => t && put(t, layout.action, 48 + i))
    doc.addPage()
  }
  let page = 1
  let line = 0
  let lastCue = ''
  const newPage = () => {
    doc.addPage()
    page++
    line = 0
    putRight(`${page}.`, 7.5, -3)
  }
  for (const el of script.elements) {
    if (el.type === 'page-break') {
      newPage()
      continue
    }
    const indent =
      el.type === 'character' ? layout.character : el.type === 'dialogue' ? layout.dialogue : el.type === 'parenthetical' ? layout.parenthetical : layout.action
    const lines = wrap(el.text, WIDTH[el.type] ?? 60)
    const before = line === 0 ? 0 : (BEFORE[el.type] ?? 1)
    if (el.type === 'character') lastCue = el.text
    const free = LINES - line - before
    if (lines.length > free) {
      if (el.type === 'dialogue' && free >= 3) {
        // Split the speech: what fits (less a line for (MORE)), then the cue again on the next page.
        line += before
        const top = lines.slice(0, free - 1)
        for (const t of top) put(t, indent, line++)
        put('(MORE)', layout.character, line++)
        newPage()
        put(`${lastCue} (CONT'D)`, layout.character, line++)
        for (const t of lines.slice(free - 1)) put(t, indent, line++)
        continue
      }
      newPage()
    } else line += before
    // Keep a heading or cue with what follows it.
    if ((el.type === 'scene-heading' || el.type === 'character') && LINES - line < 4) newPage()
    for (const t of lines) {
      if (el.type === 'transition') putRight(t, layout.transitionRight, line++)
      else if (el.type === 'centered') put(t, (layout.action + 7.5) / 2 - t.length * 0.05, line++)
      else put(t, indent, line++)
    }
  }
  return new Uint8Array(doc.output('arraybuffer'))
}
