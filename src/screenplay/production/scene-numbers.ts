/**
 * Scene numbering, as data in and a plan out: number every scene afresh, or — once the numbers
 * are locked — give only new scenes numbers that fit between their locked neighbours, in Final
 * Draft's "1A" scheme: a scene added after 10 is 10A, the next 10B. A scene added between 10
 * and 10A (no suffix fits there) takes a letter before 10A's number: A10A, then B10A, the way a
 * scene added before scene 1 is A1. Locked numbers are never changed; a cut scene leaves its
 * number behind as an OMITTED heading.
 */
import type { Production, ScriptElement } from '../model'

/** A heading's new number: the element's index and the number it gets. */
export interface SceneNumberChange {
  index: number
  sceneNumber: string
}

/** The parts of a number in the "1A" scheme: letters before, the number, letters after. */
interface Parsed {
  prefix: string
  num: number
  suffix: string
}

function parse(n: string): Parsed | null {
  const m = /^([A-Z]*)(\d+)([A-Z]*)$/i.exec(n.trim())
  if (!m) return null
  return { prefix: m[1].toUpperCase(), num: Number(m[2]), suffix: m[3].toUpperCase() }
}

/**
 * Orders scene numbers as they run through a script: 9 < A10 < 10 < 10A < A10B < 10B < 11.
 * Letters before a number place a scene before that number; letters after, after it. Numbers
 * outside the scheme ("I-1-A") sort after the others, by their text.
 */
export function compareSceneNumbers(a: string, b: string): number {
  const p = parse(a)
  const q = parse(b)
  if (!p || !q) return !p && !q ? a.localeCompare(b) : p ? -1 : 1
  if (p.num !== q.num) return p.num - q.num
  if (p.suffix !== q.suffix) return compareLetters(p.suffix, q.suffix)
  // Same number and suffix: a prefixed one comes before the bare one, and A before B.
  if (!p.prefix || !q.prefix) return p.prefix ? -1 : q.prefix ? 1 : 0
  return compareLetters(p.prefix, q.prefix)
}

