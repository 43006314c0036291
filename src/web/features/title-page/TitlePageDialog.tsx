import { useEffect, useState } from 'react'
import { Modal } from '../../ui/Modal'
import { DialogActions } from '../../ui/DialogActions'
import { useUi } from '../../app/ui-store'
import { useEditorStore } from '../../editor/editor-store'
import { defaultTitlePage, type TitlePage } from '../../../screenplay/model'

const FIELDS: { key: keyof Omit<TitlePage, 'extra'>; label: string; multiline?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'credit', label: 'Credit' },
  { key: 'author', label: 'Author' },
  { key: 'source', label: 'Source' },
  { key: 'draft', label: 'Draft' },
  { key: 'contact', label: 'Contact', multiline: true },
]

/** Script → Title Page: the fields of spec 000 §3, printed on the PDF's first page. */
export function TitlePageDialog() {
  const open = useUi((s) => s.dialog === 'titlePage')
  const saved = useEditorStore((s) => s.titlePage)
  const [draft, setDraft] = useState<TitlePage>(saved)
  useEffect(() => {
    if (open) setDraft(saved)
  }, [open, saved])
  const close = () => useUi.getState().openDialog(null)
  return (
    <Modal title="Title Page" open={open} onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          useEditorStore.getState().setTitlePage({ ...draft })
          close()
        }}
      >
        {FIELDS.map((f) => (
          <label key={f.key} className="nw-field">
            {f.label}
            {f.multiline ? (
              <textarea rows={3} value={draft[f.key]} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
            ) : (
              <input value={draft[f.key]} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
            )}
          </label>
        ))}
        <DialogActions
          onCancel={close}
          primaryLabel="Save"
          extra={
            <button type="button" className="nw-btn" onClick={() => setDraft(defaultTitlePage())}>
              Reset to Defaults
            </button>
          }
        />
      </form>
    </Modal>
  )
}
