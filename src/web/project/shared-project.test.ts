// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { readPart, writePart } from '../../project/shared'
import { initialProjectState, useProject } from './project-store'
import { shareProjectThrough, type ShareRole } from './shared-project'
import { setTitlePage, updatePlanning } from './actions'

/**
 * The open project backed by a shared doc: this writer's changes go into the doc first, a
 * co-writer's arrive in the project's store, and a role that may not change a part changes nothing.
 */

const cast = (...names: string[]) => ({ characters: names.map((name, i) => ({ id: `c${i + 1}`, name })) })

let stop: (() => void) | null = null
let role: ShareRole = 'writer'

/** A shared doc holding a project, and a partner's replica of it, updates passed at once. */
function sharedPair() {
  const here = new Y.Doc()
  const partner = new Y.Doc()
  here.on('update', (u: Uint8Array, origin: unknown) => origin !== 'partner' && Y.applyUpdate(partner, u, 'here'))
  partner.on('update', (u: Uint8Array, origin: unknown) => origin !== 'here' && Y.applyUpdate(here, u, 'partner'))
  partner.transact(() => {
    writePart(partner, 'titlePage', { title: 'Tide', credit: 'Written by', author: '', source: '', draft: '', contact: '' })
    writePart(partner, 'characters', cast('MARA', 'TEO'))
  })
  return { here, partner }
}

beforeEach(() => {
  useProject.setState(initialProjectState())
  role = 'writer'
})
afterEach(() => {
  stop?.()
  stop = null
})

describe('a shared project’s parts', () => {
  it('opens with the doc’s parts in the store, without marking the project changed', () => {
    const { here } = sharedPair()
    stop = shareProjectThrough(here, { role: () => role, mode: 'load' })
    expect(useProject.getState().titlePage.title).toBe('Tide')
    expect(useProject.getState().planning.characters?.characters.map((c) => c.name)).toEqual(['MARA', 'TEO'])
    expect(useProject.getState().dirty).toBe(false)
  })

  it('a change here goes into the doc; a partner’s change arrives in the store, and only that part changes', () => {
    const { here, partner } = sharedPair()
    stop = shareProjectThrough(here, { role: () => role, mode: 'load' })
    const before = useProject.getState().planning
    updatePlanning('todos', [{ id: 't1', text: 'Cut the prologue', completed: false }])
    expect(readPart(partner, 'todos')).toEqual([{ id: 't1', text: 'Cut the prologue', completed: false }])

    partner.transact(() => writePart(partner, 'titlePage', { ...(readPart(partner, 'titlePage') as object), author: 'Bob' }))
    expect(useProject.getState().titlePage.author).toBe('Bob')
    // Nothing else in the store was replaced (panels showing other parts are not redrawn).
    expect(useProject.getState().planning.characters).toBe(before.characters)
  })

  it('a dialog’s stale copy saved over a partner’s change keeps both', () => {
    const { here, partner } = sharedPair()
    stop = shareProjectThrough(here, { role: () => role, mode: 'load' })
    const opened = useProject.getState().planning.characters!
    // The partner changes MARA while this writer's dialog, opened before, changes TEO.
    partner.transact(() => writePart(partner, 'characters', { characters: [{ id: 'c1', name: 'MARA', age: '31' }, { id: 'c2', name: 'TEO' }] }))
    updatePlanning('characters', { characters: [{ id: 'c1', name: 'MARA' }, { id: 'c2', name: 'TEO', age: '52' }] } as never, opened)
    const expected = [{ id: 'c1', name: 'MARA', age: '31' }, { id: 'c2', name: 'TEO', age: '52' }]
    expect((readPart(partner, 'characters') as { characters: unknown[] }).characters).toEqual(expected)
    expect(useProject.getState().planning.characters?.characters).toEqual(expected)
  })

  it('a commenter changes to-dos but not the title page; a reader changes nothing', () => {
    const { here, partner } = sharedPair()
    stop = shareProjectThrough(here, { role: () => role, mode: 'load' })
    role = 'commenter'
    updatePlanning('todos', [{ id: 't1', text: 'Check the oven', completed: false }])
    setTitlePage({ ...useProject.getState().titlePage, title: 'Commenter title' })
    expect(readPart(partner, 'todos')).toHaveLength(1)
    expect((readPart(partner, 'titlePage') as { title: string }).title).toBe('Tide')
    expect(useProject.getState().titlePage.title).toBe('Tide')
    role = 'reader'
    updatePlanning('todos', [])
    expect(readPart(partner, 'todos')).toHaveLength(1)
    expect(useProject.getState().planning.todos).toHaveLength(1)
  })

  it('stops with sharing: a change is the store’s alone again', () => {
    const { here, partner } = sharedPair()
    stop = shareProjectThrough(here, { role: () => role, mode: 'load' })
    stop()
    stop = null
    setTitlePage({ ...useProject.getState().titlePage, title: 'Only here' })
    expect(useProject.getState().titlePage.title).toBe('Only here')
    expect((readPart(partner, 'titlePage') as { title: string }).title).toBe('Tide')
  })
})
