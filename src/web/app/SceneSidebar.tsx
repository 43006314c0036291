import { useState } from 'react'
import { TextSelection } from '@tiptap/pm/state'
import { sceneHeadingPositions } from '../editor/commands/blocks'
import { useEditorStore } from '../editor/editor-store'
import { useProject } from '../project'
import { BeatsList } from '../features/planning'
import { useShare, type Peer } from '../features/files'
import { revealInEditor } from '../editor/reveal'

/** Co-writers whose cursor is in a scene: a dot in their colour and their name. */
function PeersHere({ peers }: { peers: readonly Peer[] }) {
  if (!peers.length) return null
  return (
    <span className="nw-scene-peers">
      {peers.map((p) => (
        <span key={p.clientId} className="nw-scene-peer" data-testid="scene-peer" title={`${p.name} is writing here`} style={{ color: p.color }}>
          <span className="nw-scene-peer-dot" style={{ background: p.color }} aria-hidden="true" />
          {p.name}
        </span>
      ))}
    </span>
  )
}

/**
 * Scene navigation: headings numbered 01., 02., … or, once scenes are numbered, by their own
 * numbers (12, 12A); a click puts the cursor on the heading. While the project is shared, each
 * co-writer is shown beside the scene they are in.
 */
function ScenesList() {
  const scenes = useEditorStore((s) => s.scenes)
  const editor = useEditorStore((s) => s.editor)
  const peers = useShare((s) => s.peers)
  const jump = (index: number) => {
    if (!editor) return
    const { state, view } = editor
    // The list is not re-rendered while positions shift under typing; read the live one.
    const position = sceneHeadingPositions(state.doc)[index]
    if (position === undefined) return
    const pos = Math.min(position + 1, state.doc.content.size)
    view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(pos))).scrollIntoView())
    view.focus()
    // Scroll the heading to the top third of the window, where the writer expects it.
    const dom = view.nodeDOM(position) as HTMLElement | null
    if (dom) revealInEditor(dom, 'start')
  }
  return !editor ? (
    <p className="nw-sidebar-empty">Editor not ready</p>
  ) : scenes.length === 0 ? (
    <p className="nw-sidebar-empty">No scenes found. Add a scene heading to begin.</p>
  ) : (
    <ol className="nw-scene-list">
      {scenes.map((s, i) => (
        <li key={`${i}:${s.text}`}>
          <button type="button" onClick={() => jump(i)} title={s.text}>
            <span className="nw-scene-num">{s.sceneNumber ?? String(i + 1).padStart(2, '0')}.</span> {s.text || '(untitled scene)'}
          </button>
          <PeersHere peers={peers.filter((p) => p.scene === i)} />
        </li>
      ))}
    </ol>
  )
}

/**
 * The sidebar: 'Scene Navigation', or 'Navigation' with a Scenes/Beats toggle once the project
 * has a plot board. Reading only whether a board exists keeps typing from re-rendering it.
 */
export function SceneSidebar() {
  const hasBoard = useProject((s) => s.planning.plotBoard !== null)
  const [view, setView] = useState<'scenes' | 'beats'>('scenes')
  const beats = hasBoard && view === 'beats'
  const title = hasBoard ? 'Navigation' : 'Scene Navigation'
  return (
    <nav className="nw-sidebar" aria-label={title}>
      <h2 className="nw-sidebar-title">{title}</h2>
      {hasBoard && (
        <div className="nw-segmented nw-sidebar-toggle" role="group" aria-label="Show">
          <button type="button" aria-pressed={!beats} onClick={() => setView('scenes')}>
            Scenes
          </button>
          <button type="button" aria-pressed={beats} onClick={() => setView('beats')}>
            Beats
          </button>
        </div>
      )}
      {beats ? <BeatsList /> : <ScenesList />}
    </nav>
  )
}
