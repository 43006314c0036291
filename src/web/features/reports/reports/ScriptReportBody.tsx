import { useMemo, useState } from 'react'
import { DEFAULT_SCRIPT_REPORT_TYPES, SCRIPT_REPORT_TYPES, scriptReport, scriptReportDocument, type ParsedLineType, type ScriptAnalysis } from '../../../../screenplay/reports'
import { ReportFooter } from './report-parts'

export function ScriptReportBody({ analysis, onClose }: { analysis: ScriptAnalysis; onClose: () => void }) {
  const [types, setTypes] = useState<ParsedLineType[]>([...DEFAULT_SCRIPT_REPORT_TYPES])
  const report = useMemo(() => scriptReport(analysis.elements, types, undefined, analysis), [analysis, types])
  const toggle = (t: ParsedLineType) => setTypes((cur) => (cur.includes(t) ? cur.filter((x) => x !== t) : [...cur, t]))
  return (
    <>
      <div className="nw-script-report">
        <fieldset className="nw-script-report-types">
          <legend>Element types</legend>
          {SCRIPT_REPORT_TYPES.map((t) => (
            <label key={t.type}>
              <input type="checkbox" checked={types.includes(t.type)} onChange={() => toggle(t.type)} /> {t.label}
            </label>
          ))}
          <div className="nw-script-report-all">
            <button type="button" className="nw-btn" onClick={() => setTypes(SCRIPT_REPORT_TYPES.map((t) => t.type))}>
              Include All
            </button>
            <button type="button" className="nw-btn" onClick={() => setTypes([])}>
              Exclude All
            </button>
          </div>
        </fieldset>
        <div className="nw-script-report-preview" data-testid="script-report-preview">
          {types.length === 0 ? (
            <p className="nw-muted">Select element types to generate report</p>
          ) : report.items.length === 0 ? (
            <p className="nw-muted">No elements found for the selected types</p>
          ) : (
            <>
              <p className="nw-report-totals" data-testid="report-totals">
                {report.items.length} elements · {report.totalLines} lines · {report.totalPages} pages
              </p>
              <ol className="nw-report-list">
                {report.items.map((it, i) => (
                  <li key={i} data-line-type={it.type}>
                    <span className="nw-muted">
                      p.{report.pageLabels?.[it.pageNumber - 1] ?? it.pageNumber} {it.sceneNumber ? `· sc. ${it.sceneNumber}` : ''} · {it.type}
                    </span>{' '}
                    <span className="nw-report-line-text">{it.text}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
      <ReportFooter kind="script" doc={() => scriptReportDocument(report)} onClose={onClose} disabled={types.length === 0} />
    </>
  )
}
