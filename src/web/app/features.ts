import type { ComponentType } from 'react'
import type { AnyExtension } from '@tiptap/core'
import type { AppCommand } from './commands'

/**
 * How a feature plugs into the app without editing the shell: it registers the commands it
 * implements (by the ids the menus already list, or new ones), what it mounts (dialogs, panels),
 * the editor extensions it needs, and its global keys. `src/web/features/index.ts` imports every
 * feature once; each feature folder's `register.ts` calls `registerFeature`.
 */
export interface Feature {
  id: string
  /** Command id → what the feature provides; merged over the shell's placeholder entry. */
  commands?: Record<string, Partial<AppCommand>>
  /** Mounted once inside the app (dialogs, panels, floating buttons). */
  Mount?: ComponentType
  /** Mounted in the status bar (badges). */
  StatusItem?: ComponentType
  /** Editor extensions, created once per editor. */
  extensions?: () => AnyExtension[]
  /**
   * Global keys (outside and inside the editor) → command id. Written like 'Mod-f', 'Mod-Shift-2',
   * 'Mod-Alt-m' (Mod is Ctrl, or Cmd on a Mac).
   */
  keys?: Record<string, string>
  /** Menu items made when a menu opens, by source name (e.g. 'recent-files'). */
  menuSources?: Record<string, () => import('./menus').MenuEntry[]>
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
  for (const f of features) if (f.commands?.[id]) out = { ...out, ...f.commands[id] }
  return out
}

/** 'Mod-Shift-f' for a keyboard event, in a fixed modifier order. */
export function keyName(e: KeyboardEvent): string {
  const parts: string[] = []
  if (e.ctrlKey || e.metaKey) parts.push('Mod')
  if (e.altKey) parts.push('Alt')
  if (e.shiftKey) parts.push('Shift')
  // Shifted digits arrive as symbols ('@'); the code keeps the digit.
  const key = /^Digit\d$/.test(e.code) ? e.code.slice(5) : e.key.length === 1 ? e.key.toLowerCase() : e.key
  parts.push(key)
  return parts.join('-')
}

export function commandForKey(name: string): string | undefined {
  for (const f of features) if (f.keys?.[name]) return f.keys[name]
  return undefined
}

export function menuSource(name: string): (() => import('./menus').MenuEntry[]) | undefined {
  for (const f of features) if (f.menuSources?.[name]) return f.menuSources[name]
  return undefined
}
