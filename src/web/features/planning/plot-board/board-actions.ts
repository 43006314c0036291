import { updatePlanning, useProject } from '../../../project'
import { relinkBeats, type PlotBoard } from '../../../../project'
import { useEditorStore } from '../../../editor/editor-store'
import { jumpToScene, linkableScenes, scriptScenes, type ScriptScene } from './script-scenes'
import { usePlotBoardUi } from './plot-board-store'

/** The changes the board's buttons, dialogs and drags make, each one step on the open project. */

export const nowIso = () => new Date().toISOString()

let seq = 0
export function newId(prefix: string): string {
  seq = (seq + 1) % 1679616
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}${seq.toString(36)}`
}

export const currentBoard = (): PlotBoard | null => useProject.getState().planning.plotBoard

/** Applies a domain edit to the board (nothing when there is no board, or nothing changed). */
export function editBoard(edit: (board: PlotBoard, now: string) => PlotBoard): void {
  updatePlanning('plotBoard', (b) => (b ? edit(b, nowIso()) : b))
}

export function liveEditor() {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

/** The script's scenes now (empty before the editor exists). */
export function currentScenes(): ScriptScene[] {
  const e = liveEditor()
  return e ? scriptScenes(e.state.doc) : []
}

/** Beats whose scene is gone are relinked by heading or title, or unlinked (run when the board or sidebar opens). */
export function relinkNow(scenes = currentScenes()): void {
  if (!liveEditor()) return
  editBoard((b, now) => {
    const beats = relinkBeats(b.beats, linkableScenes(scenes), now)
    return beats === b.beats ? b : { ...b, beats, updatedAt: now }
  })
}

/** A linked beat: the board closes and the script shows the scene. False when the scene is gone. */
export function goToBeatScene(sceneId: string): boolean {
  const e = liveEditor()
  if (!e) return false
  usePlotBoardUi.getState().setOpen(false)
  return jumpToScene(e, sceneId)
}
