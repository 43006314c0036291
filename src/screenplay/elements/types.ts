import type { EditorElementType } from '../model'

/** Human names, as the element-type menu, toolbar and status bar show them. */
export const ELEMENT_LABELS: Record<EditorElementType, string> = {
  sceneHeading: 'Scene Heading',
  action: 'Action',
  character: 'Character',
  dialogue: 'Dialogue',
  parenthetical: 'Parenthetical',
  transition: 'Transition',
  shot: 'Shot',
  note: 'Note',
}

/**
 * Ctrl+1..8 order: Final Draft's, which the Keyboard Shortcuts dialog shows too: Ctrl+4
 * Parenthetical, Ctrl+5 Dialogue.
 */
export const NUMBER_SHORTCUT_ORDER: readonly EditorElementType[] = [
  'sceneHeading',
  'action',
  'character',
  'parenthetical',
  'dialogue',
  'transition',
  'shot',
  'note',
]

/** Shortcut letters of the element-type menu and of Alt+letter ('O' for note). */
export const ELEMENT_LETTERS: Record<EditorElementType, string> = {
  sceneHeading: 'S',
  action: 'A',
  character: 'C',
  parenthetical: 'P',
  dialogue: 'D',
  transition: 'T',
  shot: 'H',
  note: 'O',
}

/** The element-type menu lists types in the same order as Ctrl+1..8 (letters S A C P D T H O). */
export const MENU_ORDER: readonly EditorElementType[] = NUMBER_SHORTCUT_ORDER

export function typeForLetter(letter: string): EditorElementType | undefined {
  const up = letter.toUpperCase()
  return (Object.keys(ELEMENT_LETTERS) as EditorElementType[]).find((t) => ELEMENT_LETTERS[t] === up)
}

/** Types whose text is written in capitals. */
export const UPPERCASE_TYPES: ReadonlySet<EditorElementType> = new Set(['sceneHeading', 'character', 'transition'])
