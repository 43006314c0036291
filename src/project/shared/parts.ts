import * as Y from 'yjs'
import { ANCHORS_KEY, LIST_KEY, POSITION_KEY, type SharedRoot } from './layout'
import { recordId, sameValue } from './merge'
import { fieldsMap, plain, readFields, readRecords } from './records'
import type { Anchor } from './anchors'

/**
 * The project's parts beside its script, each read from and written to its place in the shared
 * doc (layout.ts). A write changes only what differs: one field of one record when a writer
 * changed one field, so a co-writer's change to another field or record is never overwritten.
 * Values are as the `.nws` bundle holds them.
 */

type Fields = Record<string, unknown>

export const PROJECT_PARTS = ['titlePage', 'movieConcept', 'themeStructure', 'characters', 'locations', 'plotBoard', 'todos', 'revisions', 'tableRead', 'comments', 'preserved'] as const
export type ProjectPartKey = (typeof PROJECT_PARTS)[number]

/** The roots each part is kept in: a change to one of them may have changed the part. */
export const PART_ROOTS: Readonly<Record<ProjectPartKey, readonly SharedRoot[]>> = {
  titlePage: ['titlePage'],
  movieConcept: ['concept'],
  themeStructure: ['theme'],
  characters: ['characters', 'characterSet', 'meta'],
  locations: ['locations', 'locationSet', 'meta'],
  plotBoard: ['plotBoard'],
  todos: ['todos'],
  revisions: ['snapshots'],
  tableRead: ['meta'],
  comments: ['comments'],
  preserved: ['meta'],
}

const isObject = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v)

/** The three lists of the plot board, each a map of records. */
const BOARD_LISTS = ['acts', 'sequences', 'beats'] as const

// ---- reading ----

function objectOrNull(map: Y.Map<unknown>): Fields | null {
  return map.size ? readFields(map) : null
}

/** Where a list's own fields are kept (its records are in the root named after the list). */
const LIST_ROOT = { characters: 'characterSet', locations: 'locationSet' } as const

/** The list's own fields as a doc shared before they had a map of their own holds them (null: none there). */
function legacyListFields(doc: Y.Doc, root: 'characters' | 'locations'): Fields | null {
  const sets = plain(doc.getMap('meta').get('sets'))
  return isObject(sets) && isObject(sets[root]) ? sets[root] : null
}

function readRecordSet(doc: Y.Doc, root: 'characters' | 'locations'): Fields | null {
  const list = doc.getMap(LIST_ROOT[root])
  let own: Fields | null = null
  if (list.size) {
    const { [LIST_KEY]: _present, ...fields } = readFields(list)
    own = fields
  } else own = legacyListFields(doc, root)
  const records = readRecords(doc.getMap(root))
  return own || records.length ? { ...(own ?? {}), [root]: records } : null
}

function readBoard(doc: Y.Doc): Fields | null {
  const board = doc.getMap('plotBoard')
  if (!board.size) return null
  const out = readFields(board)
  for (const key of BOARD_LISTS) {
    const records = board.get(key)
    out[key] = records instanceof Y.Map ? readRecords(records) : Array.isArray(records) ? records : []
  }
  return out
}

function readPreserved(doc: Y.Doc): Fields {
  const meta = doc.getMap('meta')
  const extras = plain(meta.get('extras'))
  const unread = plain(meta.get('unread'))
  const name = meta.get('name')
  return {
    ...(isObject(extras) ? extras : {}),
    ...(typeof name === 'string' ? { name } : {}),
    ...(isObject(unread) && Object.keys(unread).length ? { unread } : {}),
  }
}

/** A part of the project as it is in the doc now. */
export function readPart(doc: Y.Doc, key: ProjectPartKey): unknown {
  switch (key) {
    case 'titlePage':
      return readFields(doc.getMap('titlePage'))
    case 'movieConcept':
      return objectOrNull(doc.getMap('concept'))
    case 'themeStructure':
      return objectOrNull(doc.getMap('theme'))
    case 'characters':
    case 'locations':
      return readRecordSet(doc, key)
    case 'plotBoard':
      return readBoard(doc)
    case 'todos':
      return doc.getArray('todos').toArray().map((t) => (t instanceof Y.Map ? readFields(t) : plain(t)))
    case 'revisions':
      return doc.getArray('snapshots').toArray().map(plain)
    case 'tableRead':
      return plain(doc.getMap('meta').get('tableRead')) ?? null
    case 'comments':
      return [...doc.getMap('comments').values()]
        .map((value) => (value instanceof Y.Map ? readFields(value) : null))
        .filter((c): c is Fields => !!c)
        .map(({ [ANCHORS_KEY]: _anchors, ...fields }) => fields)
    case 'preserved':
      return readPreserved(doc)
  }
}

// ---- writing ----

