import type { AppCommand } from './command'
import { keyLabel, normKey } from './keys'

export type { AppCommand } from './command'

/**
 * Every command of the app, by id. The shell and each feature register the commands they own;
 * nothing else declares one. A second command with an id or a key already taken is refused at
 * once, so a command is declared in one place and a key runs one command.
 */
const commands = new Map<string, { owner: string; command: AppCommand }>()
const keyOwners = new Map<string, string>()

export class CommandConflict extends Error {}

export function registerCommands(owner: string, list: readonly AppCommand[]): void {
  // Registering the same owner again (a module reloaded while developing) replaces its commands.
  for (const [id, entry] of [...commands]) if (entry.owner === owner) unregister(id)
  const taken = new Set<string>()
  for (const c of list) {
    const there = commands.get(c.id)
    if (there || taken.has(c.id)) throw new CommandConflict(`The command ${c.id} is declared twice (${there?.owner ?? owner} and ${owner})`)
    taken.add(c.id)
  }
  const keysHere = new Map<string, string>()
  for (const c of list)
    for (const k of c.keys ?? []) {
      const key = normKey(k)
      const other = keyOwners.get(key) ?? keysHere.get(key)
      if (other) throw new CommandConflict(`${keyLabel(k)} is bound twice (${other} and ${c.id})`)
      keysHere.set(key, c.id)
    }
  for (const c of list) commands.set(c.id, { owner, command: c })
  for (const [k, id] of keysHere) keyOwners.set(k, id)
}

function unregister(id: string) {
  const c = commands.get(id)?.command
  for (const k of c?.keys ?? []) keyOwners.delete(normKey(k))
  commands.delete(id)
}

export function findCommand(id: string): AppCommand | undefined {
  return commands.get(id)?.command
}

export function command(id: string): AppCommand {
  const c = findCommand(id)
  if (!c) throw new Error(`Unknown command ${id}`)
  return c
}

export function allCommandIds(): string[] {
  return [...commands.keys()]
}

/** Whether it can run now: the command's own dry run. */
export function isEnabled(c: AppCommand): boolean {
  return !c.planned && c.run(false)
}

/** Runs it when it can; answers whether it ran. */
export function runCommand(c: AppCommand | string): boolean {
  const cmd = typeof c === 'string' ? findCommand(c) : c
  return !!cmd && isEnabled(cmd) && cmd.run(true)
}

/** What menus show beside a command: its first key. */
export function shortcutText(c: AppCommand): string | undefined {
  return c.keys?.length ? keyLabel(c.keys[0]) : undefined
}

/** Each key and the command that claims it. */
export function keyClaims(): Map<string, string> {
  return new Map(keyOwners)
}

/** The keys one handler answers (the app's global keys, or the editor's), each to its command id. */
export function keyMapFor(handler: NonNullable<AppCommand['keysHandledBy']>): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, id] of keyOwners) if ((findCommand(id)?.keysHandledBy ?? 'app') === handler) out.set(key, id)
  return out
}

/**
 * Runs the command a key stands for, if that key belongs to `handler` and the command can run
 * now (or runs anyway to say what it needs). Answers whether the key was used.
 */
export function runKey(handler: NonNullable<AppCommand['keysHandledBy']>, binding: string): boolean {
  const id = keyOwners.get(normKey(binding))
  const c = id ? findCommand(id) : undefined
  if (!c || (c.keysHandledBy ?? 'app') !== handler || c.planned) return false
  if (!c.run(false) && !c.keyRunsWhenDisabled) return false
  c.run(true)
  return true
}

/**
 * The key of a command as help text names it: `keyOf('view.plotBoard')` is 'Ctrl+Shift+5'; `nth`
 * picks another of its keys (2 for Alt+S beside Ctrl+1).
 */
export function keyOf(id: string, nth = 1): string {
  const k = command(id).keys?.[nth - 1]
  if (!k) throw new Error(`The command ${id} has no key ${nth}`)
  return keyLabel(k)
}

/** A label with the command's key after it, as tooltips show it: 'To-Do List (Ctrl+Shift+2)'. */
export function withKey(label: string, id: string): string {
  const c = findCommand(id)
  return c?.keys?.length ? `${label} (${keyLabel(c.keys[0])})` : label
}

/**
 * Help, FAQ and tour text name keys through their commands: `{{key:view.plotBoard}}` becomes the
 * key View → Plot Board has now, `{{key:lineType.sceneHeading:2}}` its second key. A key that is
 * no command's (a field's Ctrl+Enter, a key Chrome keeps) is named by its binding:
 * `{{label:Mod-Enter}}`.
 */
export function withKeys(text: string): string {
  return text
    .replace(/\{\{key:([\w.]+)(?::(\d))?\}\}/g, (_, id: string, nth?: string) => keyOf(id, nth ? Number(nth) : 1))
    .replace(/\{\{label:([\w-]+)\}\}/g, (_, binding: string) => keyLabel(binding))
}
