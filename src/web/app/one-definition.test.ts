// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { Editor, getExtensionField, type AnyExtension } from '@tiptap/core'
import { screenplayExtensions } from '../editor/extensions'
import '../editor/editor-commands'
import './view-commands'
import '../features'
import { allCommandIds, command, findCommand, keyClaims } from './commands'
import { allFeatures, menuItems } from './features'
import { MENUS, type MenuEntry } from './menus'
import { normKey } from './keys'

/**
 * A command is declared once, and every key the writer reads is read from a command. These
 * tests read the source itself: a key typed by hand into help text, or bound outside a command
 * declaration, fails here with its file.
 */
const WEB = join(import.meta.dirname, '..')

function sourceFiles(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(p)
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : []
  })
}

interface Found {
  file: string
  text: string
  node: ts.Node
}

/** Every piece of text in the code that can reach the screen: string literals, template parts, JSX text. */
function texts(): Found[] {
  const out: Found[] = []
  for (const path of sourceFiles()) {
    const file = relative(WEB, path)
    const src = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) out.push({ file, text: node.text, node })
      ts.forEachChild(node, visit)
    }
    visit(src)
  }
  return out
}

const ALL = texts()

/** 'Ctrl+Shift+5', 'Alt+S', 'Cmd+Z', 'Shift+Tab': a key as the writer reads it. */
const KEY_LABEL = /\b(Ctrl|Cmd|Alt|Option|Shift)\s*\+\s*\S/

/** 'Mod-s', 'Alt-s', 'Mod-Shift-5': a key as a binding names it. */
const BINDING = /^(Mod|Ctrl|Cmd|Meta|Alt|Shift)(-(Mod|Ctrl|Cmd|Meta|Alt|Shift))*-\S+$/

/** The property a literal is the value of (directly or in an array): `keys: ['Mod-s']` → 'keys'. */
function propertyOf(node: ts.Node): string | undefined {
  let n: ts.Node = node.parent
  // Naming a key (a field's own Ctrl+Enter) is not binding it.
  if (ts.isCallExpression(n) && n.expression.getText() === 'keyLabel') return 'label'
  // A writing key listed in Keyboard Shortcuts (the editor test below holds the editor to those).
  if (ts.isCallExpression(n.parent) && n.parent.expression.getText() === 'writingKey') return 'keymap'
  // A key of an editor keymap: the editor test below holds those to the writing keys.
  if (ts.isPropertyAssignment(n) && n.name === node) {
    for (let up: ts.Node | undefined = n; up; up = up.parent) if (ts.isMethodDeclaration(up) && up.name.getText() === 'addKeyboardShortcuts') return 'keymap'
  }
  if (ts.isArrayLiteralExpression(n)) n = n.parent
  if (ts.isPropertyAssignment(n) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name))) return n.name.text
  // The keys Chrome keeps for itself are named to be refused, not bound.
  for (let up: ts.Node | undefined = n; up; up = up.parent) if (ts.isVariableDeclaration(up) && up.name.getText() === 'BROWSER_RESERVED_KEYS') return 'reserved'
  return undefined
}

function menuIds(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e === '---' ? [] : typeof e === 'string' ? [e] : 'submenu' in e ? menuIds(menuItems(e)) : []))
}

describe('one definition per command', () => {
  it('no key label is typed by hand in help, FAQ, tour, panels or menus: each comes from its command', () => {
    const typed = ALL.filter((f) => KEY_LABEL.test(f.text)).map((f) => `${f.file}: ${JSON.stringify(f.text.trim().slice(0, 80))}`)
    expect(typed).toEqual([])
  })

  it('the scan sees a key typed by hand (it would fail on one)', () => {
    expect(KEY_LABEL.test('View → Plot Board (Ctrl+Shift+5) lays out the story')).toBe(true)
    expect(KEY_LABEL.test('Ctrl+1 … Ctrl+8 or Alt+S, A, C')).toBe(true)
    expect(KEY_LABEL.test('View → Plot Board ({{key:view.plotBoard}})')).toBe(false)
  })

  it('a key is bound only in a command declaration (its `keys`) or as a writing key of the element flow', () => {
    const outside = ALL.filter((f) => BINDING.test(f.text) && !['keys', 'bindings', 'keymap', 'reserved', 'label'].includes(propertyOf(f.node) ?? '')).map((f) => `${f.file}: ${f.text}`)
    expect(outside).toEqual([])
  })

  it('the page has one key handler; no part listens for keys on the whole window or document', () => {
    const listeners = sourceFiles()
      .filter((p) => /(window|document)\.addEventListener\(\s*'key(down|up)'/.test(readFileSync(p, 'utf8')))
      .map((p) => relative(WEB, p))
    expect(listeners).toEqual(['app/global-keys.ts'])
  })

  it('every command the menus name is declared, and every declared key is claimed by exactly one command', () => {
    const missing = MENUS.flatMap((m) => menuIds(m.items)).filter((id) => !findCommand(id))
    expect(missing).toEqual([])
    // The registry refuses a second claim at registration; here, each claim points at a command that lists the key.
    for (const [key, id] of keyClaims()) expect((command(id).keys ?? []).map(normKey)).toContain(key)
    expect(allCommandIds().length).toBeGreaterThan(80)
    expect(allFeatures().length).toBeGreaterThan(20)
  })

  it('the editor binds no command key of its own: its extensions keep only the writing keys', () => {
    const editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }) })
    const bound: string[] = []
    for (const ext of editor.extensionManager.extensions as AnyExtension[]) {
      // TipTap's own base keymap (Backspace joins, Delete) sits under everything: a command declared over one of its keys runs first.
      if (ext.name === 'keymap') continue
      const add = getExtensionField<(() => Record<string, unknown>) | undefined>(ext, 'addKeyboardShortcuts', {
        name: ext.name,
        options: ext.options,
        storage: (ext as unknown as { storage: unknown }).storage,
        editor,
        type: editor.schema.marks[ext.name] ?? editor.schema.nodes[ext.name],
      } as never)
      for (const k of Object.keys(add?.() ?? {})) bound.push(normKey(k))
    }
    editor.destroy()
    const claimed = keyClaims()
    expect(bound.filter((k) => claimed.has(k))).toEqual([])
    expect([...new Set(bound)].sort()).toEqual(['Backspace', 'Enter', 'Mod-Enter', 'Shift-Enter', 'Shift-Tab', 'Tab'].sort())
  })
})
