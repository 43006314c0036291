import { useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { useEditorStore } from '../../../editor/editor-store'
import { codePointLabel, isInsertable, symbolChars } from './symbols'
import { defineDialog } from '../../../app/dialog-stack'

/** Tools → Insert Symbol, on the app's one stack of dialogs. */
export const insertSymbolDialog = defineDialog('insert-symbol')

const COLUMNS = 16

/** Inserts at the editor's selection without taking focus from the dialog. */
export function insertSymbol(ch: string): boolean {
  const editor = useEditorStore.getState().editor
  if (!editor || editor.isDestroyed || !isInsertable(ch)) return false
  editor.view.dispatch(editor.state.tr.insertText(ch).scrollIntoView())
  return true
}

/** Tools → Insert Symbol: click selects, double-click or Enter or Insert puts it in the script. */
export function InsertSymbolDialog() {
  const open = insertSymbolDialog.useOpen()
  const chars = useMemo(symbolChars, [])
  const [selected, setSelected] = useState<string | null>(null)
  useEffect(() => {
    if (open) setSelected(null)
  }, [open])
  const insertSelected = () => {
    if (selected && insertSymbol(selected)) setSelected(null)
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      insertSelected()
      return
    }
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[e.key]
    if (step === undefined) return
    e.preventDefault()
    const i = selected ? chars.indexOf(selected) : -1
    const next = chars[Math.max(0, Math.min(chars.length - 1, i < 0 ? 0 : i + step))]
    setSelected(next)
    document.querySelector<HTMLButtonElement>(`.nw-symbol-grid [data-symbol="${CSS.escape(next)}"]`)?.focus()
  }
  return (
    <Modal title="Insert Symbol" open={open} onClose={() => insertSymbolDialog.close()} wide>
      <div className="nw-symbol-grid" role="listbox" aria-label="Symbols" onKeyDown={onKey} style={{ gridTemplateColumns: `repeat(${COLUMNS}, 1fr)` }}>
        {chars.map((ch) => (
          <button
            key={ch}
            type="button"
            role="option"
            aria-selected={ch === selected}
            aria-label={`${codePointLabel(ch)} ${ch}`}
            data-symbol={ch}
            className={ch === selected ? 'is-selected' : undefined}
            onClick={() => setSelected(ch)}
            onDoubleClick={() => {
              if (insertSymbol(ch)) setSelected(null)
            }}
          >
            {ch}
          </button>
        ))}
      </div>
      <DialogActions
        className="nw-symbol-actions"
        onCancel={() => insertSymbolDialog.close()}
        cancelLabel="Close"
        primaryLabel="Insert"
        onPrimary={insertSelected}
        disabled={!selected}
        extra={
          <span className="nw-symbol-code" data-testid="symbol-code">
            {selected ? `${selected}  ${codePointLabel(selected)}` : 'Click a symbol; double-click or Enter inserts it.'}
          </span>
        }
      />
    </Modal>
  )
}
