// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Editor } from '@tiptap/core'
import { CORE_EXTENSIONS, screenplayExtensions } from './extensions'

describe("the editor's own TipTap extensions", () => {
  let editor: Editor | null = null
  afterEach(() => {
    editor?.destroy()
    editor = null
    vi.useRealTimers()
  })
  const make = (core?: typeof CORE_EXTENSIONS) =>
    new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }), ...(core ? { enableCoreExtensions: core } : {}), content: '<p>INT. HARBOUR - NIGHT</p>' })

  it('leaves out only "delete", whose work on every change nobody listens to', () => {
    editor = make(CORE_EXTENSIONS)
    const names = new Set(editor.extensionManager.extensions.map((e) => e.name))
    expect(names.has('delete')).toBe(false)
    for (const kept of ['editable', 'clipboardTextSerializer', 'commands', 'focusEvents', 'keymap', 'tabindex', 'drop', 'paste']) expect(names, kept).toContain(kept)
  })

  it('a change queues no "delete" report: deleting text tells no listener', () => {
    const told: unknown[] = []
    for (const core of [undefined, CORE_EXTENSIONS]) {
      vi.useFakeTimers()
      editor = make(core)
      editor.on('delete', (e) => told.push({ core, e }))
      editor.commands.deleteRange({ from: 1, to: 4 })
      vi.runOnlyPendingTimers()
      editor.destroy()
      editor = null
      vi.useRealTimers()
    }
    // TipTap's default reports it; with the editor's choice nothing is worked out or told.
    expect(told.length).toBeGreaterThan(0)
    expect(told.every((t) => (t as { core: unknown }).core === undefined)).toBe(true)
  })
})
