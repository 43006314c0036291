/**
 * A deliberately small Fountain reader for the layout tests only (the product's Fountain importer
 * lives in formats/fountain and is someone else's): enough of Fountain 1.1 to turn the pagination
 * fixtures into Scripts without depending on another module's progress. Emphasis markers become
 * style spans so the PDF tests see bold/italic/underline.
 */
import type { InlineStyle, Script, ScriptElement, StyleSpan } from '../model'

const HEADING = /^(INT|EXT|EST|INT\.\/EXT|INT\/EXT|I\/E)[. ]/i

export function readFountainLite(src: string): Script {
  const text = src.replace(/\r\n?/g, '\n').replace(/\/\*[\s\S]*?\*\//g, '')
  const lines = text.split('\n')
  let i = 0
  const titlePage = { title: '', credit: '', author: '', source: '', draft: '', contact: '' }
  if (/^[A-Za-z ]+:/.test(lines[0] ?? '')) {
    let key = ''
    for (; i < lines.length && lines[i].trim() !== ''; i++) {
      const m = /^([A-Za-z ]+):\s*(.*)$/.exec(lines[i])
      if (m) {
        key = m[1].toLowerCase()
        if (m[2]) setTitle(titlePage, key, m[2])
      } else setTitle(titlePage, key, lines[i].trim())
    }
  }
  const els: ScriptElement[] = []
  const push = (type: ScriptElement['type'], raw: string, extra: Partial<ScriptElement> = {}) => {
    els.push({ type, ...parseEmphasis(raw), ...extra })
  }
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++
      continue
    }
    const block: string[] = []
    while (i < lines.length && lines[i].trim() !== '') block.push(lines[i++].replace(/^\t+/, ''))
    const first = block[0].trim()
    if (/^={3,}$/.test(first)) push('page-break', '')
    else if (/^#+/.test(first)) push('section', first.replace(/^#+\s*/, ''), { depth: /^#+/.exec(first)![0].length })
    else if (/^=/.test(first)) push('synopsis', first.replace(/^=\s*/, ''))
    else if (/^\[\[.*\]\]$/.test(first)) push('note', first.slice(2, -2))
    else if (/^\.[^.]/.test(first) || HEADING.test(first)) {
      const m = /^(.*?)\s*#([^#]+)#$/.exec(first)
      push('scene-heading', (m ? m[1] : first).replace(/^\./, ''), m ? { sceneNumber: m[2] } : {})
    } else if (/^>.*<$/.test(first)) push('centered', block.map((l) => l.trim().replace(/^>\s*|\s*<$/g, '')).join('\n'))
    else if (/^>/.test(first)) push('transition', first.replace(/^>\s*/, ''))
    else if (/^[A-Z0-9 .'\-]+TO:$/.test(first) && block.length === 1) push('transition', first)
    else if (/^~/.test(first)) push('lyrics', block.map((l) => l.replace(/^~\s*/, '')).join('\n'))
    else if (block.length > 1 && (first.startsWith('@') || (/^[^a-z]*[A-Z][^a-z]*$/.test(first) && !first.startsWith('!')))) {
      let cue = first.replace(/^@/, '')
      let dual: 'right' | undefined
      if (/\^\s*$/.test(cue)) {
        dual = 'right'
        cue = cue.replace(/\s*\^\s*$/, '')
        // The previous speech becomes the left column.
        for (let k = els.length - 1; k >= 0; k--) {
          const e = els[k]
          if (e.type === 'character' || e.type === 'dialogue' || e.type === 'parenthetical' || e.type === 'lyrics') {
            e.dual = 'left'
            if (e.type === 'character') break
          } else break
        }
      }
      push('character', cue.trim(), dual ? { dual } : {})
      let dialogue: string[] = []
      const flush = () => {
        if (dialogue.length) push('dialogue', dialogue.join('\n'), dual ? { dual } : {})
        dialogue = []
      }
      for (const l of block.slice(1)) {
        const t = l.trim()
        if (/^\(.*\)$/.test(t)) {
          flush()
          push('parenthetical', t, dual ? { dual } : {})
        } else if (/^~/.test(t)) {
          flush()
          push('lyrics', t.replace(/^~\s*/, ''), dual ? { dual } : {})
        } else dialogue.push(t)
      }
      flush()
    } else push('action', block.join('\n').replace(/^!/, ''))
  }
  return { titlePage, elements: els }
}

function setTitle(tp: Script['titlePage'], key: string, value: string): void {
  const v = parseEmphasis(value.trim()).text
  const k = key === 'draft date' ? 'draft' : key
  if (k === 'title' || k === 'credit' || k === 'author' || k === 'source' || k === 'draft' || k === 'contact') {
    tp[k] = tp[k] ? `${tp[k]}\n${v}` : v
  }
}

const MARKS: [string, InlineStyle[]][] = [
  ['***', ['bold', 'italic']],
  ['**', ['bold']],
  ['*', ['italic']],
  ['_', ['underline']],
]

/** Strips Fountain emphasis markers, returning plain text and style spans. */
export function parseEmphasis(raw: string): { text: string; styles?: StyleSpan[] } {
  let text = ''
  const open = new Map<string, number>()
  const styles: StyleSpan[] = []
  let i = 0
  while (i < raw.length) {
    if (raw[i] === '\\' && i + 1 < raw.length) {
      text += raw[i + 1]
      i += 2
      continue
    }
    const mark = MARKS.find(([m]) => raw.startsWith(m, i))
    if (mark) {
      const [m, sts] = mark
      const start = open.get(m)
      if (start !== undefined) {
        for (const st of sts) styles.push({ start, end: text.length, style: st })
        open.delete(m)
        i += m.length
        continue
      }
      if (raw.indexOf(m, i + m.length) > 0) {
        open.set(m, text.length)
        i += m.length
        continue
      }
    }
    text += raw[i++]
  }
  styles.sort((a, b) => a.start - b.start)
  return styles.length ? { text, styles } : { text }
}
