// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { Editor, getExtensionField, type AnyExtension } from '@tiptap/core'
import { screenplayExtensions } from '../../../editor/extensions'
import { registerFeature } from '../../../app/features'
import { appKeyMap, command, keyClaims, shortcutText } from '../../../app/commands'
import { BROWSER_RESERVED_KEYS, keyLabel, normKey } from '../../../app/keys'
import '../../index'
import { shortcutGroups, WRITING_SHORTCUTS } from './shortcuts'

/** Every key the editor's keymaps (ours, TipTap's marks and history, and the features' extensions) bind. */
function editorKeys(): Set<string> {
  // The editor's extensions include every registered feature's.
  const extensions = screenplayExtensions({ onOpenElementMenu: () => {} })
  const editor = new Editor({ element: document.createElement('div'), extensions })
  const keys = new Set<string>()
  for (const ext of editor.extensionManager.extensions as AnyExtension[]) {
    const add = getExtensionField<(() => Record<string, unknown>) | undefined>(ext, 'addKeyboardShortcuts', {
      name: ext.name,
      options: ext.options,
      storage: (ext as unknown as { storage: unknown }).storage,
      editor,
      type: editor.schema.marks[ext.name] ?? editor.schema.nodes[ext.name],
    } as never)
    for (const k of Object.keys(add?.() ?? {})) keys.add(normKey(k))
  }
  editor.destroy()
  return keys
}

/** Cut, copy and paste are the browser's own keys inside an editable page. */
const BROWSER_KEYS = new Set(['Mod-x', 'Mod-c', 'Mod-v'].map(normKey))

describe('one definition per command: keys, menus and Keyboard Shortcuts', () => {
  const editor = editorKeys()
  const app = appKeyMap()
  const listed = shortcutGroups().flatMap((g) => g.rows)

  it('every key in Keyboard Shortcuts is bound where its command says', () => {
    const missing: string[] = []
    for (const [label, , bindings] of WRITING_SHORTCUTS.rows) for (const b of bindings ?? []) if (!editor.has(normKey(b))) missing.push(`${label}: ${b}`)
    for (const g of shortcutGroups().slice(1))
      for (const [, action, bindings] of g.rows)
        for (const b of bindings ?? []) {
          const k = normKey(b)
          if (!editor.has(k) && !app.has(k) && !BROWSER_KEYS.has(k)) missing.push(`${action}: ${b}`)
        }
    expect(missing).toEqual([])
  })

  it('a command whose keys the editor handles is bound in the editor; the app handles the rest', () => {
    for (const [key, ids] of keyClaims()) {
      const c = command(ids[0])
      if (!c.run) continue
      const owner = c.keysHandledBy ?? 'app'
      if (owner === 'editor') expect(editor.has(key), `${c.id} ${key}`).toBe(true)
      if (owner === 'app') expect(app.get(key), `${c.id} ${key}`).toBe(c.id)
      if (owner === 'browser') expect(BROWSER_KEYS.has(key), `${c.id} ${key}`).toBe(true)
    }
  })

  it('no two commands claim one key', () => {
    const twice = [...keyClaims()].filter(([, ids]) => new Set(ids).size > 1)
    expect(twice).toEqual([])
  })

  it('no command relies on a key Chrome keeps for itself', () => {
    expect([...keyClaims().keys()].filter((k) => BROWSER_RESERVED_KEYS.includes(k))).toEqual([])
  })

  it('lists the built commands with their keys, as the menus show them', () => {
    const row = (action: string) => listed.find((r) => r[1] === action)
    expect(row('Save')?.[0]).toBe('Ctrl+S')
    expect(row('New')?.[0]).toBe('Ctrl+Alt+N')
    expect(row('Go To')?.[0]).toBe('Ctrl+G')
    expect(row('Scene Heading')?.[0]).toBe('Ctrl+1 / Alt+S')
    expect(row('Undo')?.[0]).toBe('Ctrl+Z / Ctrl+Shift+Z')
    expect(shortcutText(command('file.save'))).toBe('Ctrl+S')
    expect(shortcutText(command('edit.goTo'))).toBe('Ctrl+G')
  })

  it('lists a key only once its command is built', () => {
    registerFeature({ id: 'shortcut-test', commands: { 'test.built': { label: 'Do The Thing...', keys: ['Mod-Alt-q'], run: () => {} }, 'test.unbuilt': { label: 'Later', keys: ['Mod-Alt-w'] } } })
    const rows = shortcutGroups().flatMap((g) => g.rows)
    expect(rows.find((r) => r[0] === 'Ctrl+Alt+Q')?.[1]).toBe('Do The Thing')
    expect(rows.some((r) => r[0] === 'Ctrl+Alt+W')).toBe(false)
  })

  it('formats bindings', () => {
    expect(keyLabel('Mod-Shift-3')).toBe('Ctrl+Shift+3')
    expect(keyLabel('Mod-Alt-m')).toBe('Ctrl+Alt+M')
    expect(normKey('Shift-Mod-Z')).toBe('Mod-Shift-z')
  })
})
