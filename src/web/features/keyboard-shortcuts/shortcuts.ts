import { ELEMENT_LABELS, ELEMENT_LETTERS, NUMBER_SHORTCUT_ORDER } from '../../../screenplay/elements/types'
import { allFeatures } from '../../app/features'
import { command } from '../../app/commands'

/**
 * The Keyboard Shortcuts list: every key that works, and only those. Editor keys (the keymaps
 * in editor/plugins and TipTap's own marks and history) and the shell's keys (app/global-keys.ts)
 * are listed here by hand, each with the binding it names so a test can check it is bound.
 * Feature keys (`registerFeature({ keys })`) are read from the registry when the dialog opens,
 * and listed only if their command is built — so the list follows the app as features land.
 *
 * Chrome keeps Ctrl+N, Ctrl+T, Ctrl+W, Ctrl+Shift+N, Ctrl+Shift+T, Ctrl+Tab and Ctrl+Q for itself
 * (a page never sees them), so New uses Ctrl+Alt+N instead.
 */
export type ShortcutRow = [keys: string, action: string, bindings?: readonly string[]]

export interface ShortcutGroup {
  title: string
  rows: ShortcutRow[]
}

/** Keys app/global-keys.ts handles itself (not through the feature registry). */
export const SHELL_KEYS = ['Mod-g', 'Mod-p', 'Mod-Shift-f', 'Escape'] as const

const STATIC: ShortcutGroup[] = [
  {
    title: 'Line types',
    rows: [
      ...NUMBER_SHORTCUT_ORDER.map((t, i): ShortcutRow => [`Ctrl+${i + 1}`, ELEMENT_LABELS[t], [`Mod-${i + 1}`]]),
      ...NUMBER_SHORTCUT_ORDER.map((t): ShortcutRow => [`Alt+${ELEMENT_LETTERS[t]}`, ELEMENT_LABELS[t], [`Alt-${ELEMENT_LETTERS[t].toLowerCase()}`]]),
    ],
  },
  {
    title: 'Writing',
    rows: [
      ['Enter', 'New element: the type that usually follows (see the status bar)', ['Enter']],
      ['Enter on an empty line', 'Select Element Type menu (arrows, Enter, or the letter S A C P D T H O; Escape closes)', ['Enter']],
      ['Tab', 'Next element type (status bar shows which)', ['Tab']],
      ['Shift+Tab', 'Previous element type', ['Shift-Tab']],
      ['Backspace on an empty line', 'Parenthetical → Dialogue → Character; Transition → Dialogue; Note → Action', ['Backspace']],
      ['Shift+Enter', 'Line break inside the element (also Ctrl+Enter)', ['Shift-Enter', 'Mod-Enter']],
      ['Ctrl+Up / Ctrl+Down', 'Previous / next scene heading', ['Mod-ArrowUp', 'Mod-ArrowDown']],
      ['INT. / EXT. / I/E. …', 'Typed alone at the start of a line: becomes a scene heading'],
      ['! text', 'Forces action'],
      ['> TEXT', 'Forces a transition'],
      ['(', 'In an empty action or dialogue: starts a parenthetical'],
    ],
  },
  {
    title: 'Edit',
    rows: [
      ['Ctrl+Z / Ctrl+Y', 'Undo / Redo (also Ctrl+Shift+Z)', ['Mod-z', 'Mod-y', 'Mod-Shift-z']],
      ['Ctrl+X / Ctrl+C / Ctrl+V', 'Cut / Copy / Paste'],
      ['Ctrl+A', 'Select All', ['Mod-a']],
      ['Ctrl+Shift+A', 'Select Scene', ['Mod-Shift-a']],
      ['Ctrl+G', 'Go To page or scene', ['Mod-g']],
    ],
  },
  {
    title: 'Format',
    rows: [
      ['Ctrl+B / Ctrl+I / Ctrl+U', 'Bold / Italic / Underline', ['Mod-b', 'Mod-i', 'Mod-u']],
      ['Ctrl+Alt+X', 'Strikethrough', ['Mod-Alt-x']],
      ['Ctrl+\\', 'Uppercase the selection', ['Mod-\\']],
      ['Ctrl+/', 'Lowercase the selection', ['Mod-/']],
    ],
  },
  {
    title: 'File and view',
    rows: [
      ['Ctrl+P', 'Print', ['Mod-p']],
      ['Ctrl+Shift+F', 'Full Screen', ['Mod-Shift-f']],
      ['Escape', 'Show the menu bar when it is hidden', ['Escape']],
    ],
  },
]

/** 'Mod-Shift-3' → 'Ctrl+Shift+3'. */
export function keyLabel(binding: string): string {
  return binding
    .split('-')
    .map((p) => (p === 'Mod' ? 'Ctrl' : p.length === 1 ? p.toUpperCase() : p))
    .join('+')
}

function groupFor(commandId: string): string {
  const prefix = commandId.split('.')[0]
  if (prefix === 'format' || prefix === 'lineType') return 'Format'
  if (prefix === 'edit' || prefix === 'comments') return 'Edit'
  return 'File and view'
}

/** Feature keys whose command is built, as rows by group title. */
export function featureRows(): Map<string, ShortcutRow[]> {
  const out = new Map<string, ShortcutRow[]>()
  for (const f of allFeatures()) {
    for (const [binding, id] of Object.entries(f.keys ?? {})) {
      let label: string
      try {
        const c = command(id)
        if (!c.run) continue
        label = c.label.replace(/\.\.\.$|…$/, '')
      } catch {
        continue
      }
      const group = groupFor(id)
      if (!out.has(group)) out.set(group, [])
      out.get(group)!.push([keyLabel(binding), label, [binding]])
    }
  }
  return out
}

/** The groups as the dialog shows them; `rows` is read when the dialog renders. */
export const SHORTCUT_GROUPS: ShortcutGroup[] = STATIC.map(({ title, rows: base }) => ({
  title,
  get rows() {
    return [...base, ...(featureRows().get(title) ?? [])]
  },
}))

/** The hand-listed groups (for tests). */
export const STATIC_SHORTCUT_GROUPS: readonly ShortcutGroup[] = STATIC
