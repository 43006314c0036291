import type { ElementKind } from '../model'

/**
 * Fountain's force marks typed at the start of a block: '!' (action), '.' (scene heading), '@'
 * (character), '>' (transition), '!!' (shot). In the editor the block's type already says what the
 * mark says, so the writer may keep typing "! INT. this is action" without it turning into a
 * heading; the mark itself never prints and is never exported as text.
 */
const MARKS: Partial<Record<ElementKind, RegExp>> = {
  action: /^!(?!!) ?/,
  shot: /^!! ?/,
  'scene-heading': /^\.(?=[^.\s])/,
  character: /^@(?=\S)/,
  transition: /^> ?(?=\S)(?!.*<\s*$)/,
}

/** How many characters at the start of `text` are a force mark for an element of this kind (0 when none). */
export function forceMarkLength(kind: ElementKind, text: string): number {
  const m = MARKS[kind]?.exec(text)
  return m ? m[0].length : 0
}
