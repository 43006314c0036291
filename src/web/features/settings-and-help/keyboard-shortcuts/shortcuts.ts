import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { allCommandIds, command, type AppCommand } from '../../../app/commands'
import { keyLabel } from '../../../app/keys'
import { MENUS, type MenuEntry } from '../../../app/menus'

/**
 * The Keyboard Shortcuts list: every key that works, and only those. Commands declare their keys
 * once (app/commands.ts and each feature's register file); this list is generated from those
 * definitions, grouped by the menu each command sits in, and lists a command only once it is built.
 * The writing keys (Enter, Tab, Backspace...) are the editor's element flow, not commands: they
 * are listed by hand below, each with the binding it names so a test can check it is bound.
 *
 * Chrome keeps Ctrl+N, Ctrl+T, Ctrl+W, Ctrl+Shift+N, Ctrl+Shift+T, Ctrl+Tab and Ctrl+Q for itself
 * (a page never sees them), so New uses Ctrl+Alt+N instead.
 */
export type ShortcutRow = [keys: string, action: string, bindings?: readonly string[]]

export interface ShortcutGroup {
  title: string
  rows: ShortcutRow[]
}

const WRITING: ShortcutGroup = {
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
}

function commandIdsIn(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e === '---' ? [] : typeof e === 'string' ? [e] : 'items' in e ? commandIdsIn(e.items) : []))
}

function rowFor(c: AppCommand): ShortcutRow | null {
  if (!c.run || !c.keys?.length) return null
  const label = c.id.startsWith('lineType.') ? ELEMENT_LABELS[c.id.slice('lineType.'.length) as keyof typeof ELEMENT_LABELS] ?? c.label : c.label
  return [c.keys.map(keyLabel).join(' / '), label.replace(/\.\.\.$|…$/, ''), c.keys]
}

function safeCommand(id: string): AppCommand | null {
  try {
    return command(id)
  } catch {
    return null
  }
}

/** The groups as the dialog shows them, read from the command definitions when called. */
export function shortcutGroups(): ShortcutGroup[] {
  const listed = new Set<string>()
  const groups: ShortcutGroup[] = [WRITING]
  for (const menu of MENUS) {
    const rows: ShortcutRow[] = []
    for (const id of commandIdsIn(menu.items)) {
      const c = safeCommand(id)
      const row = c && rowFor(c)
      if (row && !listed.has(id)) rows.push(row)
      listed.add(id)
    }
    if (rows.length) groups.push({ title: menu.label, rows })
  }
  const more = allCommandIds()
    .filter((id) => !listed.has(id))
    .map((id) => safeCommand(id))
    .map((c) => c && rowFor(c))
    .filter((r): r is ShortcutRow => !!r)
  if (more.length) groups.push({ title: 'More', rows: more })
  return groups
}

/** The hand-listed writing keys (for tests). */
export const WRITING_SHORTCUTS: ShortcutGroup = WRITING
