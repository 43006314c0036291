import * as Y from 'yjs'
import { Fragment } from '@tiptap/pm/model'
import { Transform } from '@tiptap/pm/transform'

/**
 * How much of a script some work reads, counted rather than timed (a count does not change with
 * the machine): the nodes of an editor document and the blocks of a shared list it reads, by
 * wrapping every way either is read one child at a time. A step of a transaction is applied by
 * ProseMirror the same way for any edit, a keystroke's too (it finds its place by stepping over
 * the scene containers' sizes): that is not counted, what the work reads to make the step is.
 */
export interface Reads {
  /** Nodes of the editor's document read. */
  editor: number
  /** Blocks (or other children) of a shared list read. */
  shared: number
}

type Method = (...args: unknown[]) => unknown

/** What `run` reads; reads made while `pause()` is in force (until its return is called) are not counted. */
export function reads(run: (pause: () => () => void) => void): Reads {
  const count: Reads = { editor: 0, shared: 0 }
  let paused = 0
  const add = (key: keyof Reads, n: number) => {
    if (!paused) count[key] += n
  }
  const undo: (() => void)[] = []
  const wrap = (proto: object, name: string, around: (original: Method, self: unknown, args: unknown[]) => unknown) => {
    const target = proto as Record<string, Method>
    const original = target[name]
    target[name] = function (this: unknown, ...args: unknown[]) {
      return around(original, this, args)
    }
    undo.push(() => (target[name] = original))
  }
  const one = (key: keyof Reads) => (original: Method, self: unknown, args: unknown[]) => {
    add(key, 1)
    return original.apply(self, args)
  }
  const each = (key: keyof Reads, callbackAt: number) => (original: Method, self: unknown, args: unknown[]) => {
    const f = args[callbackAt] as Method
    const copy = [...args]
    copy[callbackAt] = (...a: unknown[]) => {
      add(key, 1)
      return f(...a)
    }
    return original.apply(self, copy)
  }
  wrap(Fragment.prototype, 'child', one('editor'))
  wrap(Fragment.prototype, 'maybeChild', one('editor'))
  wrap(Fragment.prototype, 'forEach', each('editor', 0))
  wrap(Fragment.prototype, 'nodesBetween', each('editor', 2))
  wrap(Fragment.prototype, 'findIndex', (original, self, args) => {
    const found = original.apply(self, args) as { index: number }
    add('editor', found.index + 1)
    return found
  })
  wrap(Y.XmlFragment.prototype, 'toArray', (original, self, args) => {
    const list = original.apply(self, args) as unknown[]
    add('shared', list.length)
    return list
  })
  wrap(Y.XmlFragment.prototype, 'forEach', each('shared', 0))
  wrap(Y.XmlFragment.prototype, 'get', one('shared'))
  wrap(Transform.prototype, 'step', (original, self, args) => {
    paused++
    try {
      return original.apply(self, args)
    } finally {
      paused--
    }
  })
  try {
    run(() => {
      paused++
      return () => void paused--
    })
  } finally {
    for (const u of undo) u()
  }
  return count
}
