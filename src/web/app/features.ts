import type { ComponentType } from 'react'
import type { AnyExtension } from '@tiptap/core'
import type { AppCommand } from './commands'
import type { MenuEntry } from './menus'

/**
 * How a feature plugs into the app without editing the shell: the commands it implements (by the
 * ids the menus list, or new ones, each with its label, keys and run), what it mounts (dialogs,
 * panels), the editor extensions it needs. `src/web/features/index.ts` imports every feature once;
 * each feature folder's `register.ts` calls `registerFeature`.
 */
export interface Feature {
  id: string
  /** Command id → what the feature provides; merged over the shell's entry of that id. */
  commands?: Record<string, Partial<AppCommand>>
  /**
   * Keys of this feature's commands, by binding ('Mod-f': 'edit.find'). Another way of writing the
   * command's `keys`: each binding belongs to exactly one command either way.
   */
  keys?: Record<string, string>
  /** Mounted once inside the app (dialogs, panels, floating buttons). */
  Mount?: ComponentType
  /** Mounted in the status bar (badges). */
  StatusItem?: ComponentType
  /** Editor extensions, created once per editor. */
  extensions?: () => AnyExtension[]
  /** Menu items made when a menu opens, by source name (e.g. 'recent-files'). */
  menuSources?: Record<string, () => MenuEntry[]>
}

const features: Feature[] = []

export function registerFeature(f: Feature): void {
  if (features.some((x) => x.id === f.id)) return
  features.push(f)
}

export function allFeatures(): readonly Feature[] {
  return features
}

export function featureCommand(id: string): Partial<AppCommand> | undefined {
  let out: Partial<AppCommand> | undefined
  for (const f of features) {
    if (f.commands?.[id]) out = { ...out, ...f.commands[id] }
    const bound = Object.entries(f.keys ?? {}).filter(([, target]) => target === id)
    if (bound.length) out = { ...out, keys: [...(out?.keys ?? []), ...bound.map(([k]) => k)] }
  }
  return out
}

export function featureCommandIds(): string[] {
  return features.flatMap((f) => [...Object.keys(f.commands ?? {}), ...Object.values(f.keys ?? {})])
}

export function menuSource(name: string): (() => MenuEntry[]) | undefined {
  for (const f of features) if (f.menuSources?.[name]) return f.menuSources[name]
  return undefined
}
