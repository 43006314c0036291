import type { EditorElementType } from '../model'

/**
 * Auto-conversion while typing. The editor calls this with a
 * block's text as it will be after a typed character — never after a deletion — and applies the
 * result. Pure: no editor state.
 */
export interface Conversion {
  type: EditorElementType
  text: string
  /** Cursor offset in the new text. */
  cursor: number
}

/** Exact texts that turn an action into a scene heading. */
export const SCENE_PREFIXES_EXACT = ['INT.', 'EXT.', 'EST.', 'I/E.', 'INT./EXT.', 'INTERIOR', 'EXTERIOR'] as const

/** Transition names that turn a block typed exactly as one of them into a transition. */
export const KNOWN_TRANSITIONS = [
  'CUT TO',
  'DISSOLVE TO',
  'SMASH CUT TO',
  'MATCH CUT TO',
  'JUMP CUT TO',
  'FADE IN',
  'WIPE TO',
  'BACK TO',
  'FLIP TO',
  'SPIRAL TO',
  'RIPPLE TO',
  'BURN TO',
] as const

const KNOWN_TRANSITION_SET = new Set<string>(KNOWN_TRANSITIONS.flatMap((t) => [t, `${t}:`]))
const SCENE_PREFIX_SET = new Set<string>(SCENE_PREFIXES_EXACT)

/** Block types where a typed INT./EXT. or a transition name is a new element, not prose. */
const HEADING_TRIGGER_TYPES: ReadonlySet<EditorElementType> = new Set(['action', 'character', 'shot', 'transition'])
const TRANSITION_TRIGGER_TYPES: ReadonlySet<EditorElementType> = new Set(['action', 'character'])

export function autoConvert(type: EditorElementType, text: string): Conversion | null {
  // INT. / EXT. typed alone at the start of a block.
  if (type !== 'sceneHeading' && HEADING_TRIGGER_TYPES.has(type) && /^(int|ext)\.$/i.test(text)) {
    const up = text.toUpperCase()
    return { type: 'sceneHeading', text: up, cursor: up.length }
  }
  // '! ' forces action (Fountain's forced-action mark); the mark itself is dropped.
  if (type !== 'action' && text.startsWith('! ')) {
    return { type: 'action', text: text.slice(2), cursor: 0 }
  }
  // '> text' forces a transition (Fountain), uppercased. '> … <' is centred text, not a transition.
  if (type !== 'transition' && type !== 'note') {
    const m = /^> (.+)$/.exec(text)
    if (m && !m[1].trimEnd().endsWith('<')) {
      const up = m[1].toUpperCase()
      return { type: 'transition', text: up, cursor: up.length }
    }
  }
  // '(' in an empty action or dialogue opens a parenthetical, parentheses closed for the writer.
  if ((type === 'action' || type === 'dialogue') && text === '(') {
    return { type: 'parenthetical', text: '()', cursor: 1 }
  }
  if (type === 'action' && SCENE_PREFIX_SET.has(text)) {
    return { type: 'sceneHeading', text, cursor: text.length }
  }
  if (TRANSITION_TRIGGER_TYPES.has(type) && KNOWN_TRANSITION_SET.has(text)) {
    return { type: 'transition', text, cursor: text.length }
  }
  return null
}

/** A parenthetical holding only its parentheses is empty for the keyboard rules. */
export function isEffectivelyEmpty(type: EditorElementType, text: string): boolean {
  const t = text.trim()
  if (t === '') return true
  return type === 'parenthetical' && (t === '(' || t === ')' || t === '()')
}
