/**
 * Two writers changing one part of the project at the same moment: what each changed is kept.
 * A dialog works on a copy of the part taken when it opened (the base); when it saves, only what
 * the writer changed from that base goes in, over whatever a co-writer saved meanwhile. Records
 * in a list (characters, locations, cards, to-dos, comments) are told apart by id, so two writers
 * editing two different characters both keep their edits; where both changed the same field, the
 * one saving last wins that field.
 */

type Fields = Record<string, unknown>

const isObject = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v) && !ArrayBuffer.isView(v)

/** Equal as data: the same fields and values, whatever order the fields come in. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a == null || b == null || typeof a !== 'object' || typeof b !== 'object') return false
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a.byteLength !== b.byteLength) return false
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
    return x.every((v, i) => v === y[i])
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((v, i) => sameValue(v, b[i]))
  }
  const ka = Object.keys(a as Fields).filter((k) => (a as Fields)[k] !== undefined)
  const kb = Object.keys(b as Fields).filter((k) => (b as Fields)[k] !== undefined)
  if (ka.length !== kb.length) return false
  return ka.every((k) => sameValue((a as Fields)[k], (b as Fields)[k]))
}

/** A record's identity in its list. */
export function recordId(record: unknown): string | null {
  if (!isObject(record)) return null
  const id = record.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

/** A list whose every item is a record with an id. */
function isRecordList(v: unknown): v is Fields[] {
  return Array.isArray(v) && v.every((r) => recordId(r) !== null)
}

function byId(list: readonly Fields[]): Map<string, Fields> {
  const out = new Map<string, Fields>()
  for (const r of list) {
    const id = recordId(r)!
    if (!out.has(id)) out.set(id, r)
  }
  return out
}

/** Whether the records both lists hold come in a different order. */
function reordered(base: readonly Fields[], mine: readonly Fields[]): boolean {
  const inMine = new Set(mine.map(recordId))
  const inBase = new Set(base.map(recordId))
  const a = base.map(recordId).filter((id) => inMine.has(id))
  const b = mine.map(recordId).filter((id) => inBase.has(id))
  return a.some((id, i) => id !== b[i])
}

function mergeLists(base: readonly Fields[], mine: readonly Fields[], theirs: readonly Fields[]): Fields[] {
  const B = byId(base)
  const M = byId(mine)
  const T = byId(theirs)
  /** A record one side deleted and the other left as it was is gone; one the other side changed stays. */
  const kept = (id: string, survivor: Fields) => !B.has(id) || !sameValue(B.get(id), survivor)
  const merged = (id: string): Fields | null => {
    const m = M.get(id)
    const t = T.get(id)
    if (m && t) return mergeValues(B.get(id), m, t) as Fields
    if (m) return kept(id, m) ? m : null
    if (t) return kept(id, t) ? t : null
    return null
  }
  // The order: mine where this writer moved records, theirs otherwise; the other side's new records
  // go after the record they follow there.
  const [lead, other] = reordered(base, mine) ? [mine, theirs] : [theirs, mine]
  const out: Fields[] = []
  const placed = new Set<string>()
  for (const r of lead) {
    const id = recordId(r)!
    if (placed.has(id)) continue
    placed.add(id)
    const v = merged(id)
    if (v) out.push(v)
  }
  let after: string | null = null
  for (const r of other) {
    const id = recordId(r)!
    if (placed.has(id)) {
      after = id
      continue
    }
    placed.add(id)
    const v = merged(id)
    if (!v) continue
    const at = after === null ? 0 : out.findIndex((x) => recordId(x) === after) + 1
    out.splice(at, 0, v)
    after = id
  }
  return out
}

/**
 * `mine` (this writer's copy, started from `base`) merged with `theirs` (the part as it is now):
 * this writer's changes from `base`, over `theirs`.
 */
export function mergeValues(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameValue(mine, base)) return theirs
  if (sameValue(theirs, base) || sameValue(mine, theirs)) return mine
  if (isRecordList(mine) && isRecordList(theirs)) return mergeLists(isRecordList(base) ? base : [], mine, theirs)
  if (isObject(mine) && isObject(theirs)) {
    const b = isObject(base) ? base : {}
    const out: Fields = {}
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const v = key in mine ? (key in theirs ? mergeValues(b[key], mine[key], theirs[key]) : key in b && sameValue(b[key], mine[key]) ? undefined : mine[key]) : key in b ? undefined : theirs[key]
      if (v !== undefined) out[key] = v
    }
    return out
  }
  return mine
}
