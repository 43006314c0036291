import type { ComponentType } from 'react'
import type { AnyExtension } from '@tiptap/core'
import type { AppCommand } from './command'
import type { MenuEntry } from './menus'
import { registerCommands } from './commands'

/**
 * How a feature plugs into the app without editing the shell: the commands it owns (each whole:
 * label, keys, run), what it mounts (dialogs, panels), the editor extensions it needs.
 * `src/web/features/index.ts` imports every feature once; each feature's `register.ts` calls
 * `registerFeature`.
 */
export interface Feature {
  id: string
  /** The commands this feature owns; the menus name them by id. */
  commands?: readonly AppCommand[]
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
  registerCommands(`feature ${f.id}`, f.commands ?? [])
  const at = features.findIndex((x) => x.id === f.id)
  if (at >= 0) features[at] = f
  else features.push(f)
}

export function allFeatures(): readonly Feature[] {
  return features
}

export function menuSource(name: string): (() => MenuEntry[]) | undefined {
  for (const f of features) if (f.menuSources?.[name]) return f.menuSources[name]
  return undefined
}

/** A submenu's entries as shown now: those its source makes, then its own. */
export function menuItems(entry: Extract<MenuEntry, { submenu: string }>): MenuEntry[] {
  return [...((entry.source && menuSource(entry.source)?.()) || []), ...entry.items]
}
