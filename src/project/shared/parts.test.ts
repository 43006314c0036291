import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Y from 'yjs'
import { mergeValues, sameValue } from './merge'
import { PROJECT_PARTS, readPart, writePart, type ProjectPartKey } from './parts'

type Fields = Record<string, unknown>

const cast = (characters: Fields[]) => ({ createdAt: '2026-01-01', characters })

/** One writer's replica: a doc whose updates wait in each partner's inbox until the network delivers them. */
interface Replica {
  doc: Y.Doc
  inbox: Uint8Array[]
}

function replicas(n: number, start?: (doc: Y.Doc) => void): Replica[] {
  const seed = new Y.Doc()
  if (start) start(seed)
  const all: Replica[] = Array.from({ length: n }, () => {
    const doc = new Y.Doc()
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed))
    return { doc, inbox: [] }
  })
  all.forEach((r) =>
    r.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'network') return
      for (const other of all) if (other !== r) other.inbox.push(update)
    }),
  )
  return all
}

function deliverAll(all: Replica[]): void {
  for (const r of all) while (r.inbox.length) Y.applyUpdate(r.doc, r.inbox.shift()!, 'network')
}

/** A change made the way the app makes it: this writer's value written over the doc as it is here. */
function change(doc: Y.Doc, key: ProjectPartKey, edit: (value: unknown) => unknown): void {
  const before = readPart(doc, key)
  doc.transact(() => writePart(doc, key, edit(structuredClone(before))))
}

