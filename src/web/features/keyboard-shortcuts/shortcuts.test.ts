// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { Editor, getExtensionField, type AnyExtension } from '@tiptap/core'
import { screenplayExtensions } from '../../editor/extensions'
import { registerFeature } from '../../app/features'
import { SHELL_KEYS, SHORTCUT_GROUPS, STATIC_SHORTCUT_GROUPS, keyLabel } from './shortcuts'

/** 'Shift-Mod-z' and 'Mod-Shift-Z' are the same key to ProseMirror. */
function norm(binding: string): string {
  const parts = binding.split('-')
  const key = parts.pop()!
  const mods = parts.map((m) => (m === 'Ctrl' || m === 'Cmd' || m === 'Meta' ? 'Mod' : m)).sort()
  const shiftedLetter = mods.includes('Shift') && key.length === 1
  return [...mods, shiftedLetter ? key.toLowerCase() : key].join('-')
}

function editorKeys(): Set<string> {
  const editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }) })
  const keys = new Set<string>()
  for (const ext of editor.extensionManager.extensions as AnyExtension[]) {
    const add = getExtensionField<(() => Record<string, unknown>) | undefined>(ext, 'addKeyboardShortcuts', {
      name: ext.name,
      options: ext.options,
      storage: (ext as unknown as { storage: unknown }).storage,
      editor,
      type: editor.schema.marks[ext.name] ?? editor.schema.nodes[ext.name],
    } as never)
    for (const k of Object.keys(add?.() ?? {})) keys.add(norm(k))
  }
  editor.destroy()
  return keys
}

describe('Keyboard Shortcuts list', () => {
  it('every hand-listed key is bound in the editor or the shell', () => {
    const bound = new Set([...editorKeys(), ...SHELL_KEYS.map(norm)])
    const missing: string[] = []
    for (const g of STATIC_SHORTCUT_GROUPS) for (const [label, , bindings] of g.rows) for (const b of bindings ?? []) if (!bound.has(norm(b))) missing.push(`${label}: ${b}`)
    expect(missing).toEqual([])
  })

  it('lists no key for a command that is not built', () => {
    const listed = STATIC_SHORTCUT_GROUPS.flatMap((g) => g.rows.flatMap((r) => r[0].split(' / ')))
    expect(listed).toContain('Ctrl+G')
    for (const k of ['Ctrl+O', 'Ctrl+S', 'Ctrl+Alt+N', 'Ctrl+F', 'Ctrl+H', 'Ctrl+Alt+F', 'Ctrl+Shift+2']) expect(listed).not.toContain(k)
  })

  it('feature keys appear when their command is built, and only then', () => {
    registerFeature({
      id: 'shortcut-test',
      commands: { 'edit.semanticFind': {}, 'test.built': { label: 'Do The Thing...', run: () => {} } },
      keys: { 'Mod-Alt-q': 'test.built', 'Mod-Alt-w': 'edit.semanticFind', 'Mod-Alt-z': 'no.such.command' },
    })
    const rows = SHORTCUT_GROUPS.flatMap((g) => g.rows)
    expect(rows.find((r) => r[0] === 'Ctrl+Alt+Q')?.[1]).toBe('Do The Thing')
    expect(rows.some((r) => r[0] === 'Ctrl+Alt+W')).toBe(false)
    expect(rows.some((r) => r[0] === 'Ctrl+Alt+Z')).toBe(false)
  })

  it('formats bindings', () => {
    expect(keyLabel('Mod-Shift-3')).toBe('Ctrl+Shift+3')
    expect(keyLabel('Mod-Alt-m')).toBe('Ctrl+Alt+M')
  })
})
