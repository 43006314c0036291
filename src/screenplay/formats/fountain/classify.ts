/**
 * How one Fountain line outside a dialogue block is read. The parser and the writer share this,
 * so the writer can ask "would this line read back as what I mean?" and force it when not.
 */
import { isEscapedAt } from './inline'

export type LineKind =
  | 'page-break'
  | 'section'
  | 'synopsis'
  | 'forced-action'
  | 'shot'
  | 'forced-character'
  | 'lyrics'
  | 'forced-heading'
  | 'centered'
  | 'forced-transition'
  | 'heading'
  | 'transition'
  | 'character'
  | 'empty'
  | 'action'

/**
 * Scene heading prefixes: INT, EXT, EST, INT./EXT, INT/EXT, I/E,
 * I./E, followed by a dot or whitespace. Up to `***_` emphasis may precede it (`**INT. HOUSE**`).
 */
export const HEADING_PREFIX = /^[*_]{0,4}(?:int\.?\/ext|i\.?\/e|int|ext|est)[.\s]/i

/** A trailing scene number `#1A#`: alphanumerics, '-' and '.' between unescaped hashes. */
export const SCENE_NUMBER = /\s*#([\p{L}\p{N}.-]+)#$/u

/** Transitions a screenwriter expects besides `... TO:` (NY, AWP and FJS all accept these). */
const SPECIAL_TRANSITIONS = new Set(['FADE OUT.', 'FADE TO BLACK.', 'CUT TO BLACK.'])

/** A line of exactly two spaces continues a paragraph; other white space is blank. */
export function isBlankLine(line: string): boolean {
  if (line.length === 0) return true
  if (line === '  ') return false
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i)
    if (c !== 32 && c !== 9 && c !== 0xa0 && c !== 0x3000 && c !== 0xfeff) return false
  }
  return true
}

function hasCasedLetter(s: string): boolean {
  return s.toUpperCase() !== s.toLowerCase()
}

/** Character cue test on a line without its '@': the name (before any '(') is upper case. */
export function looksLikeCue(t: string): boolean {
  let s = t
  if (s.endsWith('^') && !isEscapedAt(s, s.length - 1)) s = s.slice(0, -1).trimEnd()
  const paren = s.indexOf('(')
  const name = (paren >= 0 ? s.slice(0, paren) : s).trim()
  if (!name || !hasCasedLetter(name)) return false
  return name === name.toUpperCase()
}

export function isTransitionText(t: string): boolean {
  if (t !== t.toUpperCase()) return false
  return t.endsWith('TO:') || SPECIAL_TRANSITIONS.has(t)
}

/** True when `t` starts with `>` and ends with an unescaped `<`. */
export function isCenteredShape(t: string): boolean {
  return t.length >= 2 && t[0] === '>' && t[t.length - 1] === '<' && !isEscapedAt(t, t.length - 1)
}

/**
 * Classifies a non-blank line. `prevBlank`: the line before is blank or the body starts here.
 * `nextBlank`: the line after is blank or the body ends here.
 */
export function classifyLine(raw: string, prevBlank: boolean, nextBlank: boolean): LineKind {
  const t = raw.trim()
  if (t.length === 0) return 'empty'
  const c0 = t[0]
  // Context-free markers first.
  if (c0 === '=') {
    if (/^={3,}$/.test(t)) return 'page-break'
    if (t[1] !== '=') return 'synopsis'
  }
  if (c0 === '#') return 'section'
  if (c0 === '!') return t[1] === '!' ? 'shot' : 'forced-action'
  if (c0 === '@' && prevBlank && !nextBlank) return 'forced-character'
  if (c0 === '~') return 'lyrics'
  if (c0 === '.' && prevBlank && t.length > 1 && t[1] !== '.' && !/\s/.test(t[1])) return 'forced-heading'
  if (c0 === '>') return isCenteredShape(t) ? 'centered' : 'forced-transition'
  // A line ending in two spaces is never a character. A heading may end in them: Final Draft's
  // Fountain export ends every heading so, and Final Draft and other Fountain tools read it as one.
  const twoSpaces = raw.endsWith('  ')
  const headingShaped = HEADING_PREFIX.test(t)
  if (prevBlank && nextBlank) {
    if (headingShaped) return 'heading'
    if (raw.trimStart() === t && isTransitionText(t)) return 'transition'
  }
  // A heading-shaped line without a blank after is action, never a cue.
  if (prevBlank && !nextBlank && !twoSpaces && !headingShaped && looksLikeCue(t)) return 'character'
  return 'action'
}
