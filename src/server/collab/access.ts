import * as Y from 'yjs'
import { COMMENTER_ROOTS } from '../../project/shared'
import type { CollabStore, ProjectRecord } from './store'

/**
 * Who may do what, checked on the server on every message. Project records are read through a
 * short-lived cache, so a revocation made on another server behind the same database reaches
 * this one within seconds; one made here is seen at once.
 */
export class ProjectRecords {
  private readonly cache = new Map<string, { record: ProjectRecord | null; at: number }>()

  constructor(
    private readonly store: CollabStore,
    private readonly ttlMs = 2000,
  ) {}

  async get(id: string, fresh = false): Promise<ProjectRecord | null> {
    const hit = this.cache.get(id)
    if (!fresh && hit && performance.now() - hit.at < this.ttlMs) return hit.record
    const record = await this.store.getProject(id)
    this.cache.set(id, { record, at: performance.now() })
    return record
  }

  /** The record as last read, without waiting (null when it has to be read again). */
  cached(id: string): ProjectRecord | null | undefined {
    const hit = this.cache.get(id)
    return hit && performance.now() - hit.at < this.ttlMs ? hit.record : undefined
  }

  forget(id: string): void {
    this.cache.delete(id)
  }
}

/** The root type a shared type lives under, by name. */
function rootName(type: Y.AbstractType<unknown>): string {
  let t = type
  while (t._item) t = t._item.parent as Y.AbstractType<unknown>
  return Y.findRootTypeKey(t)
}

/**
 * Checks a commenter's changes before they reach the document: each update is applied first to a
 * scratch copy of it, and refused when it touches any part of the project but comments and
 * to-dos (or cannot be applied whole). The copy follows the document's own changes, so a check
 * costs the update's size, not the document's; it is made again after a refusal (the refused
 * change is in it).
 */
export class CommenterGuard {
  private scratch: Y.Doc | null = null
  private readonly follow = (update: Uint8Array) => {
    if (this.scratch) Y.applyUpdate(this.scratch, update)
  }

  constructor(private readonly doc: Y.Doc) {
    doc.on('update', this.follow)
  }

  /** Whether a commenter's update may be applied. */
  allows(update: Uint8Array): boolean {
    if (!this.scratch) {
      this.scratch = new Y.Doc({ gc: this.doc.gc })
      Y.applyUpdate(this.scratch, Y.encodeStateAsUpdate(this.doc))
    }
    const scratch = this.scratch
    const touched = new Set<string>()
    const note = (tr: Y.Transaction) => {
      for (const type of tr.changed.keys()) touched.add(rootName(type as Y.AbstractType<unknown>))
    }
    scratch.on('afterTransaction', note)
    let ok = true
    try {
      Y.applyUpdate(scratch, update)
      // An update that cannot be applied whole would change the document later, unchecked.
      if (scratch.store.pendingStructs || scratch.store.pendingDs) ok = false
    } catch {
      ok = false
    } finally {
      scratch.off('afterTransaction', note)
    }
    for (const root of touched) if (!(COMMENTER_ROOTS as readonly string[]).includes(root)) ok = false
    if (!ok) this.scratch = null
    return ok
  }

  destroy(): void {
    this.doc.off('update', this.follow)
    this.scratch = null
  }
}