/** Brings a map of fields to `fields` (null: none), changing only what differs; `keep` are left alone. */
export function syncFields(map: Y.Map<unknown>, fields: Fields | null, keep: ReadonlySet<string> = new Set()): void {
  const next = fields ?? {}
  for (const key of [...map.keys()]) if (!keep.has(key) && next[key] === undefined) map.delete(key)
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || keep.has(key)) continue
    if (!map.has(key) || !sameValue(plain(map.get(key)), value)) map.set(key, value)
  }
}

/** Sets a key of a map to plain data when it differs (deletes it for null or undefined). */
function syncValue(map: Y.Map<unknown>, key: string, value: unknown): void {
  if (value == null) {
    if (map.has(key)) map.delete(key)
  } else if (!map.has(key) || !sameValue(plain(map.get(key)), value)) map.set(key, value)
}

/**
 * Brings a map of records (keyed by id, each a Y.Map of fields with its place in the list) to
 * `records`: a changed record changes field by field, a new one gets a key of its own (a second
 * record with the same id too), a removed one is deleted.
 */
export function syncRecords(map: Y.Map<unknown>, records: readonly Fields[]): void {
  const keysById = new Map<string, string[]>()
  for (const [key, value] of map.entries()) {
    const id = value instanceof Y.Map ? (recordId({ id: value.get('id') }) ?? key) : key.replace(/#\d+$/, '')
    const list = keysById.get(id) ?? []
    list.push(key)
    keysById.set(id, list)
  }
  for (const list of keysById.values()) list.sort()
  const used = new Set<string>()
  records.forEach((record, i) => {
    const id = recordId(record) ?? String(i)
    const key = keysById.get(id)?.find((k) => !used.has(k))
    const fields = { ...record, [POSITION_KEY]: i }
    if (key !== undefined) {
      used.add(key)
      const value = map.get(key)
      if (value instanceof Y.Map) {
        syncFields(value, fields)
        return
      }
    }
    let fresh = key ?? id
    for (let n = 2; key === undefined && map.has(fresh); n++) fresh = `${id}#${n}`
    used.add(fresh)
    map.set(fresh, fieldsMap(fields))
  })
  for (const key of [...map.keys()]) if (!used.has(key)) map.delete(key)
}

/**
 * Brings a list of records to `records` by id: removed ones are deleted, new ones inserted where
 * they stand, kept ones updated in place (`update` says whether an item could be). A list whose
 * records changed order is written again whole.
 */
function syncList(array: Y.Array<unknown>, records: readonly unknown[], toItem: (record: unknown) => unknown, update: (item: unknown, record: unknown) => boolean): void {
  const ids = array.toArray().map((item) => recordId(item instanceof Y.Map ? { id: item.get('id') } : item))
  const nextIds = records.map(recordId)
  const wanted = new Set(nextIds)
  const keptOld = ids.filter((id) => id !== null && wanted.has(id))
  const present = new Set(keptOld)
  const keptNew = nextIds.filter((id) => id !== null && present.has(id))
  const unique = new Set(ids).size === ids.length && new Set(nextIds).size === nextIds.length && !ids.includes(null) && !nextIds.includes(null)
  if (!unique || keptOld.some((id, i) => id !== keptNew[i])) {
    if (array.length) array.delete(0, array.length)
    array.insert(0, records.map(toItem))
    return
  }
  for (let i = ids.length - 1; i >= 0; i--) if (!wanted.has(ids[i])) array.delete(i, 1)
  records.forEach((record, i) => {
    const id = nextIds[i]
    if (id !== null && present.has(id)) {
      if (!update(array.get(i), record)) {
        array.delete(i, 1)
        array.insert(i, [toItem(record)])
      }
    } else array.insert(i, [toItem(record)])
  })
}

function writeRecordSet(doc: Y.Doc, root: 'characters' | 'locations', set: unknown): void {
  const { [root]: records, ...own } = isObject(set) ? set : {}
  // Field by field: a co-writer changing another of the list's own fields keeps their change.
  syncFields(doc.getMap(LIST_ROOT[root]), isObject(set) ? { ...own, [LIST_KEY]: true } : null)
  // A doc shared before: the list's fields leave the one value both lists shared.
  const meta = doc.getMap('meta')
  const sets = plain(meta.get('sets'))
  if (isObject(sets) && root in sets) {
    const { [root]: _moved, ...others } = sets
    syncValue(meta, 'sets', Object.keys(others).length ? others : null)
  }
  syncRecords(doc.getMap(root), Array.isArray(records) ? (records.filter(isObject) as Fields[]) : [])
}

function writeBoard(doc: Y.Doc, board: unknown): void {
  const map = doc.getMap('plotBoard')
  if (!isObject(board)) {
    for (const key of [...map.keys()]) map.delete(key)
    return
  }
  syncFields(map, board, new Set(BOARD_LISTS))
  for (const key of BOARD_LISTS) {
    let records = map.get(key)
    if (!(records instanceof Y.Map)) map.set(key, (records = new Y.Map<unknown>()))
    const list = board[key]
    syncRecords(records as Y.Map<unknown>, Array.isArray(list) ? (list.filter(isObject) as Fields[]) : [])
  }
}

function writeComments(doc: Y.Doc, list: unknown, anchorsOf: (id: string) => readonly Anchor[] | null): void {
  const map = doc.getMap('comments')
  const comments = Array.isArray(list) ? (list.filter((c) => isObject(c) && recordId(c) !== null) as Fields[]) : []
  const wanted = new Set(comments.map((c) => recordId(c)!))
  for (const key of [...map.keys()]) if (!wanted.has(key)) map.delete(key)
  for (const comment of comments) {
    const id = recordId(comment)!
    const { [ANCHORS_KEY]: _anchors, ...fields } = comment
    const entry = map.get(id)
    if (entry instanceof Y.Map) syncFields(entry, fields, new Set([ANCHORS_KEY]))
    else map.set(id, fieldsMap({ ...fields, [ANCHORS_KEY]: [...(anchorsOf(id) ?? [])] }))
  }
}

function writePreserved(doc: Y.Doc, preserved: unknown): void {
  const meta = doc.getMap('meta')
  const { name, unread, ...extras } = isObject(preserved) ? preserved : {}
  syncValue(meta, 'name', typeof name === 'string' ? name : null)
  syncValue(meta, 'unread', isObject(unread) && Object.keys(unread).length ? unread : null)
  syncValue(meta, 'extras', Object.keys(extras).length ? extras : null)
}

export interface WriteOptions {
  /** Where a comment new to the doc sits in the script (comments only). */
  anchorsOf?: (commentId: string) => readonly Anchor[] | null
}

/** Brings a part of the doc to `value`, changing only what differs. Call inside a transaction. */
export function writePart(doc: Y.Doc, key: ProjectPartKey, value: unknown, opts: WriteOptions = {}): void {
  switch (key) {
    case 'titlePage':
      return syncFields(doc.getMap('titlePage'), isObject(value) ? value : null)
    case 'movieConcept':
      return syncFields(doc.getMap('concept'), isObject(value) ? value : null)
    case 'themeStructure':
      return syncFields(doc.getMap('theme'), isObject(value) ? value : null)
    case 'characters':
    case 'locations':
      return writeRecordSet(doc, key, value)
    case 'plotBoard':
      return writeBoard(doc, value)
    case 'todos':
      return syncList(
        doc.getArray('todos'),
        Array.isArray(value) ? value : [],
        (t) => (isObject(t) ? fieldsMap(t) : t),
        (item, t) => {
          if (!(item instanceof Y.Map) || !isObject(t)) return false
          syncFields(item, t)
          return true
        },
      )
    case 'revisions':
      // A snapshot never changes once taken: one whose content differs is another snapshot.
      return syncList(doc.getArray('snapshots'), Array.isArray(value) ? value : [], (r) => r, (item, r) => sameValue(item, r))
    case 'tableRead':
      return syncValue(doc.getMap('meta'), 'tableRead', value)
    case 'comments':
      return writeComments(doc, value, opts.anchorsOf ?? (() => null))
    case 'preserved':
      return writePreserved(doc, value)
  }
}

/** The script's own settings, which the editor document carries as attributes. */
export interface ScriptSettings {
  /** Page size and element styles. */
  format: unknown
  /** Revision sets, the current set, whether scene numbers are locked and shown. */
  production: unknown
}

/** The script's settings as they are in the doc (null where it has none). */
export function readScriptSettings(doc: Y.Doc): ScriptSettings {
  const production = doc.getMap('production')
  return { format: plain(doc.getMap('meta').get('format')) ?? null, production: production.size ? readFields(production) : null }
}

/** Brings the script's settings in the doc to `settings`, field by field. Call inside a transaction. */
export function writeScriptSettings(doc: Y.Doc, settings: Partial<ScriptSettings>): void {
  syncValue(doc.getMap('meta'), 'format', settings.format ?? null)
  syncFields(doc.getMap('production'), isObject(settings.production) ? settings.production : null)
}

/** The root types of the doc by name, to tell which root a change happened under. */
export function rootsByType(doc: Y.Doc, roots: readonly SharedRoot[]): Map<unknown, SharedRoot> {
  return new Map<unknown, SharedRoot>(roots.map((name) => [name === 'script' ? doc.getXmlFragment(name) : name === 'todos' || name === 'snapshots' ? doc.getArray(name) : doc.getMap(name), name]))
}

/** The roots a transaction changed (each changed type followed up to its root). */
export function changedRoots(tr: Y.Transaction, roots: ReadonlyMap<unknown, SharedRoot>): Set<SharedRoot> {
  const out = new Set<SharedRoot>()
  for (const type of tr.changed.keys()) {
    let t = type as Y.AbstractType<unknown>
    while (t._item) t = t._item.parent as Y.AbstractType<unknown>
    const name = roots.get(t)
    if (name) out.add(name)
  }
  return out
}

/** The parts kept in any of `roots`. */
export function partsIn(roots: ReadonlySet<SharedRoot>): ProjectPartKey[] {
  return PROJECT_PARTS.filter((key) => PART_ROOTS[key].some((r) => roots.has(r)))
}
