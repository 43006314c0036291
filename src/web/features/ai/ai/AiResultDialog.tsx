import { useEffect, useRef, useState } from 'react'
import { TextSelection } from '@tiptap/pm/state'
import { Modal } from '../../../ui/Modal'
import { toast } from '../../../app/toast-store'
import { MSG } from '../../../../ai/messages'
import { useEditorStore } from '../../../editor/editor-store'
import { Markdown } from './Markdown'
import { useAiResult } from './ai-result-store'
import { markdownToPlain } from './plain-text'

const COPIED_MS = 2000

/** The AI result dialog: the action's answer with Copy, Insert into Editor and Close. */
export function AiResultDialog() {
  const { action, elementLabel, status, response, partial, error, range, close, stop } = useAiResult()
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    setCopied(false)
    return () => window.clearTimeout(timer.current)
  }, [action])

  if (!action) return null
  const empty = status === 'done' && !response.trim()
  // A stopped answer is still the writer's to copy or insert, as far as it got.
  const answered = (status === 'done' || status === 'stopped') && !!response.trim()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdownToPlain(response))
      setCopied(true)
      toast({ title: MSG.copied })
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      toast({ title: MSG.copyFailed, variant: 'error' })
    }
  }

  const insert = () => {
    const editor = useEditorStore.getState().editor
    if (!editor || editor.isDestroyed) return
    const size = editor.state.doc.content.size
    const from = Math.min(range?.from ?? editor.state.selection.from, size)
    const to = Math.min(range?.to ?? from, size)
    try {
      editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from, to)))
    } catch {
      // The script changed underneath; insert at the cursor instead.
    }
    editor.view.focus()
    editor.view.pasteText(markdownToPlain(response))
    close()
  }

  return (
    <Modal title={`${action.label} - ${elementLabel}`} open onClose={close} wide>
      <div className="nw-ai-result" data-testid="ai-result-dialog">
        {status === 'loading' && !partial && (
          <div className="nw-ai-loading" role="status">
            <div className="nw-spinner" />
            <div>Generating AI response...</div>
            <div className="nw-muted">Analyzing context and creating suggestions</div>
          </div>
        )}
        {status === 'loading' && partial && (
          <div className="nw-ai-answer" data-testid="ai-streaming" aria-busy="true">
            <Markdown text={partial} />
          </div>
        )}
        {status === 'error' && (
          <div className="nw-error" role="alert">
            {error}
          </div>
        )}
        {empty && (
          <div className="nw-ai-empty">
            <p>No response generated</p>
            <p className="nw-muted">Please try again with a different action</p>
          </div>
        )}
        {answered && (
          <div className="nw-ai-answer">
            <Markdown text={response} />
          </div>
        )}
        {status === 'stopped' && (
          <p className="nw-muted nw-small" data-testid="ai-stopped" role="status">
            {response.trim() ? 'Stopped: the answer above is as far as it got.' : 'Stopped before any answer arrived.'}
          </p>
        )}
        <div className="nw-dialog-actions">
          {status === 'loading' && (
            <button type="button" className="nw-btn" onClick={stop}>
              Stop
            </button>
          )}
          {answered && (
            <>
              <button type="button" className="nw-btn" onClick={() => void copy()}>
                {copied ? 'Copied!' : 'Copy'}
              </button>
              <button type="button" className="nw-btn" onClick={insert}>
                Insert into Editor
              </button>
            </>
          )}
          <button type="button" className="nw-btn nw-btn-primary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  )
}
