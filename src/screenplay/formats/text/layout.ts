/**
 * Plain-text screenplay geometry, in characters of a 60-column Courier line:
 * indents scene 0, action 0, character 22, dialogue 10, parenthetical 16, shot 0; transitions
 * right-aligned to column 60; wrap widths scene 60, action 60, character 38, dialogue 35,
 * parenthetical 25. The reader uses the same numbers to undo the wrapping.
 */
export const LINE_WIDTH = 60

export const INDENT = {
  'scene-heading': 0,
  action: 0,
  character: 22,
  dialogue: 10,
  parenthetical: 16,
  shot: 0,
  lyrics: 10,
  note: 0,
  section: 0,
  synopsis: 0,
} as const

export const WIDTH = {
  'scene-heading': 60,
  action: 60,
  character: 38,
  dialogue: 35,
  parenthetical: 25,
  shot: 60,
  lyrics: 35,
  note: 60,
  section: 60,
  synopsis: 60,
  transition: 60,
  centered: 60,
} as const

/** Columns a numbered heading's left-hand number takes (with the spaces after it) before the heading. */
export const NUMBER_GUTTER = 6

/**
 * A numbered heading as the writer wrote it: its number, the heading, the same number again.
 * A number is letters, digits, '.' and '-' with at least one digit (12, 12A, A12, 1.1).
 */
export const NUMBERED_HEADING = /^([A-Za-z0-9.-]{0,9}\d[A-Za-z0-9.-]{0,9}) {2,}(\S.*?) {2,}\1$/

/** The words a scene heading begins with; a heading without them is known by the two blank lines before it. */
export const HEADING = /^(?:INT\.?\/EXT|I\.?\/E|INT|EXT|EST)[.\s]/

/** Title page: title and credit (and author, source) centred on column 30; draft and contact at 10. */
export const TITLE_CENTRE = 30
export const TITLE_LEFT = 10

/**
 * Greedy word wrap at spaces. A word longer than the width stays whole on its own line (never cut
 * mid-word, so the reader can join lines back). Runs of spaces at a break collapse.
 */
export function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line]
  const out: string[] = []
  let rest = line
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width)
    if (cut <= 0) cut = rest.indexOf(' ', width)
    if (cut <= 0) break
    const head = rest.slice(0, cut).trimEnd()
    if (head === '') break
    out.push(head)
    rest = rest.slice(cut + 1).trimStart()
  }
  if (rest !== '' || out.length === 0) out.push(rest)
  return out
}

/**
 * Joins wrapped lines back. A break was soft (a wrap) exactly when the next line's first word
 * would not have fitted on the previous line; otherwise the writer broke the line on purpose.
 */
export function unwrap(lines: readonly string[], width: number): string {
  let out = lines[0] ?? ''
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]
    const next = lines[i]
    const firstWord = next.split(' ', 1)[0]
    const soft = prev.length + 1 + firstWord.length > width
    out += (soft ? ' ' : '\n') + next
  }
  return out
}
