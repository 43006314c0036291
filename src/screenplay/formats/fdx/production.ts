/**
 * Final Draft's production data, both ways: the Revisions block (sets with name, colour and mark;
 * the active set), RevisionID on text runs, LockedPages, scene numbers (OMITTED scenes included)
 * and SceneNumberOptions. What does not hold together — a RevisionID naming no set, one scene
 * number on two scenes, a locked page that points past the script — is repaired where that keeps
 * everything the file says, and each repair is reported; no scene is renumbered.
 */
import type { LockedPageStart, Production, RevisionRun, RevisionSet, Script, ScriptElement } from '../../model'
import { DEFAULT_MARK, defaultRevisionSets, duplicateSceneNumbers, laterRevision, MAX_REVISION_SETS, normaliseColour, revisionsUsed } from '../../production'
import { PendingParagraph, type FdxDocument } from './read'
import { isYes } from './styles'
import { escapeAttr } from './xml'

/** The paragraph's revision and its run marks from the RevisionIDs read on its runs. */
export function paragraphRevisions(runs: readonly RevisionRun[] | undefined, length: number, production: Production | undefined): Pick<ScriptElement, 'revision' | 'revisionRuns'> {
  if (!runs?.length) return {}
  let revision: number | undefined
  for (const r of runs) revision = laterRevision(production, revision, r.revision)
  // One set over the whole text (or a paragraph of no text): the paragraph's mark says it all.
  const whole = runs.length === 1 && runs[0].start === 0 && runs[0].end >= length
  const out: Pick<ScriptElement, 'revision' | 'revisionRuns'> = { revision }
  const kept = runs.filter((r) => r.end > r.start)
  if (!whole && kept.length) out.revisionRuns = kept.map((r) => ({ ...r }))
  return out
}

/**
 * The production a file's Revisions and SceneNumberOptions describe; undefined when they say
 * nothing beyond the defaults (no sets, numbers unlocked and shown exactly when scenes have them).
 */
export function readFdxProduction(doc: FdxDocument): Production | undefined {
  const rev = doc.revisions
  const numbers = doc.sceneNumberOptions
  const show = numbers ? isYes(numbers.ShowNumbersOnLeft) || isYes(numbers.ShowNumbersOnRight) : undefined
  const numbered = doc.items.some((p) => p instanceof PendingParagraph && !!p.number?.trim())
  const locked = !!numbers && isYes(numbers.Locked)
  if (!rev && !locked && (show === undefined || show === numbered)) return undefined
  const sets: RevisionSet[] = []
  for (const a of rev?.sets ?? []) {
    const id = Number(a.ID)
    if (!Number.isInteger(id) || id <= 0 || sets.some((s) => s.id === id) || sets.length >= MAX_REVISION_SETS) continue
    // PageColor is the paper; Color, the marks' colour, stands in for it where the paper is white.
    const page = normaliseColour(a.PageColor)
    const color = page && page !== '#FFFFFF' ? page : (normaliseColour(a.Color) ?? '#FFFFFF')
    sets.push({ id, name: a.Name?.trim() || `Revision ${id}`, color, mark: a.Mark?.trim() || DEFAULT_MARK })
  }
  // A file without a Revisions block gets the standard sets, as a new script does.
  const production: Production = { revisionSets: rev ? sets : defaultRevisionSets() }
  const active = Number(rev?.attrs.ActiveSet)
  if (sets.some((s) => s.id === active)) production.activeRevision = active
  if (show !== undefined && show !== numbered) production.showSceneNumbers = show
  if (locked) production.scenesLocked = true
  return production
}

/**
 * Checks the script's production data against itself and repairs what does not hold: marks of
 * sets the file does not name get a set of their own, locked pages that point nowhere go.
 * Returns the repairs, in the writer's words.
 */
export function repairProduction(script: Script, doc: FdxDocument): string[] {
  const repairs: string[] = []
  const els = script.elements
  const used = revisionsUsed(els)
  if (used.size) {
    const production = (script.production ??= { revisionSets: [] })
    const missing = [...used].filter((id) => !production.revisionSets.some((s) => s.id === id)).sort((a, b) => a - b)
    for (const id of missing) production.revisionSets.push({ id, name: `Revision ${id}`, color: '#FFFFFF', mark: DEFAULT_MARK })
    if (missing.length)
      repairs.push(
        `Text is marked with revision ${missing.length === 1 ? 'set' : 'sets'} ${missing.join(', ')}, which the file's revision list does not name: the marks are kept under ${missing.map((id) => `"Revision ${id}"`).join(', ')}.`,
      )
  }
  for (const d of duplicateSceneNumbers(els))
    repairs.push(`Scene number ${d.sceneNumber} is on ${d.indexes.length} scenes; the numbers are kept as the file has them (Script → Scene Numbers → Renumber to make them unique).`)
  const locked = doc.lockedPages
  if (locked?.length) {
    let dropped = 0
    const seen = new Set<string>()
    for (const a of locked) {
      const el = Number(a.Element)
      const offset = a.Offset === undefined ? 0 : Number(a.Offset)
      const label = (a.Label ?? a.Number ?? '').trim()
      if (!label || label.length > 16 || seen.has(label) || !Number.isInteger(el) || el < 0 || el >= els.length || !Number.isInteger(offset) || offset < 0 || offset > els[el].text.length) {
        dropped++
        continue
      }
      seen.add(label)
      const start: LockedPageStart = { label, offset }
      els[el] = { ...els[el], lockedPages: [...(els[el].lockedPages ?? []), start] }
    }
    if (dropped) {
      const kept = locked.length - dropped
      repairs.push(
        kept
          ? `${dropped} of the file's ${locked.length} locked pages no longer match the script and were dropped; the other ${kept} stay locked.`
          : `The file's locked pages no longer match the script; the pages are unlocked.`,
      )
    }
  }
  return repairs
}

/** The Revisions block, or '' for a script with no revision sets. */
export function revisionsBlock(production: Production | undefined): string {
  if (!production?.revisionSets.length) return ''
  const colour = (hex: string) => `#${hex.slice(1, 3)}${hex.slice(1, 3)}${hex.slice(3, 5)}${hex.slice(3, 5)}${hex.slice(5, 7)}${hex.slice(5, 7)}`
  const active = production.activeRevision ?? production.revisionSets[0].id
  return [
    `  <Revisions ActiveSet="${active}" Location="7.75" RevisionMode="${production.activeRevision ? 'Active' : 'Off'}" RevisionsShown="All" ShowAllMarks="Yes" ShowAllSets="Yes">`,
    ...production.revisionSets.map(
      (s) =>
        `    <Revision Color="${colour(s.color)}" FullRevision="No" ID="${s.id}" Mark="${escapeAttr(s.mark)}" Name="${escapeAttr(s.name)}" PageColor="${colour(s.color)}" Style=""/>`,
    ),
    '  </Revisions>',
    '',
  ].join('\n')
}

/** The LockedPages block: each locked page's label, the element it begins in and where; '' when none. */
export function lockedPagesBlock(elements: readonly ScriptElement[]): string {
  const rows: string[] = []
  elements.forEach((el, i) => {
    for (const p of el.lockedPages ?? []) rows.push(`    <LockedPage Element="${i}" Label="${escapeAttr(p.label)}" Offset="${p.offset}"/>`)
  })
  return rows.length ? ['  <LockedPages>', ...rows, '  </LockedPages>', ''].join('\n') : ''
}
