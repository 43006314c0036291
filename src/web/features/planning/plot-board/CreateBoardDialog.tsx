import { useState } from 'react'
import { Sparkles } from 'lucide-react'
import { BLANK_TEMPLATE, PLOT_BOARD_TEMPLATES, templateById } from '../../../../project'
import { ModalForm } from '../../../ui/ModalForm'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { aiKeyProblem, createPlotBoard } from './create-board'

/** Create Plot Board: blank or a template, optional scenes per beat, optional AI customization. */
export function CreateBoardDialog({ onClose }: { onClose: () => void }) {
  const [templateId, setTemplateId] = useState('')
  const [createScenes, setCreateScenes] = useState(false)
  const [customize, setCustomize] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const template = templateId ? templateById(templateId) : undefined
  const isTemplate = !!template && template.id !== BLANK_TEMPLATE.id

  const toggleAi = () => {
    if (customize) return setCustomize(false)
    const problem = aiKeyProblem()
    setError(problem)
    if (!problem) setCustomize(true)
  }

  const create = async () => {
    if (!template || busy) return
    if (isTemplate && customize) {
      const problem = aiKeyProblem()
      if (problem) return setError(problem)
    }
    setBusy(true)
    setError(null)
    try {
      await createPlotBoard({ templateId: template.id, createScenes: isTemplate && createScenes, customize: isTemplate && customize })
      onClose()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The plot board could not be created.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <ModalForm title="Create Plot Board" onClose={() => !busy && onClose()} onSubmit={() => void create()} returnFocus>
      <label className="nw-field">
        Template
        <select value={templateId} onChange={(e) => setTemplateId(e.target.value)} disabled={busy}>
          <option value="" disabled>
            Choose a template…
          </option>
          <option value={BLANK_TEMPLATE.id}>{BLANK_TEMPLATE.name}</option>
          {PLOT_BOARD_TEMPLATES.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.acts.length} acts, {t.beats.length} beats)
            </option>
          ))}
        </select>
      </label>
      {template && <p className="nw-muted nw-template-desc">{template.description}</p>}
      {isTemplate && (
        <div className="nw-create-options">
          <label className="nw-check">
            <input type="checkbox" checked={createScenes} onChange={(e) => setCreateScenes(e.target.checked)} disabled={busy} />
            Automatically create scenes for each beat
          </label>
          <button
            type="button"
            className={`nw-icon-btn nw-ai-toggle${customize ? ' nw-ai-on' : ''}`}
            aria-pressed={customize}
            aria-label="Customize with AI"
            title="Customize the beats for your story with AI (uses your concept, theme, characters and locations)"
            onClick={toggleAi}
            disabled={busy}
          >
            <Sparkles size={16} />
          </button>
        </div>
      )}
      <FormError error={error} />
      <DialogActions onCancel={onClose} primaryLabel="Create Plot Board" busy={busy} busyLabel={customize && isTemplate ? 'AI Customizing...' : 'Creating...'} disabled={!template} />
    </ModalForm>
  )
}
