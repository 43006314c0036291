import { TextSelection } from '@tiptap/pm/state'
import { sceneHeadingPositions } from '../editor/commands/blocks'
import { useEditorStore } from '../editor/editor-store'

/** Scene navigation: headings numbered 01., 02., …; a click puts the cursor on the heading. */
export function SceneSidebar() {
  const scenes = useEditorStore((s) => s.scenes)
  const editor = useEditorStore((s) => s.editor)
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
    dom?.scrollIntoView({ block: 'start' })
  }
  return (
    <nav className="nw-sidebar" aria-label="Scene Navigation">
      <h2 className="nw-sidebar-title">Scene Navigation</h2>
      {!editor ? (
        <p className="nw-sidebar-empty">Editor not ready</p>
      ) : scenes.length === 0 ? (
        <p className="nw-sidebar-empty">No scenes found. Add a scene heading to begin.</p>
      ) : (
        <ol className="nw-scene-list">
          {scenes.map((s, i) => (
            <li key={`${i}:${s.text}`}>
              <button type="button" onClick={() => jump(i)} title={s.text}>
                <span className="nw-scene-num">{String(i + 1).padStart(2, '0')}.</span> {s.text || '(untitled scene)'}
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  )
}