/** Letter sequences as Final Draft counts them: '' < A < B < … < Z < AA < AB. */
function compareLetters(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

/** The letter sequence after `s` ('' → A, A → B, Z → AA). */
function nextLetters(s: string): string {
  if (!s) return 'A'
  const last = s.charCodeAt(s.length - 1)
  if (last < 90) return s.slice(0, -1) + String.fromCharCode(last + 1)
  return nextLetters(s.slice(0, -1)) + 'A'
}

/**
 * Whether the script prints scene numbers (the PDF, Final Draft's options, plain text): as the
 * writer set it, else when any scene has a number.
 */
export function showsSceneNumbers(elements: readonly ScriptElement[], production: Production | undefined): boolean {
  return production?.showSceneNumbers ?? elements.some((e) => e.type === 'scene-heading' && !!e.sceneNumber)
}

/** Scene headings of a list of elements, with their indexes. */
export function sceneHeadings(elements: readonly ScriptElement[]): number[] {
  const out: number[] = []
  for (let i = 0; i < elements.length; i++) if (elements[i].type === 'scene-heading') out.push(i)
  return out
}

/** Numbers every scene 1, 2, 3 … in order (OMITTED headings too): what "Renumber" does. */
export function renumberScenes(elements: readonly ScriptElement[]): SceneNumberChange[] {
  const out: SceneNumberChange[] = []
  let n = 0
  for (const i of sceneHeadings(elements)) {
    const sceneNumber = String(++n)
    if (elements[i].sceneNumber !== sceneNumber) out.push({ index: i, sceneNumber })
  }
  return out
}

/**
 * Numbers the scenes that have none, keeping every number already given: each new scene gets a
 * number between the numbered scenes around it (see the file's comment). With no scene
 * numbered yet this is 1, 2, 3 ….
 */
export function numberNewScenes(elements: readonly ScriptElement[]): SceneNumberChange[] {
  const heads = sceneHeadings(elements)
  if (heads.every((i) => !elements[i].sceneNumber)) return renumberScenes(elements)
  const used = new Set<string>()
  for (const i of heads) if (elements[i].sceneNumber) used.add(elements[i].sceneNumber!.toUpperCase())
  const out: SceneNumberChange[] = []
  let prev: string | undefined
  for (let k = 0; k < heads.length; k++) {
    const own = elements[heads[k]].sceneNumber
    if (own) {
      prev = own
      continue
    }
    let next: string | undefined
    for (let j = k + 1; j < heads.length && !next; j++) next = elements[heads[j]].sceneNumber
    const n = numberBetween(prev, next, used)
    used.add(n.toUpperCase())
    out.push({ index: heads[k], sceneNumber: n })
    prev = n
  }
  return out
}

/** A number not in `used` that sorts after `prev` and before `next` (either may be absent). */
export function numberBetween(prev: string | undefined, next: string | undefined, used: ReadonlySet<string>): string {
  const fits = (c: string) => !used.has(c) && (!prev || compareSceneNumbers(prev, c) < 0) && (!next || compareSceneNumbers(c, next) < 0)
  const candidates: string[] = []
  const p = prev ? parse(prev) : null
  const q = next ? parse(next) : null
  if (p) {
    // After 10: 10A; after 10A: 10B; after A10A: B10A.
    if (p.prefix) candidates.push(`${nextLetters(p.prefix)}${p.num}${p.suffix}`)
    // The next free suffix: after 10A comes 10B, or 10C when 10B is taken.
    let suffix = p.suffix
    for (let k = 0; k < 26; k++) candidates.push(`${p.num}${(suffix = nextLetters(suffix))}`)
  }
  if (q) {
    // Before 10A (after 10): A10A; before 1: A1.
    candidates.push(`A${q.num}${q.suffix}`)
    if (q.prefix) candidates.push(`${q.prefix}A${q.num}${q.suffix}`)
  }
  if (!p && !q) candidates.push('1')
  for (const c of candidates) if (fits(c)) return c
  // Numbers outside the scheme around it: letters after the previous one until one is free.
  let base = prev ?? next ?? '1'
  for (let guard = 0; guard < 1000; guard++) {
    base = `${base}A`
    if (!used.has(base.toUpperCase())) return base
  }
  return `${prev ?? ''}+`
}

/**
 * What cutting a numbered scene leaves once numbers are locked: the scene's heading becomes an
 * OMITTED heading with the same number, and the rest of the scene goes.
 */
export function omittedHeading(sceneNumber: string): ScriptElement {
  return { type: 'scene-heading', text: 'OMITTED', sceneNumber, omitted: true }
}

/** The elements from heading `index` up to the next heading (the whole scene): [from, to). */
export function sceneRange(elements: readonly ScriptElement[], index: number): { from: number; to: number } {
  let to = index + 1
  while (to < elements.length && elements[to].type !== 'scene-heading') to++
  return { from: index, to }
}

/** Scene numbers given to more than one heading, each with the indexes that carry it. */
export function duplicateSceneNumbers(elements: readonly ScriptElement[]): { sceneNumber: string; indexes: number[] }[] {
  const seen = new Map<string, number[]>()
  for (const i of sceneHeadings(elements)) {
    const n = elements[i].sceneNumber
    if (!n) continue
    const key = n.toUpperCase()
    const list = seen.get(key)
    if (list) list.push(i)
    else seen.set(key, [i])
  }
  return [...seen.entries()].filter(([, l]) => l.length > 1).map(([, indexes]) => ({ sceneNumber: elements[indexes[0]].sceneNumber!, indexes }))
}

/** Applies a plan to a copy of the elements (each changed element a new object). */
export function applySceneNumbers(elements: readonly ScriptElement[], changes: readonly SceneNumberChange[]): ScriptElement[] {
  const out = elements.slice()
  for (const c of changes) out[c.index] = { ...out[c.index], sceneNumber: c.sceneNumber }
  return out
}
