import { ModalForm } from '../../../ui/ModalForm'
import { DialogActions } from '../../../ui/DialogActions'
import { setTitlePage, useProject, useWorkingCopy } from '../../../project'
import { DEFAULT_TITLE_PAGE, emptyTitlePage, type TitlePage } from '../../../../screenplay/model'
import { defineDialog } from '../../../app/dialog-stack'

/** Script → Title Page. */
export const titlePageDialog = defineDialog('titlePage')

type Field = keyof Omit<TitlePage, 'extra'>
const FIELDS: { key: Field; label: string; multiline?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'credit', label: 'Credit' },
  { key: 'author', label: 'Author' },
  { key: 'source', label: 'Source' },
  { key: 'draft', label: 'Draft' },
  { key: 'contact', label: 'Contact', multiline: true },
]
/** Title-page lines beyond the six fields, as Fountain and Final Draft files carry them. */
const EXTRA_FIELDS = ['Notes', 'Copyright'] as const

const isBlank = (tp: TitlePage) => FIELDS.every((f) => !tp[f.key].trim()) && !(tp.extra ?? []).some((e) => e.value.trim())

/** What the dialog starts from: the title page, or for a blank one the usual credit. */
const startingPage = (tp: TitlePage): TitlePage => (isBlank(tp) ? { ...tp, credit: DEFAULT_TITLE_PAGE.credit } : tp)

function extraValue(tp: TitlePage, key: string): string {
  return (tp.extra ?? []).filter((e) => e.key.toLowerCase() === key.toLowerCase()).map((e) => e.value).join('\n')
}

function withExtra(tp: TitlePage, key: string, value: string): TitlePage {
  const others = (tp.extra ?? []).filter((e) => e.key.toLowerCase() !== key.toLowerCase())
  const extra = value ? [...others, { key, value }] : others
  return { ...tp, extra: extra.length ? extra : undefined }
}

/**
 * Script → Title Page. The usual wording ('Story by', 'Address', a draft date) shows as a hint in
 * each empty field and is printed only when the writer fills it; a new title page starts with the
 * credit 'Written by', as a blank title page in a screenwriting program does.
 */
export function TitlePageDialog() {
  const open = titlePageDialog.useOpen()
  const saved = useProject((s) => s.titlePage)
  const generation = useProject((s) => s.generation)
  const { draft, setDraft, base } = useWorkingCopy<TitlePage, TitlePage>(saved, open, generation, startingPage)
  const close = () => titlePageDialog.close()
  const save = () => {
    setTitlePage(draft, startingPage(base))
    close()
  }
  return (
    <ModalForm title="Title Page" open={open} onClose={close} onSubmit={save}>
      {FIELDS.map((f) => (
        <label key={f.key} className="nw-field">
          {f.label}
          {f.multiline ? (
            <textarea rows={3} value={draft[f.key]} placeholder={DEFAULT_TITLE_PAGE[f.key]} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
          ) : (
            <input value={draft[f.key]} placeholder={DEFAULT_TITLE_PAGE[f.key]} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
          )}
        </label>
      ))}
      {EXTRA_FIELDS.map((key) => (
        <label key={key} className="nw-field">
          {key}
          <textarea rows={key === 'Notes' ? 2 : 1} value={extraValue(draft, key)} onChange={(e) => setDraft(withExtra(draft, key, e.target.value))} />
        </label>
      ))}
      <DialogActions
        onCancel={close}
        primaryLabel="Save"
        extra={
          <button type="button" className="nw-btn" onClick={() => setDraft({ ...emptyTitlePage(), credit: DEFAULT_TITLE_PAGE.credit })}>
            Reset to Defaults
          </button>
        }
      />
    </ModalForm>
  )
}
