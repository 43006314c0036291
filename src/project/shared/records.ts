import * as Y from 'yjs'
import { POSITION_KEY } from './layout'

/**
 * Plain objects and lists of records as Y.Maps: one map entry per field, so two writers changing
 * two fields of one record (or two records of one list) never overwrite each other. A field's value
 * is plain data (text, numbers, lists): the last writer of that one field wins.
 */
type Fields = Record<string, unknown>

/** A Y value as plain data (nested shared types as JSON). */
export function plain(value: unknown): unknown {
  return value instanceof Y.AbstractType ? value.toJSON() : value
}

/** The fields of a map, as a plain object, without the record's position. */
export function readFields(map: Y.Map<unknown>): Fields {
  const out: Fields = {}
  for (const [key, value] of map.entries()) if (key !== POSITION_KEY && value !== undefined) out[key] = plain(value)
  return out
}

/** Sets every defined field of `fields` on `map`. */
export function writeFields(map: Y.Map<unknown>, fields: Fields): void {
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) map.set(key, value)
}

/** A new (not yet placed) Y.Map holding the fields. */
export function fieldsMap(fields: Fields): Y.Map<unknown> {
  return new Y.Map(Object.entries(fields).filter(([, v]) => v !== undefined))
}

/**
 * A list of records into `map`, keyed by id (a second record with the same id gets a key of its
 * own, so nothing is dropped), each remembering its place in the list.
 */
export function writeRecords(map: Y.Map<unknown>, records: readonly Fields[]): void {
  records.forEach((record, i) => {
    const id = String(record.id ?? i)
    let key = id
    for (let n = 2; map.has(key); n++) key = `${id}#${n}`
    map.set(key, fieldsMap({ ...record, [POSITION_KEY]: i }))
  })
}

/** The records of a map in list order (by position, then by key); an entry that is not a record is skipped. */
export function readRecords(map: Y.Map<unknown>): Fields[] {
  const entries: { key: string; position: number; fields: Fields }[] = []
  for (const [key, value] of map.entries()) {
    let fields: Fields
    let position: unknown
    if (value instanceof Y.Map) {
      fields = readFields(value)
      position = value.get(POSITION_KEY)
    } else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Y.AbstractType)) {
      const { [POSITION_KEY]: p, ...rest } = value as Fields
      fields = rest
      position = p
    } else continue
    entries.push({ key, position: typeof position === 'number' && Number.isFinite(position) ? position : Number.MAX_SAFE_INTEGER, fields })
  }
  entries.sort((a, b) => a.position - b.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return entries.map((e) => e.fields)
}
