import { Modal } from '../../../ui/Modal'
import { FormError } from '../../../ui/FormError'
import { QUAL_STEPS, type QualStepResult } from '../../../../ai/analysis/schemas'
import { Alert, StepFailed, Tabs, Working, titleCase } from './ui'
import { qualProgress, useQualitative, type QualTab } from './qualitative-store'
import { exportReport } from './export'
import { titleSlug } from './prepare'
import type { Report, ReportBlock } from './report-pdf'

const TABS: { id: QualTab; label: string }[] = [{ id: 'overview', label: 'Overview' }, ...QUAL_STEPS.map((s) => ({ id: s.key as QualTab, label: s.label }))]

function StepResult({ result }: { result: QualStepResult }) {
  return (
    <div className="nw-an-list">
      {Object.entries(result).map(([section, fields]) => (
        <section key={section} className="nw-an-card" data-section={section}>
          <h3>{titleCase(section)}</h3>
          {Object.entries(fields).map(([k, v]) =>
            Array.isArray(v) ? (
              v.length > 0 && (
                <div key={k}>
                  <h4>Suggestions</h4>
                  <ul className="nw-an-suggestions">
                    {v.map((s, i) => (
                      <li key={i}>{s}</li>
                    ))}
                  </ul>
                </div>
              )
            ) : (
              <div key={k}>
                <h4>{titleCase(k)}</h4>
                <p className="nw-an-prose">{v}</p>
              </div>
            ),
          )}
        </section>
      ))}
    </div>
  )
}

function StepTab({ index }: { index: number }) {
  const s = useQualitative((st) => st.steps[index])
  const retry = useQualitative((st) => st.retry)
  const cancel = useQualitative((st) => st.cancel)
  if (s.status === 'loading') return <Working text={`Analyzing: ${QUAL_STEPS[index].label}...`} progress={s.progress} onCancel={cancel} />
  if (s.status === 'error') return <StepFailed error={s.error} onRetry={() => void retry(index + 1)} />
  if (s.status === 'completed' && s.result)
    return (
      <>
        {s.note && <Alert tone="warn">{s.note}</Alert>}
        <StepResult result={s.result} />
      </>
    )
  if (s.status === 'queued') return <p className="nw-muted" data-testid="step-queued">Waiting for its turn: this step runs when the steps before it are done.</p>
  return <p className="nw-muted">Click Start Analysis to begin.</p>
}

function Overview() {
  const st = useQualitative()
  const failed = st.steps.map((s, i) => (s.status === 'error' ? i : -1)).filter((i) => i >= 0)
  return (
    <div>
      {failed.length > 0 && (
        <Alert>
          {failed.map((i) => (
            <p key={i}>
              Step {i + 1} ({QUAL_STEPS[i].label}) failed: {st.steps[i].error}
            </p>
          ))}
        </Alert>
      )}
      <div className="nw-an-grid4">
        {QUAL_STEPS.map((s, i) => (
          <button type="button" key={s.key} className="nw-an-card nw-an-cat" onClick={() => st.setTab(s.key)}>
            <strong>
              Step {i + 1}: {s.label}
            </strong>
            <span className="nw-muted">{{ idle: 'Not started', queued: 'Waiting for its turn', loading: 'Analyzing...', completed: 'Completed', error: 'Failed' }[st.steps[i].status]}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

export function qualitativeReport(steps: ReturnType<typeof useQualitative.getState>['steps']): Report {
  const blocks: ReportBlock[] = []
  QUAL_STEPS.forEach((step, i) => {
    const r = steps[i].result
    if (!r) return
    blocks.push({ kind: 'heading', text: `Step ${i + 1}: ${step.label}` })
    for (const [section, fields] of Object.entries(r)) {
      blocks.push({ kind: 'text', text: titleCase(section), bold: true })
      for (const [k, v] of Object.entries(fields)) {
        if (Array.isArray(v)) for (const s of v) blocks.push({ kind: 'text', text: `- ${s}`, indent: 2 })
        else {
          blocks.push({ kind: 'text', text: `${titleCase(k)}:`, indent: 1 })
          blocks.push({ kind: 'text', text: v, indent: 2 })
        }
      }
      blocks.push({ kind: 'gap' })
    }
  })
  return { title: 'Qualitative Screenplay Analysis', summary: ['3/3 steps completed'], blocks }
}

/** Tools → Qualitative Analysis. */
export function QualitativeDialog() {
  const st = useQualitative()
  const open = st.dialog.useOpen()
  const done = st.steps.filter((s) => s.status === 'completed').length
  const index = QUAL_STEPS.findIndex((s) => s.key === st.tab)
  return (
    <Modal title="Qualitative Screenplay Analysis" open={open} onClose={() => st.setOpen(false)} wide>
      <Tabs tabs={TABS} value={st.tab} onChange={st.setTab} label="Analysis steps" />
      <div className="nw-an-tabpanel" role="tabpanel">
        <FormError error={st.error} />
        {index < 0 ? <Overview /> : <StepTab index={index} />}
      </div>
      <div className="nw-an-footer">
        <span className="nw-muted" data-testid="qual-progress">
          {done}/3 steps completed
        </span>
        <span className="nw-an-actions">
          {st.running ? (
            <button type="button" className="nw-btn" onClick={st.cancel}>
              Cancel
            </button>
          ) : (
            <button type="button" className="nw-btn nw-btn-primary" onClick={() => void st.startAll()}>
              Start Analysis
            </button>
          )}
          {qualProgress(st.steps) === 100 && (
            <button type="button" className="nw-btn" onClick={() => void exportReport(qualitativeReport(st.steps), `${titleSlug()}_qualitative_analysis.pdf`)}>
              Export Report
            </button>
          )}
          <button type="button" className="nw-btn" onClick={() => st.setOpen(false)}>
            Close
          </button>
        </span>
      </div>
    </Modal>
  )
}
