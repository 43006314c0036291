import { NUMBER_SHORTCUT_ORDER, ELEMENT_LABELS } from '../../screenplay/elements/types'
import { useEditorStore } from '../editor/editor-store'
import { command } from './commands'

/** The line-type toolbar: one button per element type, the current one pressed. */
export function Toolbar() {
  const current = useEditorStore((s) => s.status.type)
  return (
    <div className="nw-toolbar" role="toolbar" aria-label="Line type">
      {NUMBER_SHORTCUT_ORDER.map((type, i) => (
        <button
          key={type}
          type="button"
          className="nw-toolbar-btn"
          aria-pressed={current === type}
          title={`${ELEMENT_LABELS[type]} (Ctrl+${i + 1})`}
          data-element={type}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command(`lineType.${type}`).run?.()}
        >
          {ELEMENT_LABELS[type]}
        </button>
      ))}
    </div>
  )
}
