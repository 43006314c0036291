import { browserFiles } from '../storage/browser-files'
import { hasConsent } from '../storage/consent'

/**
 * What happens to the open project when another takes its place (New, Open, Open Recent, Open from
 * Computer, Import): work no file holds is never simply dropped. The writer is asked once, and the
 * project is first kept in this browser's files under a name that says when and why, so File → Open
 * always brings it back.
 */
export type IncomingKind = 'new' | 'open' | 'import'

const ACTION: Record<IncomingKind, string> = { new: 'A new script', open: 'Opening this file', import: 'Importing this file' }
const WHY: Record<IncomingKind, string> = { new: 'before New', open: 'before Open', import: 'before import' }

const pad = (n: number) => String(n).padStart(2, '0')

/** 'Big Fish (before import 2026-11-26 14-05).nws': valid under the file-name rule when the name is. */
export function keptFileName(name: string, kind: IncomingKind, now = new Date()): string {
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}-${pad(now.getMinutes())}`
  return `${name} (${WHY[kind]} ${stamp}).nws`
}

/** Whether the project can be kept in this browser: only with the writer's permission to store anything. */
export const canKeep = (): boolean => hasConsent()

/** The one question, in the writer's words. `kept` is the name the project will be kept under, or null when it cannot be. */
export function replaceQuestion(name: string, kind: IncomingKind, kept: string | null): string {
  if (!kept) return `Your script has unsaved changes. Nothing is kept in this browser without your permission, so ${ACTION[kind].toLowerCase()} discards them. Discard them?`
  return `“${name}” has changes no file holds. ${ACTION[kind]} replaces it, so it will be kept first in this browser's files as “${kept.replace(/\.nws$/i, '')}” (File → Open). Continue?`
}

/** How the writer is asked; a blocking confirm, like the browser's own questions. Tests set their own. */
let ask: (question: string) => boolean = (q) => window.confirm(q)
export function setReplaceAsk(fn: (question: string) => boolean): void {
  ask = fn
}
export const askToReplace = (question: string): boolean => ask(question)

/** Writes the project into this browser's files; the name it was kept under. */
export async function keepInLibrary(name: string, nwsText: string): Promise<string> {
  const meta = await browserFiles.create(name, nwsText)
  return meta.name
}