describe('project parts in the shared doc', () => {
  it('reads back what it writes, for every part', () => {
    const doc = new Y.Doc()
    const values: Record<ProjectPartKey, unknown> = {
      titlePage: { title: 'Brick', credit: 'Written by', author: 'A', source: '', draft: '', contact: '' },
      movieConcept: { movieIdea: 'Two builders', genres: ['Drama'] },
      themeStructure: { centralArgument: 'Work is love' },
      characters: cast([{ id: 'c1', name: 'ANNA' }, { id: 'c2', name: 'BEN' }]),
      locations: { locations: [{ id: 'l1', name: 'KITCHEN' }] },
      plotBoard: { id: 'b', title: 'Board', acts: [{ id: 'a1', title: 'One', order: 0 }], sequences: [], beats: [] },
      todos: [{ id: 't1', text: 'Fix act two', completed: false }],
      revisions: [{ id: 'r1', name: 'Draft 1', content: { type: 'doc', content: [] } }],
      tableRead: { narratorVoice: 'v1', voices: { ANNA: 'v2' } },
      comments: [{ id: 'k1', text: 'Too loud?', resolved: false, createdAt: '2026-01-02' }],
      preserved: { name: 'Brick', futureField: [1, 2] },
    }
    doc.transact(() => {
      for (const key of PROJECT_PARTS) writePart(doc, key, values[key])
    })
    for (const key of PROJECT_PARTS) expect(sameValue(readPart(doc, key), values[key]), key).toBe(true)
  })

  it('writes only what changed: one field of one character', () => {
    const doc = new Y.Doc()
    doc.transact(() => writePart(doc, 'characters', cast([{ id: 'c1', name: 'ANNA', age: '40' }, { id: 'c2', name: 'BEN' }])))
    const changed: string[] = []
    doc.on('afterTransaction', (tr: Y.Transaction) => {
      for (const [type, keys] of tr.changed) for (const k of keys) changed.push(`${(type as unknown as Y.Map<unknown>).get?.('id') ?? '?'}.${k}`)
    })
    change(doc, 'characters', (v) => {
      ;(v as { characters: Fields[] }).characters[1].age = '51'
      return v
    })
    expect(changed).toEqual(['c2.age'])
  })

  it('two writers editing two different characters at once both keep their edits', () => {
    const [ann, bob] = replicas(2, (d) => writePart(d, 'characters', cast([{ id: 'c1', name: 'ANNA' }, { id: 'c2', name: 'BEN' }])))
    change(ann.doc, 'characters', (v) => ((v as { characters: Fields[] }).characters[0].want = 'a home', v))
    change(bob.doc, 'characters', (v) => ((v as { characters: Fields[] }).characters[1].flaw = 'pride', v))
    deliverAll([ann, bob])
    for (const r of [ann, bob]) expect((readPart(r.doc, 'characters') as { characters: Fields[] }).characters).toEqual([
      { id: 'c1', name: 'ANNA', want: 'a home' },
      { id: 'c2', name: 'BEN', flaw: 'pride' },
    ])
  })

  it('two writers changing two different fields of the lists as a whole at once both keep their change', () => {
    const start = (d: Y.Doc) => {
      writePart(d, 'characters', { createdAt: '2026-01-01', updatedAt: '2026-01-01', characters: [{ id: 'c1', name: 'ANNA' }] })
      writePart(d, 'locations', { createdAt: '2026-01-01', updatedAt: '2026-01-01', locations: [{ id: 'l1', name: 'KITCHEN' }] })
    }
    // One list, two of its own fields (one a field of a newer version); and each writer a different list.
    const [ann, bob] = replicas(2, start)
    change(ann.doc, 'characters', (v) => ({ ...(v as Fields), updatedAt: '2026-02-02' }))
    change(bob.doc, 'characters', (v) => ({ ...(v as Fields), sortedBy: 'name' }))
    change(ann.doc, 'locations', (v) => ({ ...(v as Fields), updatedAt: '2026-03-03' }))
    change(bob.doc, 'locations', (v) => ({ ...(v as Fields), sortedBy: 'type' }))
    deliverAll([ann, bob])
    for (const r of [ann, bob]) {
      expect(readPart(r.doc, 'characters')).toEqual({ createdAt: '2026-01-01', updatedAt: '2026-02-02', sortedBy: 'name', characters: [{ id: 'c1', name: 'ANNA' }] })
      expect(readPart(r.doc, 'locations')).toEqual({ createdAt: '2026-01-01', updatedAt: '2026-03-03', sortedBy: 'type', locations: [{ id: 'l1', name: 'KITCHEN' }] })
    }
    // The characters' list changed by one writer while the other changes the locations' list.
    const [cleo, dan] = replicas(2, start)
    change(cleo.doc, 'characters', (v) => ({ ...(v as Fields), updatedAt: '2026-04-04' }))
    change(dan.doc, 'locations', (v) => ({ ...(v as Fields), updatedAt: '2026-05-05' }))
    deliverAll([cleo, dan])
    for (const r of [cleo, dan]) {
      expect((readPart(r.doc, 'characters') as Fields).updatedAt).toBe('2026-04-04')
      expect((readPart(r.doc, 'locations') as Fields).updatedAt).toBe('2026-05-05')
    }
  })

  it('a list with no field of its own is still there; one taken away is gone', () => {
    const doc = new Y.Doc()
    doc.transact(() => writePart(doc, 'locations', { locations: [] }))
    expect(readPart(doc, 'locations')).toEqual({ locations: [] })
    doc.transact(() => writePart(doc, 'locations', null))
    expect(readPart(doc, 'locations')).toBeNull()
  })

  it('reads the lists’ own fields of a doc shared before they had maps of their own, and moves them with the next change', () => {
    const doc = new Y.Doc()
    doc.transact(() => {
      doc.getMap('meta').set('sets', { characters: { createdAt: '2025-01-01' }, locations: { createdAt: '2025-02-02' } })
      writePart(doc, 'characters', { createdAt: '2025-01-01', characters: [{ id: 'c1', name: 'ANNA' }] })
    })
    expect(readPart(doc, 'characters')).toEqual({ createdAt: '2025-01-01', characters: [{ id: 'c1', name: 'ANNA' }] })
    expect(readPart(doc, 'locations')).toEqual({ createdAt: '2025-02-02', locations: [] })
    expect(doc.getMap('meta').get('sets')).toEqual({ locations: { createdAt: '2025-02-02' } })
    doc.transact(() => writePart(doc, 'locations', { createdAt: '2025-02-02', updatedAt: '2025-03-03', locations: [] }))
    expect(doc.getMap('meta').has('sets')).toBe(false)
    expect(readPart(doc, 'locations')).toEqual({ createdAt: '2025-02-02', updatedAt: '2025-03-03', locations: [] })
  })

  it('a dialog saving a stale copy writes only what its writer changed', () => {
    const base = cast([{ id: 'c1', name: 'ANNA' }, { id: 'c2', name: 'BEN' }])
    const theirs = cast([{ id: 'c1', name: 'ANNA', want: 'a home' }, { id: 'c2', name: 'BEN' }, { id: 'c3', name: 'CARL' }])
    const mine = cast([{ id: 'c1', name: 'ANNA' }, { id: 'c2', name: 'BEN', flaw: 'pride' }, { id: 'c4', name: 'DORA' }])
    expect(mergeValues(base, mine, theirs)).toEqual(
      // A record this writer added goes after the one it follows in their copy.
      cast([{ id: 'c1', name: 'ANNA', want: 'a home' }, { id: 'c2', name: 'BEN', flaw: 'pride' }, { id: 'c4', name: 'DORA' }, { id: 'c3', name: 'CARL' }]),
    )
    // Deleting a record the partner did not touch deletes it; one the partner changed stays.
    const deleted = cast([{ id: 'c1', name: 'ANNA' }])
    expect(mergeValues(base, deleted, cast([{ id: 'c1', name: 'ANNA' }, { id: 'c2', name: 'BEN' }]))).toEqual(deleted)
    expect(mergeValues(base, cast([{ id: 'c2', name: 'BEN' }]), theirs)).toEqual(cast([{ id: 'c1', name: 'ANNA', want: 'a home' }, { id: 'c2', name: 'BEN' }, { id: 'c3', name: 'CARL' }]))
  })

  it('a to-do added by each of two writers at once: both are kept', () => {
    const [ann, bob] = replicas(2)
    change(ann.doc, 'todos', (v) => [...(v as Fields[]), { id: 't-ann', text: 'Cut scene 4', completed: false }])
    change(bob.doc, 'todos', (v) => [...(v as Fields[]), { id: 't-bob', text: 'Call the producer', completed: false }])
    deliverAll([ann, bob])
    const a = readPart(ann.doc, 'todos') as Fields[]
    expect(a.map((t) => t.id).sort()).toEqual(['t-ann', 't-bob'])
    expect(readPart(bob.doc, 'todos')).toEqual(a)
  })

  /**
   * Two or three writers each change the planning data (their own characters and cards, the title
   * page, shared to-dos, snapshots) while the network delivers their changes in any order: every
   * replica ends the same, and what only one writer touched is as that writer left it.
   */
  it('planning edits by 2-3 writers over any network order converge, and no one’s own record is lost', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('character' as const), slot: fc.nat(2), field: fc.constantFrom('name', 'want', 'flaw'), text: fc.string({ maxLength: 6 }) }),
      fc.record({ kind: fc.constant('dropCharacter' as const), slot: fc.nat(2) }),
      fc.record({ kind: fc.constant('beat' as const), slot: fc.nat(1), text: fc.string({ maxLength: 6 }) }),
      fc.record({ kind: fc.constant('title' as const), field: fc.constantFrom('title', 'author', 'draft'), text: fc.string({ maxLength: 6 }) }),
      fc.record({ kind: fc.constant('todo' as const), slot: fc.nat(2), done: fc.boolean() }),
      fc.record({ kind: fc.constant('snapshot' as const), slot: fc.nat(1) }),
    )
    const step = fc.oneof(fc.record({ writer: fc.nat(2), op }), fc.record({ deliver: fc.nat(2), count: fc.nat(3) }))
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.array(step, { maxLength: 40 }), (n, steps) => {
        const all = replicas(n, (d) => {
          writePart(d, 'characters', cast([{ id: 'shared', name: 'EVERYONE' }]))
          writePart(d, 'plotBoard', { id: 'b', title: 'Board', acts: [], sequences: [], beats: [] })
        })
        for (const s of steps) {
          if ('deliver' in s) {
            const r = all[s.deliver % n]
            // Updates arrive in any order: Yjs holds one that comes before what it depends on.
            for (let k = 0; k < s.count && r.inbox.length; k++) Y.applyUpdate(r.doc, r.inbox.splice((k * 7) % r.inbox.length, 1)[0], 'network')
            continue
          }
          const w = s.writer % n
          const doc = all[w].doc
          const { op } = s
          const own = (slot: number) => `w${w}-${slot}`
          if (op.kind === 'character')
            change(doc, 'characters', (v) => {
              const set = (v ?? cast([])) as { characters: Fields[] }
              const rec = set.characters.find((c) => c.id === own(op.slot))
              if (rec) rec[op.field] = op.text
              else set.characters.push({ id: own(op.slot), [op.field]: op.text })
              return set
            })
          else if (op.kind === 'dropCharacter')
            change(doc, 'characters', (v) => {
              const set = (v ?? cast([])) as { characters: Fields[] }
              return { ...set, characters: set.characters.filter((c) => c.id !== own(op.slot)) }
            })
          else if (op.kind === 'beat')
            change(doc, 'plotBoard', (v) => {
              const board = v as { beats: Fields[] }
              const beat = board.beats.find((b) => b.id === own(op.slot))
              if (beat) beat.title = op.text
              else board.beats.push({ id: own(op.slot), title: op.text, order: board.beats.length })
              return board
            })
          else if (op.kind === 'title') change(doc, 'titlePage', (v) => ({ ...(v as Fields), [op.field]: op.text }))
          else if (op.kind === 'todo')
            change(doc, 'todos', (v) => {
              const list = v as Fields[]
              const id = own(op.slot)
              return list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? { ...t, completed: op.done } : t)) : [...list, { id, text: id, completed: op.done }]
            })
          else change(doc, 'revisions', (v) => ((v as Fields[]).some((r) => r.id === own(op.slot)) ? v : [...(v as Fields[]), { id: own(op.slot), name: own(op.slot) }]))
        }
        // What each writer sees of its own records before the last deliveries: nobody else touches them.
        const ownView = all.map((r, w) => {
          const mine = (key: ProjectPartKey, list: (v: unknown) => Fields[]) => list(readPart(r.doc, key)).filter((x) => String(x.id).startsWith(`w${w}-`))
          return {
            characters: mine('characters', (v) => (v as { characters?: Fields[] } | null)?.characters ?? []),
            beats: mine('plotBoard', (v) => (v as { beats: Fields[] }).beats),
            todos: mine('todos', (v) => v as Fields[]),
          }
        })
        deliverAll(all)
        for (const key of PROJECT_PARTS) for (const r of all.slice(1)) expect(readPart(r.doc, key), key).toEqual(readPart(all[0].doc, key))
        const sorted = (list: Fields[]) => [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)))
        const final = ownView.map((_, w) => ({
          characters: ((readPart(all[0].doc, 'characters') as { characters?: Fields[] } | null)?.characters ?? []).filter((x) => String(x.id).startsWith(`w${w}-`)),
          beats: (readPart(all[0].doc, 'plotBoard') as { beats: Fields[] }).beats.filter((x) => String(x.id).startsWith(`w${w}-`)),
          todos: (readPart(all[0].doc, 'todos') as Fields[]).filter((x) => String(x.id).startsWith(`w${w}-`)),
        }))
        ownView.forEach((v, w) => {
          expect(sorted(final[w].characters)).toEqual(sorted(v.characters))
          expect(sorted(final[w].beats).map((b) => b.title)).toEqual(sorted(v.beats).map((b) => b.title))
          expect(sorted(final[w].todos)).toEqual(sorted(v.todos))
        })
      }),
      { numRuns: 150 },
    )
  })
})
