import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import type { ScriptBinding } from './script-binding'

/**
 * The editor's side of co-writing: while the open project is shared, every editor update goes to
 * the binding (which sends only what this writer changed). A project never shared has no
 * binding, and this does nothing.
 */
let active: ScriptBinding | null = null
const listeners = new Set<() => void>()

export function setActiveBinding(binding: ScriptBinding | null): void {
  active = binding
  for (const l of listeners) l()
}

export function activeBinding(): ScriptBinding | null {
  return active
}

export function onBindingChange(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const collabSyncKey = new PluginKey('collabSync')

export const CollabSync = Extension.create({
  name: 'collabSync',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: collabSyncKey,
      view: () => ({
        update: (view) => active?.localUpdate(view.state),
      }),
    }),
  ],
})
