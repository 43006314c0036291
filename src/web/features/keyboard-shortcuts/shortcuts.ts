import { ELEMENT_LABELS, ELEMENT_LETTERS, NUMBER_SHORTCUT_ORDER } from '../../../screenplay/elements/types'

/**
 * The Keyboard Shortcuts list. Chrome keeps Ctrl+N, Ctrl+T, Ctrl+W, Ctrl+Shift+N, Ctrl+Shift+T,
 * Ctrl+Tab and Ctrl+Q for itself (a page never sees them), so New uses Ctrl+Alt+N instead.
 */
export interface ShortcutGroup {
  title: string
  rows: [keys: string, action: string][]
}

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    title: 'Line types',
    rows: [
      ...NUMBER_SHORTCUT_ORDER.map((t, i): [string, string] => [`Ctrl+${i + 1}`, ELEMENT_LABELS[t]]),
      ...NUMBER_SHORTCUT_ORDER.map((t): [string, string] => [`Alt+${ELEMENT_LETTERS[t]}`, ELEMENT_LABELS[t]]),
    ],
  },
  {
    title: 'Writing',
    rows: [
      ['Enter', 'New element: the type that usually follows (see the status bar)'],
      ['Enter on an empty line', 'Select Element Type menu (arrows, Enter, or the letter S A C P D T H O; Escape closes)'],
      ['Tab', 'Next element type (status bar shows which)'],
      ['Shift+Tab', 'Previous element type'],
      ['Backspace on an empty line', 'Parenthetical → Dialogue → Character; Transition → Dialogue; Note → Action'],
      ['Ctrl+Up / Ctrl+Down', 'Previous / next scene heading'],
      ['INT. / EXT. / I/E. …', 'Typed alone at the start of a line: becomes a scene heading'],
      ['! text', 'Forces action'],
      ['> TEXT', 'Forces a transition'],
      ['(', 'In an empty action or dialogue: starts a parenthetical'],
    ],
  },
  {
    title: 'Edit',
    rows: [
      ['Ctrl+Z / Ctrl+Y', 'Undo / Redo (also Ctrl+Shift+Z)'],
      ['Ctrl+X / Ctrl+C / Ctrl+V', 'Cut / Copy / Paste'],
      ['Ctrl+A', 'Select All'],
      ['Ctrl+Shift+A', 'Select Scene'],
      ['Ctrl+F / Ctrl+H', 'Find / Replace'],
      ['Ctrl+Alt+F', 'Semantic Find'],
      ['Ctrl+G', 'Go To page or scene'],
    ],
  },
  {
    title: 'Format',
    rows: [
      ['Ctrl+B / Ctrl+I / Ctrl+U', 'Bold / Italic / Underline'],
      ['Ctrl+Alt+X', 'Strikethrough'],
      ['Ctrl+\\', 'Uppercase the selection'],
      ['Ctrl+/', 'Lowercase the selection'],
    ],
  },
  {
    title: 'File and view',
    rows: [
      ['Ctrl+Alt+N', 'New (Chrome reserves Ctrl+N; use the File menu or this key)'],
      ['Ctrl+O / Ctrl+S / Ctrl+P', 'Open / Save / Print'],
      ['Ctrl+Shift+F', 'Full Screen'],
      ['Ctrl+Shift+2 … 5', 'To-Do List, Comments, Revisions, Plot Board'],
      ['Escape', 'Show the menu bar when it is hidden'],
    ],
  },
]
