/**
 * One step that sets attributes on many blocks at once: what clearing a revision set's marks from
 * a whole script needs. ProseMirror's own attribute step changes one node a step, and thousands of
 * them each copy the document's spine; this one rebuilds each touched scene once and shares every
 * untouched node. No text moves, so positions map through unchanged: page breaks, the selection
 * and comments stay where they are, and undo is one step back.
 */
import { Fragment, type Node as PMNode, type Schema } from '@tiptap/pm/model'
import { Step, StepMap, StepResult, type Mappable } from '@tiptap/pm/transform'

export interface BlockAttrs {
  /** The position just before the block. */
  pos: number
  attrs: Record<string, unknown>
}

export class BlockAttrsStep extends Step {
  /** Changes in document order, at most one per block. */
  readonly changes: readonly BlockAttrs[]

  constructor(changes: readonly BlockAttrs[]) {
    super()
    this.changes = [...changes].sort((a, b) => a.pos - b.pos)
  }

  apply(doc: PMNode): StepResult {
    try {
      return StepResult.ok(rebuild(doc, 0, this.changes))
    } catch (e) {
      return StepResult.fail((e as Error).message)
    }
  }

  getMap(): StepMap {
    return StepMap.empty
  }

  invert(doc: PMNode): Step {
    return new BlockAttrsStep(
      this.changes.map((c) => {
        const node = doc.nodeAt(c.pos)
        const old: Record<string, unknown> = {}
        for (const k of Object.keys(c.attrs)) old[k] = node?.attrs[k] ?? null
        return { pos: c.pos, attrs: old }
      }),
    )
  }

  map(mapping: Mappable): Step | null {
    const kept: BlockAttrs[] = []
    for (const c of this.changes) {
      const r = mapping.mapResult(c.pos, 1)
      if (!r.deletedAfter) kept.push({ pos: r.pos, attrs: c.attrs })
    }
    return kept.length ? new BlockAttrsStep(kept) : null
  }

  toJSON() {
    return { stepType: 'nwBlockAttrs', changes: this.changes }
  }

  static fromJSON(_schema: Schema, json: { changes?: unknown }): BlockAttrsStep {
    if (!Array.isArray(json.changes)) throw new RangeError('Invalid input for BlockAttrsStep.fromJSON')
    return new BlockAttrsStep(json.changes as BlockAttrs[])
  }
}

Step.jsonID('nwBlockAttrs', BlockAttrsStep)

/** `node` with the changes inside it applied (its content starts at `start`); untouched children are shared. */
function rebuild(node: PMNode, start: number, changes: readonly BlockAttrs[]): PMNode {
  if (!changes.length) return node
  const children: PMNode[] = []
  let k = 0
  let pos = start
  node.forEach((child) => {
    const end = pos + child.nodeSize
    const from = k
    while (k < changes.length && changes[k].pos < end) k++
    if (from === k) children.push(child)
    else {
      const own = changes[from].pos === pos ? changes[from] : undefined
      if (changes[from].pos < pos) throw new Error(`no block starts at ${changes[from].pos}`)
      let next = rebuild(child, pos + 1, changes.slice(own ? from + 1 : from, k))
      if (own) next = child.type.create({ ...child.attrs, ...own.attrs }, next.content, child.marks)
      children.push(next)
    }
    pos = end
  })
  if (k < changes.length) throw new Error(`no block starts at ${changes[k].pos}`)
  return node.copy(Fragment.fromArray(children))
}
