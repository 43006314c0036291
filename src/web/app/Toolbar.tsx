import { CornerDownLeft, ArrowRightToLine } from 'lucide-react'
import type { EditorElementType } from '../../screenplay/model'
import { NUMBER_SHORTCUT_ORDER, ELEMENT_LABELS } from '../../screenplay/elements/types'
import { useEditorStore } from '../editor/editor-store'
import { runCommand, withKey } from './commands'
import { useMedia } from './use-media'
import { COMPACT_MAX } from './page-scale'

/**
 * Enter or Tab as the keyboard would press them, through the editor's own keymap: on a touch
 * screen there is no Tab key, and the flow from element to element is the same as typing.
 */
function pressKey(key: 'Enter' | 'Tab') {
  const editor = useEditorStore.getState().editor
  if (!editor || editor.isDestroyed) return
  const { view } = editor
  view.focus()
  const event = new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true })
  view.someProp('handleKeyDown', (f) => f(view, event))
}

/** On a phone: one picker for the element type, and the Tab and Enter moves beside it. */
function ElementPicker() {
  const status = useEditorStore((s) => s.status)
  return (
    <div className="nw-toolbar nw-element-picker" role="toolbar" aria-label="Line type">
      <select
        className="nw-picker-select"
        aria-label="Element"
        value={status.type ?? ''}
        onChange={(e) => runCommand(`lineType.${e.target.value as EditorElementType}`)}
      >
        {status.type === null && <option value="">Element</option>}
        {NUMBER_SHORTCUT_ORDER.map((type) => (
          <option key={type} value={type}>
            {ELEMENT_LABELS[type]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="nw-toolbar-btn nw-picker-key"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => pressKey('Tab')}
        aria-label={`Tab: ${status.tab || 'no change'}`}
        title="Tab"
      >
        <ArrowRightToLine size={14} aria-hidden /> {status.tab || 'Tab'}
      </button>
      <button
        type="button"
        className="nw-toolbar-btn nw-picker-key"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => pressKey('Enter')}
        aria-label={`New line: ${status.enter || 'next element'}`}
        title="Enter"
      >
        <CornerDownLeft size={14} aria-hidden /> {status.enter || 'Enter'}
      </button>
    </div>
  )
}

/** The line-type toolbar: one button per element type, the current one pressed. */
export function Toolbar() {
  const current = useEditorStore((s) => s.status.type)
  const compact = useMedia(`(max-width: ${COMPACT_MAX}px)`)
  if (compact) return <ElementPicker />
  return (
    <div className="nw-toolbar" role="toolbar" aria-label="Line type">
      {NUMBER_SHORTCUT_ORDER.map((type) => (
        <button
          key={type}
          type="button"
          className="nw-toolbar-btn"
          aria-pressed={current === type}
          title={withKey(ELEMENT_LABELS[type], `lineType.${type}`)}
          data-element={type}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => runCommand(`lineType.${type}`)}
        >
          {ELEMENT_LABELS[type]}
        </button>
      ))}
    </div>
  )
}
