import { useEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import { DropdownMenu } from 'radix-ui'
import { ChevronDown, ChevronUp, LayoutGrid, MoreVertical, Plus, Rows3, X } from 'lucide-react'
import { boardProgress, deleteSequence, type PlotBoard } from '../../../../project'
import { useProject } from '../../../project'
import { BoardColumns } from './BoardColumns'
import type { SceneInfo } from './ActColumn'
import { BoardDialogs } from './BoardDialogs'
import { currentScenes, editBoard, relinkNow } from './board-actions'
import { boardDialog, plotBoardPanel, usePlotBoardUi } from './plot-board-store'
import { useLayeredKey } from '../../../app/key-layers'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function SequenceStrip({ board }: { board: PlotBoard }) {
  if (board.sequences.length === 0) return null
  const ui = usePlotBoardUi.getState
  return (
    <ul className="nw-seq-strip" aria-label="Sequences">
      {board.sequences.map((s) => {
        const count = board.beats.filter((b) => b.sequenceId === s.id).length
        return (
          <li key={String(s.id)} className="nw-seq-item" style={{ borderColor: s.color || undefined }}>
            <span className="nw-seq-dot" style={{ background: s.color || undefined }} aria-hidden />
            <span className="nw-seq-title" title={s.description}>
              {s.title}
            </span>
            <span className="nw-count-badge">{count}</span>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="nw-icon-btn" aria-label={`${s.title} options`}>
                <MoreVertical size={14} />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content className="nw-menu-content nw-board-menu" align="end">
                  <DropdownMenu.Item className="nw-menu-item" onSelect={() => ui().openDialog({ kind: 'edit-sequence', sequenceId: String(s.id) })}>
                    Edit
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className="nw-menu-item" onSelect={() => editBoard((b, now) => deleteSequence(b, String(s.id), now))}>
                    Delete
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The Plot Board: a full-screen overlay over the script, minimisable to its header. Reads the
 * board from the open project; every change goes back through the project.
 */
export function PlotBoardPanel() {
  const open = plotBoardPanel.useOpen()
  const collapsed = usePlotBoardUi((s) => s.collapsed)
  const grouped = usePlotBoardUi((s) => s.grouped)
  const dialog = boardDialog.useProps() ?? null
  const board = useProject((s) => s.planning.plotBoard)
  const generation = useProject((s) => s.generation)
  const root = useRef<HTMLDivElement>(null)
  // The script's scenes, read when the board opens and after the board changes them (it covers the script meanwhile).
  const scenesVersion = usePlotBoardUi((s) => s.scenesVersion)
  const scenes = useMemo(() => {
    const m = new Map<string, SceneInfo>()
    if (open) for (const s of currentScenes()) if (s.id) m.set(s.id, { index: s.index, heading: s.heading })
    return m
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, scenesVersion, generation])

  useEffect(() => {
    if (!open) return
    relinkNow()
    root.current?.focus({ preventScroll: true })
  }, [open, generation])

  // Escape closes the board while the writer is in it; a dialog of the board closes first, and
  // Escape during a drag cancels the drag, not the board.
  useLayeredKey('Escape', 'panel', open, () => {
    const dragging = !!root.current?.querySelector('.nw-beat-dragging, .nw-act-dragging')
    if (dragging || boardDialog.isOpen() || !root.current?.contains(document.activeElement)) return false
    usePlotBoardUi.getState().setOpen(false)
    return true
  })

  if (!open) return <BoardDialogs board={board} dialog={dialog} />
  const ui = usePlotBoardUi.getState
  const progress = board ? boardProgress(board) : null
  // In its own place under <body>: opening it then lays out the board alone, never the app (and the script) beside it.
  return (
    <>
      {createPortal(
      <div ref={root} tabIndex={-1} className={`nw-plot-board${collapsed ? ' nw-plot-board-collapsed' : ''}`} role="region" aria-label="Plot Board" data-testid="plot-board">
        <header className="nw-board-head">
          <h2 className="nw-board-title">{board?.title || 'Plot Board'}</h2>
          {board && progress && (
            <>
              <span className="nw-board-stat" data-testid="plot-board-progress">
                {progress.completed}/{progress.total} beats completed
              </span>
              <span className="nw-board-stat" data-testid="plot-board-sequences">
                {plural(board.sequences.length, 'sequence')}
              </span>
            </>
          )}
          <span className="nw-board-spacer" />
          {board && (
            <>
              <button type="button" className="nw-btn nw-btn-small" onClick={() => ui().openDialog({ kind: 'new-sequence' })}>
                <Plus size={14} /> Sequence
              </button>
              {board.sequences.length > 0 && (
                <div className="nw-segmented" role="group" aria-label="Board view">
                  <button type="button" aria-pressed={!grouped} onClick={() => ui().setGrouped(false)} title="Flat">
                    <Rows3 size={14} /> Flat
                  </button>
                  <button type="button" aria-pressed={grouped} onClick={() => ui().setGrouped(true)} title="Group by sequence">
                    <LayoutGrid size={14} /> Group
                  </button>
                </div>
              )}
              <DropdownMenu.Root>
                <DropdownMenu.Trigger className="nw-icon-btn" aria-label="Plot Board menu">
                  <MoreVertical size={16} />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content className="nw-menu-content nw-board-menu" align="end">
                    <DropdownMenu.Item className="nw-menu-item nw-danger" onSelect={() => ui().openDialog({ kind: 'delete-board' })}>
                      Delete Plot Board
                    </DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </>
          )}
          <button type="button" className="nw-icon-btn" aria-label={collapsed ? 'Expand Plot Board' : 'Collapse Plot Board'} onClick={() => ui().setCollapsed(!collapsed)}>
            {collapsed ? <ChevronDown size={16} /> : <ChevronUp size={16} />}
          </button>
          <button type="button" className="nw-icon-btn" aria-label="Close Plot Board" onClick={() => ui().setOpen(false)}>
            <X size={16} />
          </button>
        </header>
        {!collapsed &&
          (board ? (
            <div className="nw-board-body">
              <SequenceStrip board={board} />
              <BoardColumns board={board} scenes={scenes} />
            </div>
          ) : (
            <div className="nw-board-empty">
              <h3>No Plot Board Yet</h3>
              <p className="nw-muted">Lay out your story's acts and beats, from a blank board or a classic structure.</p>
              <button type="button" className="nw-btn nw-btn-primary" onClick={() => ui().openDialog({ kind: 'create' })}>
                Create Plot Board
              </button>
            </div>
          ))}
      </div>,
        document.body,
      )}
      <BoardDialogs board={board} dialog={dialog} />
    </>
  )
}
