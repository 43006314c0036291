import { Dialog } from 'radix-ui'
import { ChevronDown, ChevronRight, X } from 'lucide-react'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { FLAW_CATEGORIES, type Flaw, type FlawsResult } from '../../../../ai/analysis/schemas'
import { useEditorStore } from '../../../editor/editor-store'
import { Alert, Badge, Working, titleCase } from './ui'
import { useFlaws, flawsDialog } from './flaws-store'
import { jumpToScene } from './navigate'
import { exportReport } from './export'
import { fileBase } from './prepare'
import type { Report, ReportBlock } from './report-pdf'

export function flawsReport(r: FlawsResult): Report {
  const s = r.summary
  const blocks: ReportBlock[] = []
  for (const cat of FLAW_CATEGORIES) {
    const list = r.flawsByCategory[cat] ?? []
    if (!list.length) continue
    blocks.push({ kind: 'heading', text: `${titleCase(cat)} (${list.length})` })
    for (const f of list) {
      blocks.push({ kind: 'text', text: `[${f.severity.toUpperCase()}] ${f.title}`, bold: true })
      blocks.push({ kind: 'text', text: `Scene ${f.location.scene}${f.location.text ? `: "${f.location.text}"` : ''}`, indent: 1 })
      blocks.push({ kind: 'text', text: f.description, indent: 1 })
      blocks.push({ kind: 'text', text: `Fix: ${f.suggestedFix}`, indent: 1 })
      if (f.examples.current || f.examples.improved) {
        blocks.push({ kind: 'text', text: `Current: ${f.examples.current}`, indent: 2 })
        blocks.push({ kind: 'text', text: `Improved: ${f.examples.improved}`, indent: 2 })
      }
      blocks.push({ kind: 'gap' })
    }
  }
  if (r.recommendations.length) {
    blocks.push({ kind: 'heading', text: 'Recommendations' })
    for (const x of r.recommendations) blocks.push({ kind: 'text', text: `[${x.priority.toUpperCase()}] ${x.action} - ${x.rationale}` })
  }
  if (r.strengths.length) {
    blocks.push({ kind: 'heading', text: 'Strengths' })
    for (const x of r.strengths) blocks.push({ kind: 'text', text: `- ${x}` })
  }
  return {
    title: 'Common Flaws Report',
    summary: [
      `Overall score: ${s.overallScore}/100  Readiness: ${titleCase(s.readinessLevel)}`,
      `Total issues: ${s.totalFlaws}  Critical: ${s.criticalCount}  Warnings: ${s.warningCount}  Minor: ${s.minorCount}`,
    ],
    blocks,
  }
}

