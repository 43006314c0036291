import * as Y from 'yjs'
import type { Node as PMNode, ResolvedPos } from '@tiptap/pm/model'
import type { Transaction } from '@tiptap/pm/state'

/**
 * Where a block of the shared script is, both ways, without reading the script: the place of a
 * shared block in the flat list (BlockOrder), and the editor position of the block at a place
 * (BlockPlaces). A co-writer's caret moving, or a comment arriving, is placed by these in a few
 * steps however long the script is.
 */

/**
 * Running totals over a list of numbers (one per scene container): the total up to any place,
 * changing one number, and the place a running total falls in each take a few steps, however
 * many scenes there are.
 */
class RunningTotals {
  private readonly tree: number[]
  private readonly top: number
  total = 0

  constructor(readonly values: number[]) {
    const n = values.length
    const tree = new Array<number>(n + 1).fill(0)
    for (let i = 1; i <= n; i++) {
      tree[i] += values[i - 1]
      this.total += values[i - 1]
      const up = i + (i & -i)
      if (up <= n) tree[up] += tree[i]
    }
    this.tree = tree
    let top = 1
    while (top * 2 <= n) top *= 2
    this.top = n ? top : 0
  }

  get length(): number {
    return this.values.length
  }

  add(i: number, by: number): void {
    this.values[i] += by
    this.total += by
    for (let k = i + 1; k < this.tree.length; k += k & -k) this.tree[k] += by
  }

  /** The total of the values before place `i`. */
  before(i: number): number {
    let sum = 0
    for (let k = i; k > 0; k -= k & -k) sum += this.tree[k]
    return sum
  }

  /** The place whose stretch holds `x`: the last `i` with before(i) <= x (the length when x is past the total). */
  find(x: number): number {
    let at = 0
    let rest = x
    for (let step = this.top; step > 0; step >>= 1) {
      const next = at + step
      if (next < this.tree.length && this.tree[next] <= rest) {
        at = next
        rest -= this.tree[next]
      }
    }
    return at
  }
}

export interface PlacedBlock {
  node: PMNode
  /** Where the block starts. */
  pos: number
  /** The scene container holding it, by its place in the document. */
  scene: number
}

/**
 * The editor position of each block of the flat list, from the sizes and block counts of the
 * scene containers. It follows the editor's transactions: an edit inside a scene changes that
 * scene's numbers only, so a caret placed while a co-writer types reads one scene, never the
 * script. A transaction that adds, removes or regroups scenes has the containers read again (one
 * number each, no block), as does a document it was not following.
 */
export class BlockPlaces {
  private doc: PMNode | null = null
  private sizes = new RunningTotals([])
  private counts = new RunningTotals([])

  /** Follows an editor transaction (each, in order, appended ones too). */
  follow(tr: Transaction): void {
    if (!tr.docChanged || this.doc === tr.doc) return
    if (this.doc !== tr.before || !this.followSteps(tr)) this.doc = null
    else this.doc = tr.doc
  }

  /** Applies the steps' changes scene by scene; false when a step reached outside one scene's blocks. */
  private followSteps(tr: Transaction): boolean {
    const touched = new Set<number>()
    for (let i = 0; i < tr.steps.length; i++) {
      const before = tr.docs[i]
      const after = i + 1 < tr.docs.length ? tr.docs[i + 1] : tr.doc
      if (before.childCount !== after.childCount) return false
      let inside = true
      const changes: [number, number][] = []
      tr.steps[i].getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
        if (!inside) return
        const scene = this.sizes.find(oldStart)
        const start = scene < this.sizes.length ? this.sizes.before(scene) : -1
        if (start < 0 || oldStart < start + 1 || oldEnd > start + this.sizes.values[scene] - 1) inside = false
        else changes.push([scene, newEnd - newStart - (oldEnd - oldStart)])
      })
      if (!inside) return false
      for (const [scene, by] of changes) {
        if (by) this.sizes.add(scene, by)
        touched.add(scene)
      }
    }
    for (const i of touched) {
      const scene = tr.doc.child(i)
      if (scene.nodeSize !== this.sizes.values[i]) return false
      if (scene.childCount !== this.counts.values[i]) this.counts.add(i, scene.childCount - this.counts.values[i])
    }
    return true
  }

  /** The numbers for `doc`: read again from its scene containers when they are not the followed ones. */
  private on(doc: PMNode): void {
    if (this.doc === doc) return
    const sizes: number[] = []
    const counts: number[] = []
    doc.forEach((scene) => {
      sizes.push(scene.nodeSize)
      counts.push(scene.childCount)
    })
    this.sizes = new RunningTotals(sizes)
    this.counts = new RunningTotals(counts)
    this.doc = doc
  }

  /** How many blocks `doc` has. */
  count(doc: PMNode): number {
    this.on(doc)
    return this.counts.total
  }

  /** The block at place `index` of the flat list, or null past its end. Reads the blocks of its own scene only. */
  block(doc: PMNode, index: number): PlacedBlock | null {
    this.on(doc)
    if (index < 0 || index >= this.counts.total) return null
    const scene = this.counts.find(index)
    const container = doc.child(scene)
    const nth = index - this.counts.before(scene)
    let pos = this.sizes.before(scene) + 1
    for (let j = 0; j < nth; j++) pos += container.child(j).nodeSize
    return { node: container.child(nth), pos, scene }
  }

  /** The place in the flat list of the block holding a position (null outside any block). */
  indexAt($pos: ResolvedPos): number | null {
    if ($pos.depth < 2) return null
    this.on($pos.doc)
    return this.counts.before($pos.index(0)) + $pos.index(1)
  }
}

/**
 * The place of each shared block in the shared script's list, and the block at each place. Typing
 * changes no place, so the list is read again only after blocks were added or removed, and then
 * once (not per lookup): the shared list has no index of its own, and finding its 1,800th block
 * would step through the 1,799 before it on every keystroke.
 */
export class BlockOrder {
  private list: unknown[] | null = null
  private places: Map<unknown, number> | null = null
  private readonly doc: Y.Doc | null
  private readonly onChange = (tr: Y.Transaction) => {
    if ((tr.changed as Map<unknown, Set<string | null>>).get(this.fragment)?.has(null)) this.forget()
  }

  constructor(readonly fragment: Y.XmlFragment) {
    this.doc = fragment.doc
    // Before any observer runs, so no one reads a place the transaction just changed.
    this.doc?.on('beforeObserverCalls', this.onChange)
  }

  private blocks(): unknown[] {
    if (!this.list) this.list = this.fragment.toArray()
    return this.list
  }

  /** The shared block at a place of the list (undefined past its end). */
  at(index: number): unknown {
    if (!this.doc) return this.fragment.get(index)
    return this.blocks()[index]
  }

  /** The place of a block in the list; null for what is not (or no longer) a block of it. */
  indexOf(el: unknown): number | null {
    if (!(el instanceof Y.XmlElement) || el.parent !== this.fragment || el._item?.deleted) return null
    if (!this.doc) return this.fragment.toArray().indexOf(el)
    if (!this.places) {
      const places = new Map<unknown, number>()
      this.blocks().forEach((block, i) => void places.set(block, i))
      this.places = places
    }
    return this.places.get(el) ?? null
  }

  /** The list was changed in a transaction still open: read it again at the next lookup. */
  forget(): void {
    this.list = null
    this.places = null
  }

  destroy(): void {
    this.doc?.off('beforeObserverCalls', this.onChange)
    this.forget()
  }
}
