// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { Editor, getExtensionField, type AnyExtension } from '@tiptap/core'
import { screenplayExtensions } from '../../../editor/extensions'
import { registerFeature } from '../../../app/features'
import { command, keyClaims, keyMapFor, shortcutText } from '../../../app/commands'
import { always, planned } from '../../../app/command'
import { BROWSER_RESERVED_KEYS, keyLabel, normKey } from '../../../app/keys'
import '../../../editor/editor-commands'
import '../../../app/view-commands'
import '../../index'
import { shortcutGroups, writingShortcuts } from './shortcuts'

/** Every key the editor's own keymaps bind (the element flow), and the names of its extensions. */
function editorKeys(): { keys: Set<string>; extensions: string[] } {
  // The editor's extensions include every registered feature's.
  const extensions = screenplayExtensions({ onOpenElementMenu: () => {} })
  const editor = new Editor({ element: document.createElement('div'), extensions })
  const keys = new Set<string>()
  for (const ext of editor.extensionManager.extensions as AnyExtension[]) {
    // TipTap's base keymap (Backspace joins, Delete, its own Select All) lies under everything: a command declared over one of its keys runs first.
    if (ext.name === 'keymap') continue
    const add = getExtensionField<(() => Record<string, unknown>) | undefined>(ext, 'addKeyboardShortcuts', {
      name: ext.name,
      options: ext.options,
      storage: (ext as unknown as { storage: unknown }).storage,
      editor,
      type: editor.schema.marks[ext.name] ?? editor.schema.nodes[ext.name],
    } as never)
    for (const k of Object.keys(add?.() ?? {})) keys.add(normKey(k))
  }
  const names = editor.extensionManager.extensions.map((e) => e.name)
  editor.destroy()
  return { keys, extensions: names }
}

/** Cut, copy and paste are the browser's own keys inside an editable page. */
const BROWSER_KEYS = new Set(['Mod-x', 'Mod-c', 'Mod-v'].map(normKey))

describe('one definition per command: keys, menus and Keyboard Shortcuts', () => {
  const editor = editorKeys()
  const app = keyMapFor('app')
  const editorCommands = keyMapFor('editor')
  const claims = keyClaims()
  const listed = shortcutGroups().flatMap((g) => g.rows)

  it('every key in Keyboard Shortcuts is bound where its command says', () => {
    const missing: string[] = []
    // The writing keys are the editor's element flow, or (the scene jumps) commands the editor runs.
    for (const [label, , bindings] of writingShortcuts().rows)
      for (const b of bindings ?? []) if (!editor.keys.has(normKey(b)) && !editorCommands.has(normKey(b))) missing.push(`${label}: ${b}`)
    for (const g of shortcutGroups().slice(1))
      for (const [, action, bindings] of g.rows)
        for (const b of bindings ?? []) {
          const k = normKey(b)
          if (!editorCommands.has(k) && !app.has(k) && !BROWSER_KEYS.has(k) && command(claims.get(k) ?? '').keysHandledBy !== 'layered') missing.push(`${action}: ${b}`)
        }
    expect(missing).toEqual([])
  })

  it('a command whose keys the editor handles is run by the editor; the app handles the rest', () => {
    // The editor runs its commands' keys from the declarations, through one extension.
    expect(editor.extensions).toContain('commandKeys')
    for (const [key, id] of claims) {
      const c = command(id)
      if (c.planned) continue
      const owner = c.keysHandledBy ?? 'app'
      if (owner === 'editor') expect(editorCommands.get(key), `${c.id} ${key}`).toBe(c.id)
      if (owner === 'app') expect(app.get(key), `${c.id} ${key}`).toBe(c.id)
      if (owner === 'browser') expect(BROWSER_KEYS.has(key), `${c.id} ${key}`).toBe(true)
      // No editor keymap binds a command's key a second time.
      expect(editor.keys.has(key), `${c.id} ${key} bound again in an editor keymap`).toBe(false)
    }
  })

  it('no two commands claim one key', () => {
    expect(() => registerFeature({ id: 'shortcut-clash', commands: [{ id: 'test.clash', label: 'Clash', keys: ['Mod-s'], run: always(() => {}) }] })).toThrow(/Ctrl\+S is bound twice \(file.save and test.clash\)/)
    for (const [key, id] of claims) expect(command(id).keys?.map(normKey)).toContain(key)
  })

  it('no command relies on a key Chrome keeps for itself', () => {
    expect([...claims.keys()].filter((k) => BROWSER_RESERVED_KEYS.includes(k))).toEqual([])
  })

  it('lists the built commands with their keys, as the menus show them', () => {
    const row = (action: string) => listed.find((r) => r[1] === action)
    expect(row('Save')?.[0]).toBe('Ctrl+S')
    expect(row('New')?.[0]).toBe('Ctrl+Alt+N')
    expect(row('Go To')?.[0]).toBe('Ctrl+G')
    expect(row('Scene Heading')?.[0]).toBe('Ctrl+1 / Alt+S')
    // Ctrl+Shift+Z redoes, as it always did in the editor; the list once filed it under Undo.
    expect(row('Undo')?.[0]).toBe('Ctrl+Z')
    expect(row('Redo')?.[0]).toBe('Ctrl+Y / Ctrl+Shift+Z')
    expect(shortcutText(command('file.save'))).toBe('Ctrl+S')
    expect(shortcutText(command('edit.goTo'))).toBe('Ctrl+G')
  })

  it('lists a key only once its command is built', () => {
    registerFeature({ id: 'shortcut-test', commands: [{ id: 'test.built', label: 'Do The Thing...', keys: ['Mod-Alt-q'], run: always(() => {}) }, { ...planned('test.unbuilt', 'Later'), keys: ['Mod-Alt-w'] }] })
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
