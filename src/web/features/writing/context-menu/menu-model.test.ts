import { describe, expect, it } from 'vitest'
import { EDITOR_ELEMENT_TYPES } from '../../../../screenplay/model'
import { AI_ACTIONS } from '../../../../ai/ai-actions'
import { buildMenu, type MenuEntry } from './menu-model'
import type { MenuTarget } from './context-menu-store'

const target = (over: Partial<MenuTarget> = {}): MenuTarget => ({
  x: 0,
  y: 0,
  elementType: 'action',
  word: 'walks',
  hasSelection: false,
  selection: { from: 1, to: 1 },
  block: { pos: 0, size: 10 },
  ...over,
})
const all = { commandUsable: () => true, canReadClipboard: true }
const labels = (m: MenuEntry[]) => m.map((e) => (e.kind === 'sep' ? '---' : e.label))
const find = (m: MenuEntry[], label: string) => m.find((e) => e.kind !== 'sep' && e.label === label) as Exclude<MenuEntry, { kind: 'sep' }>

describe('context menu entries', () => {
  it('lists its items in order: editing, styles, line type and lookups, then AI', () => {
    expect(labels(buildMenu(target(), all))).toEqual([
      'Cut', 'Copy', 'Paste', '---', 'Bold', 'Italic', 'Underline', 'Strikethrough', '---', 'Line Type', 'Comment', 'Lookup', '---', 'AI Generation', 'AI Refinement', 'AI Analysis',
    ])
  })
  it('Cut, Copy and Comment need a selection', () => {
    const none = buildMenu(target({ hasSelection: false }), all)
    const some = buildMenu(target({ hasSelection: true }), all)
    for (const l of ['Cut', 'Copy', 'Comment']) {
      expect(find(none, l).disabled, l).toBe(true)
      expect(find(some, l).disabled, l).toBe(false)
    }
  })
  it('Comment is disabled while no feature provides comments.add', () => {
    const m = buildMenu(target({ hasSelection: true }), { ...all, commandUsable: (id) => id !== 'comments.add' })
    expect(find(m, 'Comment').disabled).toBe(true)
  })
  it('Paste needs clipboard read access', () => {
    expect(find(buildMenu(target(), { ...all, canReadClipboard: false }), 'Paste').disabled).toBe(true)
  })
  it('Lookup shows only with a word: the built-in Dictionary, Thesaurus and Rhymes, and the AI beside them', () => {
    expect(labels(buildMenu(target({ word: null }), all))).not.toContain('Lookup')
    const lookup = find(buildMenu(target(), all), 'Lookup') as Extract<MenuEntry, { kind: 'sub' }>
    expect(labels(lookup.items)).toEqual(['Dictionary', 'Thesaurus', 'Rhymes', '---', 'Ask AI: Definition', 'Ask AI: Synonyms', 'Ask AI: Spell Check'])
    const actions = lookup.items.flatMap((e) => (e.kind === 'item' ? [e.action.type] : []))
    expect(actions).toEqual(['dictionary', 'dictionary', 'dictionary', 'lookup', 'lookup', 'lookup'])
  })
  it('the Line Type submenu checks the current type', () => {
    const lt = find(buildMenu(target({ elementType: 'dialogue' }), all), 'Line Type') as Extract<MenuEntry, { kind: 'sub' }>
    expect(lt.items.filter((e) => e.kind === 'item' && e.checked).map((e) => (e as { label: string }).label)).toEqual(['Dialogue'])
  })
  it.each(EDITOR_ELEMENT_TYPES)('%s has 4 to 9 AI actions, grouped Generation / Refinement / Analysis', (type) => {
    const m = buildMenu(target({ elementType: type }), all)
    const subs = m.filter((e): e is Extract<MenuEntry, { kind: 'sub' }> => e.kind === 'sub' && e.id.startsWith('ai.'))
    const total = subs.reduce((n, s) => n + s.items.length, 0)
    expect(total).toBe(AI_ACTIONS[type].length)
    expect(total).toBeGreaterThanOrEqual(4)
    expect(total).toBeLessThanOrEqual(9)
    expect(subs.map((s) => s.label)).toEqual(['AI Generation', 'AI Refinement', 'AI Analysis'])
  })
  it('no AI submenus outside a block', () => {
    expect(labels(buildMenu(target({ elementType: null }), all)).filter((l) => l.startsWith('AI'))).toEqual([])
  })
})