function FlawCard({ f }: { f: Flaw }) {
  const expanded = useFlaws((s) => !!s.expanded[f.id])
  const toggle = useFlaws((s) => s.toggle)
  return (
    <li className="nw-an-card" data-flaw={f.id}>
      <button
        type="button"
        className="nw-an-flaw-head"
        aria-expanded={expanded}
        onClick={() => {
          toggle(f.id)
          jumpToScene(f.location.scene, f.location.text)
        }}
      >
        {expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
        <strong>{f.title}</strong>
        <Badge tone={f.severity}>{f.severity}</Badge>
        <span className="nw-muted">Scene {f.location.scene}</span>
      </button>
      {expanded && (
        <div className="nw-an-flaw-body">
          <p>{f.description}</p>
          <p>
            <strong>Why it matters:</strong> {f.explanation}
          </p>
          <p>
            <strong>Suggested fix:</strong> {f.suggestedFix}
          </p>
          {(f.examples.current || f.examples.improved) && (
            <div className="nw-an-examples">
              <div>
                <h4>Current</h4>
                <blockquote className="nw-an-quote">{f.examples.current}</blockquote>
              </div>
              <div>
                <h4>Improved</h4>
                <blockquote className="nw-an-quote">{f.examples.improved}</blockquote>
              </div>
            </div>
          )}
        </div>
      )}
    </li>
  )
}

function Summary({ r }: { r: FlawsResult }) {
  const s = r.summary
  const card = (label: string, value: string | number, id: string) => (
    <div className="nw-an-card nw-an-stat" data-testid={`flaws-${id}`}>
      <span className="nw-muted">{label}</span>
      <strong className="nw-an-big">{value}</strong>
    </div>
  )
  return (
    <div className="nw-an-grid6">
      {card('Overall Score', `${s.overallScore}/100`, 'score')}
      {card('Readiness', titleCase(s.readinessLevel), 'readiness')}
      {card('Total Issues', s.totalFlaws, 'total')}
      {card('Critical', s.criticalCount, 'critical')}
      {card('Warnings', s.warningCount, 'warning')}
      {card('Minor', s.minorCount, 'minor')}
    </div>
  )
}

/** Reports → Common Flaws: a full-screen report. */
export function FlawsReport() {
  const st = useFlaws()
  const open = flawsDialog.useOpen()
  const r = st.result
  const cats = r ? FLAW_CATEGORIES.filter((c) => (r.flawsByCategory[c] ?? []).length > 0) : []
  const shown = r ? (st.filter === 'all' ? cats.flatMap((c) => r.flawsByCategory[c]) : (r.flawsByCategory[st.filter] ?? [])) : []
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && st.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="nw-overlay" />
        <Dialog.Content
          className="nw-dialog nw-an-fullscreen"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            const editor = useEditorStore.getState().editor
            if (editor && !editor.isDestroyed) {
              e.preventDefault()
              editor.view.focus()
            }
          }}
        >
          <div className="nw-dialog-head">
            <Dialog.Title className="nw-dialog-title">Common Flaws Report</Dialog.Title>
            <span className="nw-an-actions">
              <button type="button" className="nw-btn" disabled={st.loading} onClick={() => void st.run(true)}>
                Regenerate
              </button>
              {r && (
                <button
                  type="button"
                  className="nw-btn"
                  onClick={() => void exportReport(flawsReport(r), `${fileBase()}_common_flaws_report.pdf`, { title: ANALYSIS_MSG.flawsPdfFailedTitle, description: ANALYSIS_MSG.flawsPdfFailed })}
                >
                  Export PDF
                </button>
              )}
              <Dialog.Close className="nw-icon-btn" aria-label="Close">
                <X size={16} />
              </Dialog.Close>
            </span>
          </div>
          <div className="nw-dialog-body">
            {st.loading && <Working text="Reviewing the screenplay for common flaws..." progress={st.progress} onCancel={st.close} />}
            {st.error && <Alert>{st.error}</Alert>}
            {r && (
              <>
                {st.note && <Alert tone="warn">{st.note}</Alert>}
                <Summary r={r} />
                {cats.length > 0 && (
                  <div className="nw-an-filters" role="group" aria-label="Categories">
                    {(['all', ...cats] as const).map((c) => (
                      <button key={c} type="button" className={`nw-btn${st.filter === c ? ' nw-btn-primary' : ''}`} aria-pressed={st.filter === c} onClick={() => st.setFilter(c)}>
                        {c === 'all' ? 'All' : titleCase(c)}
                      </button>
                    ))}
                  </div>
                )}
                {shown.length === 0 ? (
                  <div className="nw-an-empty">
                    <h3>{ANALYSIS_MSG.noFlawsTitle}</h3>
                    <p>{st.filter === 'all' ? ANALYSIS_MSG.noFlaws : `No ${st.filter} issues found.`}</p>
                  </div>
                ) : (
                  <ul className="nw-an-list">
                    {shown.map((f) => (
                      <FlawCard key={f.id} f={f} />
                    ))}
                  </ul>
                )}
                {r.recommendations.length > 0 && (
                  <>
                    <h3>Recommendations</h3>
                    <ul className="nw-an-list">
                      {r.recommendations.map((x, i) => (
                        <li key={i} className="nw-an-card">
                          <Badge tone={x.priority}>{x.priority}</Badge> <strong>{x.action}</strong>
                          <p className="nw-muted">{x.rationale}</p>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {r.strengths.length > 0 && (
                  <>
                    <h3>Strengths</h3>
                    <ul className="nw-an-suggestions">
                      {r.strengths.map((x, i) => (
                        <li key={i}>{x}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
