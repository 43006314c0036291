import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'
import { characterName, nameWords } from '../../screenplay/spelling/character-names'
import { blockTextOf, changedRange, forEachBlock, forEachBlockBetween, positionsKept } from './doc-diff'

/** The script's character names and locations, with how often each is used (what autocomplete offers). */
export interface NameCounts {
  characters: ReadonlyMap<string, number>
  locations: ReadonlyMap<string, number>
}

// Longest first, so 'INT./EXT.' is not read as 'INT.'.
export const PREFIX_RE = /^\s*(INT\.?\/EXT\.?|EXT\.?\/INT\.?|I\/E\.?|INT\.|EXT\.|EST\.|INT|EXT|EST)\s+/i

/** The location of a scene heading: between the prefix and the last ' - ' (upper case), or ''. */
export function locationOf(heading: string): string {
  const m = PREFIX_RE.exec(heading)
  if (!m) return ''
  const rest = heading.slice(m[0].length)
  const dash = rest.lastIndexOf(' - ')
  return (dash === -1 ? rest : rest.slice(0, dash)).replace(/\s+/g, ' ').trim().toUpperCase()
}

/**
 * The script's character names and scene locations with their use counts, kept up to date per
 * changed block (never by walking the document on a keystroke). Autocomplete offers them; spell
 * check ignores the names.
 */
export const scriptIndexKey = new PluginKey<NameCounts>('scriptIndex')

type Counts = Map<string, number>

function entryOf(node: PMNode): { map: 'characters' | 'locations'; key: string } | null {
  const type = node.type.name
  if (type === 'character') {
    const key = characterName(blockTextOf(node))
    return key ? { map: 'characters', key } : null
  }
  if (type === 'sceneHeading') {
    const key = locationOf(blockTextOf(node))
    return key ? { map: 'locations', key } : null
  }
  return null
}

function bump(m: Counts, key: string, by: number) {
  const n = (m.get(key) ?? 0) + by
  if (n > 0) m.set(key, n)
  else m.delete(key)
}

export function buildIndex(doc: PMNode): NameCounts {
  const out = { characters: new Map<string, number>(), locations: new Map<string, number>() }
  forEachBlock(doc, (node) => {
    const e = entryOf(node)
    if (e) bump(out[e.map], e.key, 1)
  })
  return out
}

/** The index after a change: blocks in the old range leave it, blocks in the new range enter it. */
export function updateIndex(index: NameCounts, before: PMNode, after: PMNode, range: { from: number; toA: number; toB: number }): NameCounts {
  let characters: Counts | null = null
  let locations: Counts | null = null
  const apply = (node: PMNode, by: number) => {
    const e = entryOf(node)
    if (!e) return
    if (e.map === 'characters') bump((characters ??= new Map(index.characters)), e.key, by)
    else bump((locations ??= new Map(index.locations)), e.key, by)
  }
  forEachBlockBetween(before, range.from, range.toA, (n) => apply(n, -1))
  forEachBlockBetween(after, range.from, range.toB, (n) => apply(n, 1))
  if (!characters && !locations) return index
  return { characters: characters ?? index.characters, locations: locations ?? index.locations }
}

export function scriptIndex(state: EditorState): NameCounts | undefined {
  return scriptIndexKey.getState(state)
}

const wordsMemo = new WeakMap<ReadonlyMap<string, number>, ReadonlySet<string>>()

/** Every word of every character name, upper case: what the spell checker ignores. */
export function characterNameWords(index: NameCounts | undefined): ReadonlySet<string> {
  if (!index) return new Set()
  let s = wordsMemo.get(index.characters)
  if (!s) {
    const set = new Set<string>()
    for (const name of index.characters.keys()) for (const w of nameWords(name)) set.add(w)
    s = set
    wordsMemo.set(index.characters, s)
  }
  return s
}

export const ScriptIndex = Extension.create({
  name: 'scriptIndex',
  // Before spell check and autocomplete, which read it in the same transaction.
  priority: 1200,
  addProseMirrorPlugins() {
    return [
      new Plugin<NameCounts>({
        key: scriptIndexKey,
        state: {
          init: (_, state) => buildIndex(state.doc),
          apply(tr, value) {
            // Names and locations come from text and block types, which such a change leaves alone.
            if (positionsKept(tr)) return value
            const r = changedRange(tr)
            return r ? updateIndex(value, tr.before, tr.doc, r) : value
          },
        },
      }),
    ]
  },
})
