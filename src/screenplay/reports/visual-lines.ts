/**
 * How many lines an element takes in the reports' line counts: a visual estimate from its length,
 * at 35 characters a line for dialogue, 25 for parentheticals and cues, and 60 for everything else.
 * (Pages in the reports never come from this estimate; they come from the layout engine.)
 */
import type { ElementKind } from '../model'

export function charactersPerLine(kind: ElementKind): number {
  if (kind === 'dialogue' || kind === 'lyrics') return 35
  if (kind === 'parenthetical' || kind === 'character') return 25
  return 60
}

/**
 * The scene report's count: each line of the element's text on its own, a blank line counting
 * as one and every line at least one.
 */
export function sceneVisualLines(text: string, kind: ElementKind): number {
  const width = charactersPerLine(kind)
  let n = 0
  for (const line of text.split('\n')) n += line.trim() === '' ? 1 : Math.max(1, Math.ceil(line.length / width))
  return n
}

/**
 * The location and character reports' count: the greater of the number of text lines and the
 * whole text's length over the line width.
 */
export function blockVisualLines(text: string, kind: ElementKind): number {
  return Math.max(text.split('\n').length, Math.ceil(text.length / charactersPerLine(kind)))
}
