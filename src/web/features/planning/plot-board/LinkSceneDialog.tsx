import { useMemo } from 'react'
import { updateBeat, type PlotBoard } from '../../../../project'
import { Modal } from '../../../ui/Modal'
import { currentScenes, editBoard, liveEditor } from './board-actions'
import { usePlotBoardUi } from './plot-board-store'
import { appendScenesForBeats, ensureSceneId, sceneLabel } from './script-scenes'

const close = () => usePlotBoardUi.getState().closeDialog()

/** Link Beat to Scene: the script's scenes numbered 01, 02…, or a new scene at the end of the script. */
export function LinkSceneDialog({ board, beatId }: { board: PlotBoard; beatId: string }) {
  const beat = board.beats.find((b) => b.id === beatId)
  const scenes = useMemo(() => currentScenes(), [])
  if (!beat) return null
  const link = (sceneId: string | null) => {
    editBoard((b, now) => updateBeat(b, beat.id, { sceneId: sceneId ?? undefined }, now))
    usePlotBoardUi.getState().scenesChanged()
    close()
  }
  const pick = (pos: number) => {
    const editor = liveEditor()
    const id = editor && ensureSceneId(editor, pos)
    if (id) link(id)
  }
  const createNew = () => {
    const editor = liveEditor()
    if (!editor) return
    link(appendScenesForBeats(editor, [beat]).get(beat.id) ?? null)
  }
  return (
    <Modal title="Link Beat to Scene" open onClose={close} returnFocus>
      <p className="nw-muted">Link "{beat.title}" to a scene of your script.</p>
      {scenes.length === 0 ? (
        <p className="nw-muted">No scenes found. Add a scene heading to begin, or create one here.</p>
      ) : (
        <ol className="nw-link-scenes" aria-label="Scenes">
          {scenes.map((s) => (
            <li key={s.pos}>
              <button type="button" className={s.id && s.id === beat.sceneId ? 'nw-linked' : undefined} aria-current={s.id && s.id === beat.sceneId ? 'true' : undefined} onClick={() => pick(s.pos)}>
                <span className="nw-scene-num">{sceneLabel(s.index)}.</span> {s.heading || '(untitled scene)'}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="nw-dialog-actions">
        {beat.sceneId && (
          <button type="button" className="nw-btn" onClick={() => link(null)}>
            Unlink
          </button>
        )}
        <button type="button" className="nw-btn" onClick={createNew}>
          Create New Scene
        </button>
        <button type="button" className="nw-btn" onClick={close}>
          Cancel
        </button>
      </div>
    </Modal>
  )
}
