import { useEffect } from 'react'
import { beatsOfAct, sortedActs, toggleBeatCompleted } from '../../../../project'
import { useProject } from '../../../project'
import { editBoard, goToBeatScene, relinkNow } from './board-actions'
import { usePlotBoardUi } from './plot-board-store'

/**
 * The sidebar's Beats view: beats under their act titles, each with a completion checkbox and its
 * structure role. A linked beat jumps to its scene; an unlinked one opens the board on it.
 */
export function BeatsList() {
  const board = useProject((s) => s.planning.plotBoard)
  const hasBoard = !!board
  useEffect(() => {
    if (hasBoard) relinkNow()
  }, [hasBoard])
  if (!board) return <p className="nw-sidebar-empty">No plot board found. Create one from the View menu.</p>
  const open = (beatId: string, actId: string, sceneId: string | undefined) => {
    if (sceneId && goToBeatScene(sceneId)) return
    const ui = usePlotBoardUi.getState()
    ui.setOpen(true)
    ui.openDialog({ kind: 'beat', beatId, actId })
  }
  return (
    <div className="nw-beats-list" data-testid="sidebar-beats">
      {sortedActs(board).map((act) => {
        const beats = beatsOfAct(board, act.id)
        return (
          <section key={act.id} aria-label={act.title}>
            <h3 className="nw-beats-act">{act.title}</h3>
            {beats.length === 0 ? (
              <p className="nw-sidebar-empty">No beats in this act</p>
            ) : (
              <ul>
                {beats.map((b) => (
                  <li key={b.id} className={b.completed ? 'nw-beat-done' : undefined}>
                    <input type="checkbox" checked={b.completed} aria-label={`Completed: ${b.title}`} onChange={() => editBoard((x, now) => toggleBeatCompleted(x, b.id, now))} />
                    <button type="button" onClick={() => open(b.id, b.actId, b.sceneId)} title={b.synopsis || b.title}>
                      {b.title}
                    </button>
                    {b.structureRole && <span className="nw-role-badge">{b.structureRole}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}
