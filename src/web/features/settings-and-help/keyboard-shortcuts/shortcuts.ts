import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { allCommandIds, findCommand, type AppCommand } from '../../../app/commands'
import { keyLabel } from '../../../app/keys'
import { MENUS, type MenuEntry } from '../../../app/menus'
import { menuItems } from '../../../app/features'

/**
 * The Keyboard Shortcuts list: every key that works, and only those. Commands declare their keys
 * once (the shell's and each feature's); this list is generated from those declarations, grouped
 * by the menu each command sits in, and lists a command only once it is built. The writing keys
 * (Enter, Tab, Backspace...) are the editor's element flow, not commands: they are listed below by
 * their bindings, and their labels are made from those.
 *
 * Chrome keeps Ctrl+N, Ctrl+T, Ctrl+W, Ctrl+Shift+N, Ctrl+Shift+T, Ctrl+Tab and Ctrl+Q for itself
 * (a page never sees them), so New uses Ctrl+Alt+N instead.
 */
export type ShortcutRow = [keys: string, action: string, bindings?: readonly string[]]

export interface ShortcutGroup {
  title: string
  rows: ShortcutRow[]
}

/** A writing key's row: its label made from its bindings (and what the key is pressed on). */
const writingKey = (bindings: readonly string[], action: string, on = ''): ShortcutRow => [bindings.map(keyLabel).join(' / ') + on, action, bindings]

/** Commands listed with the writing keys rather than under a menu. */
const WRITING_COMMANDS = ['edit.previousScene', 'edit.nextScene']

function writing(): ShortcutGroup {
  const jumps = WRITING_COMMANDS.map(findCommand).filter((c): c is AppCommand => !!c)
  return {
    title: 'Writing',
    rows: [
      writingKey(['Enter'], 'New element: the type that usually follows (see the status bar)'),
      writingKey(['Enter'], 'Select Element Type menu (arrows, Enter, or the letter S A C P D T H O; Escape closes)', ' on an empty line'),
      writingKey(['Tab'], 'Next element type (status bar shows which)'),
      writingKey(['Shift-Tab'], 'Previous element type'),
      writingKey(['Backspace'], 'Parenthetical → Dialogue → Character; Transition → Dialogue; Note → Action', ' on an empty line'),
      writingKey(['Shift-Enter', 'Mod-Enter'], 'Line break inside the element'),
      [jumps.map((c) => keyLabel(c.keys![0])).join(' / '), 'Previous / next scene heading', jumps.map((c) => c.keys![0])],
      ['INT. / EXT. / I/E. …', 'Typed alone at the start of a line: becomes a scene heading'],
      ['! text', 'Forces action'],
      ['> TEXT', 'Forces a transition'],
      ['(', 'In an empty action or dialogue: starts a parenthetical'],
    ],
  }
}

function commandIdsIn(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e === '---' ? [] : typeof e === 'string' ? [e] : 'submenu' in e ? commandIdsIn(menuItems(e)) : []))
}

function rowFor(c: AppCommand): ShortcutRow | null {
  if (c.planned || !c.keys?.length) return null
  const label = c.id.startsWith('lineType.') ? ELEMENT_LABELS[c.id.slice('lineType.'.length) as keyof typeof ELEMENT_LABELS] ?? c.label : c.label
  return [c.keys.map(keyLabel).join(' / '), label.replace(/\.\.\.$|…$/, ''), c.keys]
}

/** The groups as the dialog shows them, read from the command definitions when called. */
export function shortcutGroups(): ShortcutGroup[] {
  const listed = new Set<string>(WRITING_COMMANDS)
  const groups: ShortcutGroup[] = [writing()]
  for (const menu of MENUS) {
    const rows: ShortcutRow[] = []
    for (const id of commandIdsIn(menu.items)) {
      const c = findCommand(id)
      const row = c && rowFor(c)
      if (row && !listed.has(id)) rows.push(row)
      listed.add(id)
    }
    if (rows.length) groups.push({ title: menu.label, rows })
  }
  const more = allCommandIds()
    .filter((id) => !listed.has(id))
    .map((id) => findCommand(id))
    .map((c) => c && rowFor(c))
    .filter((r): r is ShortcutRow => !!r)
  if (more.length) groups.push({ title: 'More', rows: more })
  return groups
}

/** The writing keys (for tests). */
export const writingShortcuts = writing
