import { Modal } from '../../../ui/Modal'
import { FormError } from '../../../ui/FormError'
import { QUANT_CATEGORIES, type Criterion } from '../../../../ai/analysis/schemas'
import { CATEGORY_MAX, scoreLabel } from '../../../../ai/analysis/scoring'
import { Alert, Badge, StepFailed, Tabs, Working, titleCase } from './ui'
import { quantTotals, useQuantitative, type QuantStep, type QuantTab } from './quantitative-store'
import { exportReport } from './export'
import { titleSlug } from './prepare'
import type { Report, ReportBlock } from './report-pdf'

const TABS: { id: QuantTab; label: string }[] = [{ id: 'overview', label: 'Overview' }, ...QUANT_CATEGORIES.map((c) => ({ id: c.key as QuantTab, label: c.label }))]

const labelTone = (score: number) => scoreLabel(score).toLowerCase().replace(' ', '-')

function stepScore(s: QuantStep): number {
  return Object.values(s.criteria ?? {}).reduce((a, c) => a + c.score, 0)
}

function CriterionCard({ name, c }: { name: string; c: Criterion }) {
  return (
    <li className="nw-an-card" data-criterion={name}>
      <div className="nw-an-card-head">
        <strong>{titleCase(name)}</strong>
        <span>
          <span data-testid="criterion-score">{c.score}/10</span> <Badge tone={labelTone(c.score)}>{scoreLabel(c.score)}</Badge>
        </span>
      </div>
      <p className="nw-muted">{c.question}</p>
      <p>{c.rationale}</p>
      {c.actionable_suggestions.length > 0 && (
        <ul className="nw-an-suggestions">
          {c.actionable_suggestions.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

function CategoryTab({ index }: { index: number }) {
  const s = useQuantitative((st) => st.steps[index])
  const retry = useQuantitative((st) => st.retry)
  const cancel = useQuantitative((st) => st.cancel)
  const cat = QUANT_CATEGORIES[index]
  if (s.status === 'loading') return <Working text={`Evaluating ${cat.label.toLowerCase()}...`} progress={s.progress} onCancel={cancel} />
  if (s.status === 'error') return <StepFailed error={s.error} onRetry={() => void retry(index + 1)} />
  if (s.status === 'completed' && s.criteria)
    return (
      <div>
        {s.note && <Alert tone="warn">{s.note}</Alert>}
        <p>
          <strong>
            {cat.label}: {stepScore(s)}/{CATEGORY_MAX[cat.key]}
          </strong>
        </p>
        <ul className="nw-an-list">
          {Object.entries(s.criteria).map(([k, c]) => (
            <CriterionCard key={k} name={k} c={c} />
          ))}
        </ul>
      </div>
    )
  if (s.status === 'queued') return <p className="nw-muted" data-testid="step-queued">Waiting for its turn: {cat.label.toLowerCase()} is evaluated when the categories before it are done.</p>
  return <p className="nw-muted">Click Start Evaluation to evaluate {cat.label.toLowerCase()}.</p>
}

function Overview() {
  const st = useQuantitative()
  const totals = quantTotals(st.steps)
  return (
    <div>
      <div className="nw-an-grid4">
        {QUANT_CATEGORIES.map((c, i) => {
          const s = st.steps[i]
          return (
            <button type="button" key={c.key} className="nw-an-card nw-an-cat" data-category={c.key} onClick={() => st.setTab(c.key)}>
              <strong>{c.label}</strong>
              <span className="nw-muted">
                {s.status === 'completed' ? `${stepScore(s)}/${CATEGORY_MAX[c.key]}` : s.status === 'loading' ? 'Evaluating...' : s.status === 'queued' ? 'Waiting for its turn' : s.status === 'error' ? 'Failed' : 'Not started'}
              </span>
            </button>
          )
        })}
      </div>
      {totals.completed === 4 && (
        <div className="nw-an-card nw-an-overall" data-testid="overall-score">
          <strong>Overall Score</strong>
          <span className="nw-an-big">
            {totals.score}/150
          </span>
          <span>
            {totals.percentage}% · Grade {totals.grade}
          </span>
        </div>
      )}
    </div>
  )
}

export function evaluationReport(steps: readonly QuantStep[]): Report {
  const t = quantTotals(steps)
  const blocks: ReportBlock[] = []
  QUANT_CATEGORIES.forEach((c, i) => {
    const s = steps[i]
    if (s.status !== 'completed' || !s.criteria) return
    blocks.push({ kind: 'heading', text: `${c.label}: ${stepScore(s)}/${CATEGORY_MAX[c.key]}` })
    for (const [k, cr] of Object.entries(s.criteria)) {
      blocks.push({ kind: 'text', text: `${titleCase(k)}: ${cr.score}/10 (${scoreLabel(cr.score)})`, bold: true })
      blocks.push({ kind: 'text', text: cr.question, indent: 1 })
      blocks.push({ kind: 'text', text: cr.rationale, indent: 1 })
      for (const sug of cr.actionable_suggestions) blocks.push({ kind: 'text', text: `- ${sug}`, indent: 2 })
      blocks.push({ kind: 'gap' })
    }
  })
  return {
    title: 'Screenplay Evaluation Report',
    summary: [`Overall score: ${t.score}/${t.completed === 4 ? 150 : t.maxScore} (${t.percentage}%) - Grade ${t.grade}`, `${t.completed}/4 categories completed`],
    blocks,
  }
}

/** Tools → Quantitative Evaluation. */
export function QuantitativeDialog() {
  const st = useQuantitative()
  const open = st.dialog.useOpen()
  const totals = quantTotals(st.steps)
  const index = QUANT_CATEGORIES.findIndex((c) => c.key === st.tab)
  return (
    <Modal title="Quantitative Screenplay Evaluation" open={open} onClose={() => st.setOpen(false)} wide>
      <Tabs tabs={TABS} value={st.tab} onChange={st.setTab} label="Evaluation categories" />
      <div className="nw-an-tabpanel" role="tabpanel">
        <FormError error={st.error} />
        {index < 0 ? <Overview /> : <CategoryTab index={index} />}
      </div>
      <div className="nw-an-footer">
        <span className="nw-muted" data-testid="quant-progress">
          {totals.completed}/4 categories completed
        </span>
        <span className="nw-an-actions">
          {st.running ? (
            <button type="button" className="nw-btn" onClick={st.cancel}>
              Cancel
            </button>
          ) : (
            <button type="button" className="nw-btn nw-btn-primary" onClick={() => void st.startAll()}>
              Start Evaluation
            </button>
          )}
          {totals.maxScore > 0 && (
            <button type="button" className="nw-btn" onClick={() => void exportReport(evaluationReport(st.steps), `${titleSlug()}_evaluation.pdf`)}>
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
