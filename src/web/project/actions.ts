import type { TitlePage } from '../../screenplay/model'
import { useProject, type OpenFile, type ProjectPlanning } from './project-store'
import { displayName } from './session'
import { refuseInReadOnlyTab } from './tab-role'
import { writeSharedPart } from './shared-project'

/**
 * The changes features make to the open project. Each marks the project changed, which the
 * autosave and the '*' in the title bar follow. While the project is shared the change goes into
 * the shared project first; `base` is the value a dialog's copy started from, so that only what
 * this writer changed is written over what a co-writer saved meanwhile.
 */
export function updatePlanning<K extends keyof ProjectPlanning>(key: K, next: ProjectPlanning[K] | ((prev: ProjectPlanning[K]) => ProjectPlanning[K]), base?: ProjectPlanning[K]): void {
  const { planning } = useProject.getState()
  const value = typeof next === 'function' ? (next as (p: ProjectPlanning[K]) => ProjectPlanning[K])(planning[key]) : next
  if (value === planning[key] || refuseInReadOnlyTab()) return
  if (writeSharedPart(key, value, typeof next === 'function' ? planning[key] : base)) return
  useProject.setState({ planning: { ...planning, [key]: value }, dirty: true })
}

export function setTitlePage(titlePage: TitlePage, base?: TitlePage): void {
  if (refuseInReadOnlyTab()) return
  if (writeSharedPart('titlePage', { ...titlePage }, base)) return
  useProject.setState({ titlePage: { ...titlePage }, dirty: true })
}

/** After Save, Save As or Save to Computer: the project is that file now, with nothing unsaved. */
export function fileSaved(file: OpenFile): void {
  const prev = useProject.getState().file
  const same = prev && prev.store === file.store && prev.id === file.id
  // A file we wrote ourselves holds everything, unread fields included: saving over it again is safe.
  useProject.setState({ file, fileName: displayName(file.name), dirty: false, ...(same ? {} : { readProblems: [] }) })
}

/** Saved somewhere that is not the open file (a download): nothing unsaved, the file stays as it was. */
export function markSaved(): void {
  useProject.setState({ dirty: false })
}
