import { useMemo } from 'react'
import { locationReport, locationReportDocument, type ScriptAnalysis } from '../../../../screenplay/reports'
import { pagesLabel, ReportFooter } from './report-parts'

export function LocationReportBody({ analysis, onClose }: { analysis: ScriptAnalysis; onClose: () => void }) {
  const report = useMemo(() => locationReport(analysis.elements, undefined, analysis), [analysis])
  return (
    <>
      <p className="nw-report-totals" data-testid="report-totals">
        {report.totalLocations} locations · {report.totalScenes} scenes · {report.totalPages} pages
      </p>
      {report.items.length === 0 ? (
        <p className="nw-muted">No results found</p>
      ) : (
        <div className="nw-report-scroll">
          {report.items.map((l) => (
            <section key={l.location} className="nw-report-card" data-location={l.location}>
              <h3 className="nw-report-h3">
                {l.location} <span className="nw-muted">— {l.scriptPercentage}% of the script</span>
              </h3>
              <p>
                {l.sceneCount} {l.sceneCount === 1 ? 'scene' : 'scenes'} · pages {pagesLabel(l.pageNumbers, report.pageLabels)} · {l.totalLines} lines · action {l.actionPercentage}%
              </p>
              <p>Characters ({l.characterCount}): {l.characters.join(', ') || 'none'}</p>
              <ul className="nw-report-list">
                {l.scenes.map((s, i) => (
                  <li key={i}>
                    Scene {s.sceneNumber}: {s.sceneHeading} ({s.lines} lines)
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <ReportFooter kind="location" doc={() => locationReportDocument(report)} onClose={onClose} />
    </>
  )
}
