import { useMemo } from 'react'
import { eighthsText, sceneReport, sceneReportDocument, type ScriptAnalysis, type SceneCharacterMatrix } from '../../../../screenplay/reports'
import { durationText } from '../../../../screenplay/timing'
import { playedSceneTimes, useTableRead } from '../../writing'
import { BreakdownLine, pagesLabel, ReportFooter } from './report-parts'

export function MatrixTable({ matrix }: { matrix: SceneCharacterMatrix }) {
  if (!matrix.characters.length) return null
  return (
    <section>
      <h3 className="nw-report-h3">Characters by scene (speeches)</h3>
      <div className="nw-report-matrix-wrap">
        <table className="nw-report-table nw-report-matrix" data-testid="scene-character-matrix">
          <thead>
            <tr>
              <th>Character</th>
              {matrix.sceneNumbers.map((n, i) => (
                <th key={i}>{n}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.characters.map((c, r) => (
              <tr key={c} data-character={c}>
                <th>{c}</th>
                {matrix.speeches[r].map((n, s) => (
                  <td key={s}>{n || ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

export function SceneReportBody({ analysis, onClose }: { analysis: ScriptAnalysis; onClose: () => void }) {
  // Scenes a table read played through carry their played time in place of the estimate.
  const played = useTableRead((s) => s.played)
  const report = useMemo(() => sceneReport(analysis.elements, undefined, analysis, played && playedSceneTimes()), [analysis, played])
  return (
    <>
      <p className="nw-report-totals" data-testid="report-totals">
        {report.totalScenes} scenes · {report.totalPages} pages ({durationText(report.totalSeconds)} estimated screen time) · {report.totalLines} lines
      </p>
      <BreakdownLine label="Setting" rows={report.breakdown.setting} testId="breakdown-setting" />
      <BreakdownLine label="Time of day" rows={report.breakdown.timeOfDay} testId="breakdown-time" />
      {report.items.length === 0 ? (
        <p className="nw-muted">No results found</p>
      ) : (
        <div className="nw-report-scroll">
          <table className="nw-report-table" data-testid="scene-report-table">
            <thead>
              <tr>
                <th>Scene</th>
                <th>Heading</th>
                <th>Lines</th>
                <th>Action</th>
                <th>Pages</th>
                <th>Length</th>
                <th>Time</th>
                <th>Characters (dialogue lines)</th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((s, i) => (
                <tr key={i} data-scene={s.sceneNumber}>
                  <td>{s.sceneNumber}</td>
                  <td>{s.sceneHeading}</td>
                  <td>{s.totalLines}</td>
                  <td>{s.actionPercentage}%</td>
                  <td>{pagesLabel(s.pageNumbers, report.pageLabels)}</td>
                  <td>{eighthsText(s.pageEighths)}</td>
                  <td title={s.timedByRead ? 'As played in a table read' : 'Estimated from reading time'}>
                    {durationText(s.estimatedSeconds)}
                    {s.timedByRead ? ' (read)' : ''}
                  </td>
                  <td>{s.characters.map((c) => `${c.name} ${c.dialogueLines}`).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <MatrixTable matrix={report.matrix} />
        </div>
      )}
      <ReportFooter kind="scene" doc={() => sceneReportDocument(report)} onClose={onClose} />
    </>
  )
}

