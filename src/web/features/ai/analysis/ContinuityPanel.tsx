import { X } from 'lucide-react'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { titleCase, Alert, Badge, Working } from './ui'
import { useContinuity, continuityPanel, type ContinuityResult } from './continuity-store'
import { exportReport } from './export'
import type { Report, ReportBlock } from './report-pdf'

export function continuityReport(r: ContinuityResult): Report {
  const blocks: ReportBlock[] = []
  r.issues.forEach((i, k) => {
    blocks.push({ kind: 'heading', text: `${k + 1}. [${i.severity.toUpperCase()}] ${titleCase(i.type)}: ${i.description}` })
    blocks.push({ kind: 'text', text: `Scene ${i.location.scene}${i.location.text ? `: "${i.location.text}"` : ''}`, indent: 1 })
    if (i.details) blocks.push({ kind: 'text', text: i.details, indent: 1 })
    if (i.suggestedFix) blocks.push({ kind: 'text', text: `Suggested fix: ${i.suggestedFix}`, indent: 1 })
  })
  if (!r.issues.length) blocks.push({ kind: 'text', text: ANALYSIS_MSG.noIssues })
  const s = r.summary
  return {
    title: 'Continuity Check Report',
    summary: [`Total issues: ${s.totalIssues}`, `Critical: ${s.criticalIssues}  Warnings: ${s.warningIssues}  Minor: ${s.minorIssues}`],
    blocks,
  }
}

/** Tools → Continuity Check: a panel at the top left, so the script it points at stays in view. */
export function ContinuityPanel() {
  const st = useContinuity()
  const open = continuityPanel.useOpen()
  if (!open) return null
  const r = st.result
  const issue = r?.issues[st.index]
  return (
    <aside className="nw-an-panel nw-an-panel-wide" aria-label="Continuity Check">
      <div className="nw-an-panel-head">
        <h2>Continuity Check</h2>
        <button type="button" className="nw-icon-btn" aria-label="Close" onClick={st.close}>
          <X size={16} />
        </button>
      </div>
      {st.loading && <Working text="Checking the screenplay for continuity issues..." progress={st.progress} onCancel={st.close} />}
      {r?.error && <Alert>{r.error}</Alert>}
      {r && !r.error && (
        <>
          {r.note && <Alert tone="warn">{r.note}</Alert>}
          <div className="nw-an-badges">
            <Badge tone="critical" testId="count-critical">
              {r.summary.criticalIssues} critical
            </Badge>
            <Badge tone="warning" testId="count-warning">
              {r.summary.warningIssues} warnings
            </Badge>
            <Badge tone="minor" testId="count-minor">
              {r.summary.minorIssues} minor
            </Badge>
          </div>
          {r.issues.length === 0 ? (
            <p>{ANALYSIS_MSG.noIssues}</p>
          ) : (
            issue && (
              <div className="nw-an-card" data-testid="continuity-issue">
                <div className="nw-an-card-head">
                  <span>
                    Issue {st.index + 1} of {r.issues.length}
                  </span>
                  <Badge tone={issue.severity}>{issue.severity}</Badge>
                </div>
                <p>
                  <strong>{titleCase(issue.type)}:</strong> {issue.description}
                </p>
                {issue.details && <p className="nw-muted">{issue.details}</p>}
                <p>
                  <em>Scene {issue.location.scene}</em>
                  {issue.location.text && <> — “{issue.location.text}”</>}
                </p>
                {issue.suggestedFix && (
                  <p>
                    <strong>Suggested fix:</strong> {issue.suggestedFix}
                  </p>
                )}
              </div>
            )
          )}
        </>
      )}
      <div className="nw-an-actions">
        {r && r.issues.length > 0 && (
          <>
            <button type="button" className="nw-btn" disabled={st.index === 0} onClick={() => st.go(st.index - 1)}>
              Previous
            </button>
            <button type="button" className="nw-btn" disabled={st.index >= r.issues.length - 1} onClick={() => st.go(st.index + 1)}>
              Next
            </button>
          </>
        )}
        {r && !r.error && (
          <button type="button" className="nw-btn" onClick={() => void exportReport(continuityReport(r), 'continuity-check-report.pdf')}>
            Export Report
          </button>
        )}
        <button type="button" className="nw-btn" onClick={st.close}>
          Close
        </button>
      </div>
    </aside>
  )
}
