import { useEffect, useState } from 'react'
import { Modal } from '../../../../ui/Modal'
import { DialogActions } from '../../../../ui/DialogActions'
import { MAX_QUERY_CHARS } from '../../../../../ai/contracts'
import { useEditorStore } from '../../../../editor/editor-store'
import { commandDialog } from './command-dialog-store'
import { executeApiCommand } from './run'

/** The command parameter dialog: one input, Cancel and Execute Command. */
export function CommandDialog() {
  const opened = commandDialog.useProps()
  const command = opened?.command ?? null
  const pos = opened?.pos ?? 0
  const close = commandDialog.close
  const [text, setText] = useState('')

  useEffect(() => setText(''), [command])
  if (!command?.param) return null

  const blocked = command.param.required && !text.trim()
  const cancel = () => {
    close()
    useEditorStore.getState().editor?.view.focus()
  }
  const execute = () => {
    const editor = useEditorStore.getState().editor
    if (blocked || !editor) return
    close()
    editor.view.focus()
    void executeApiCommand(editor, command, text, pos)
  }

  return (
    <Modal title={`/${command.id}`} open onClose={cancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          execute()
        }}
      >
        <div className="nw-field">
          <label htmlFor="nw-command-param">{command.param.label}</label>
          <input
            id="nw-command-param"
            autoFocus
            value={text}
            maxLength={MAX_QUERY_CHARS}
            placeholder={command.param.placeholder}
            onChange={(e) => setText(e.target.value)}
          />
          {!command.param.required && <div className="nw-muted nw-small">Leave empty for random suggestions.</div>}
        </div>
        <DialogActions onCancel={cancel} primaryLabel="Execute Command" disabled={blocked} />
      </form>
    </Modal>
  )
}
