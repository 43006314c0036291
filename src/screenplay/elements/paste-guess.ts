import type { EditorElementType } from '../model'

/**
 * Type guessing for pasted paragraphs, used for both
 * plain-text and HTML paste from other programs. Rules are tried from the most specific: a
 * heading is never a character, a transition never a character.
 */
export function guessPastedType(paragraph: string): EditorElementType {
  const text = paragraph.trim()
  if (!text) return 'action'
  if (/^\[\[[\s\S]*\]\]$/.test(text)) return 'note'
  if (/^(INT|EXT|EST|I\/E)\b/.test(text) || (text.startsWith('.') && !text.startsWith('..'))) return 'sceneHeading'
  if (text.startsWith('SHOT:')) return 'shot'
  if (/^\(.*\)$/s.test(text) && text.length > 2) return 'parenthetical'
  const isUpper = text === text.toUpperCase() && /[A-Z]/.test(text)
  if (isUpper && text.endsWith('TO:')) return 'transition'
  if (isUpper && !text.includes(' - ') && !/^\(.*\)$/s.test(text)) return 'character'
  return 'action'
}

/** Text of a pasted paragraph as it goes into its block: markers that only signal the type are dropped. */
export function cleanPastedText(type: EditorElementType, paragraph: string): string {
  const text = paragraph.trim()
  if (type === 'note') return text.replace(/^\[\[\s*/, '').replace(/\s*\]\]$/, '')
  if (type === 'sceneHeading' && text.startsWith('.')) return text.slice(1)
  return text
}

/**
 * Splits pasted plain text into paragraphs: blank lines separate elements; a single line break
 * also starts a new element, because screenplay text copied from other tools puts each element
 * on its own line.
 */
export function splitPastedText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '')
}

/** Pasted dialogue: a line after a character (or parenthetical) cue that is not itself a cue. */
export function guessPastedTypes(paragraphs: readonly string[]): EditorElementType[] {
  const out: EditorElementType[] = []
  for (const p of paragraphs) {
    let t = guessPastedType(p)
    const prev = out[out.length - 1]
    if (t === 'action' && (prev === 'character' || prev === 'parenthetical')) t = 'dialogue'
    out.push(t)
  }
  return out
}
