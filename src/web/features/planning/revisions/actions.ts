import type { Revision } from '../../../../project'
import { addRevision, nextRevisionName, revisionDocument } from '../../../../project/revisions'
import { projectSession, updatePlanning, useProject } from '../../../project'
import { toast } from '../../../app/toast-store'
import { readMaxRevisions } from '../../ai'
import { clearDialog, restoreDialog, revisionsPanel } from './dialogs'

function newRevisionId(now: number): string {
  return `rev-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** 'Snapshot 2 (before restoring Snapshot 1)' → 'Snapshot 2': names of names stay short. */
const shortName = (name: string) => /^(?:Snapshot|Revision) \d+/.exec(name)?.[0] ?? name

const quoted = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ')

/**
 * Saves the script as it is now as the newest revision, trimming the list to the maximum kept.
 * `keep` is a revision that must survive the trim (the one about to be restored).
 */
export function saveRevision(opts: { name?: string; keep?: string; quiet?: boolean } = {}): Revision | null {
  const now = new Date()
  let content: unknown
  try {
    content = projectSession.snapshot().content
  } catch {
    toast({ title: 'Snapshot not saved', description: 'The script is still opening; try again in a moment.', variant: 'error' })
    return null
  }
  const list = useProject.getState().planning.revisions
  const revision: Revision = { id: newRevisionId(now.getTime()), name: opts.name ?? nextRevisionName(list), createdAt: now.toISOString(), content }
  const max = readMaxRevisions()
  const { revisions, removed } = addRevision(list, revision, max, opts.keep)
  updatePlanning('revisions', revisions)
  if (!opts.quiet)
    toast({
      title: 'Snapshot Saved',
      description: `Saved “${revision.name}”.${removed.length ? ` Removed the oldest (${quoted(removed.map((r) => r.name))}) to keep ${max}.` : ''}`,
    })
  return revision
}

/**
 * Puts a revision's script in place of the current one. The current script is saved as a
 * revision first, so restoring can itself be undone by restoring that one.
 */
export function restoreRevision(id: string): boolean {
  const target = useProject.getState().planning.revisions.find((r) => r.id === id)
  if (!target) {
    toast({ title: 'Snapshot not found.', variant: 'error' })
    return false
  }
  const doc = revisionDocument(target.content)
  if (!doc) {
    toast({ title: 'Restore failed', description: `“${target.name}” holds no script that can be read; your script is unchanged.`, variant: 'error' })
    return false
  }
  const list = useProject.getState().planning.revisions
  const before = saveRevision({ name: `${nextRevisionName(list)} (before restoring ${shortName(target.name)})`, keep: target.id, quiet: true })
  // Without a copy of the current script a restore could not be undone: it does not happen.
  if (!before) return false
  projectSession.replace({ kind: 'revision', content: doc })
  restoreDialog.close()
  revisionsPanel.close()
  toast({ title: 'Snapshot Restored', description: `The script is now “${target.name}”. What you had is saved as “${before.name}”.` })
  return true
}

export function clearRevisions(): void {
  updatePlanning('revisions', [])
  clearDialog.close()
}
