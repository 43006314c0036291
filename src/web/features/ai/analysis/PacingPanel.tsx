import { X } from 'lucide-react'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { Intensity } from '../../../../ai/analysis/schemas'
import { toast } from '../../../app/toast-store'
import { Alert, Badge, Working, titleCase } from './ui'
import { usePacing, pacingPanel, type PacingData } from './pacing-store'
import { jumpToScene } from './navigate'
import { exportReport } from './export'
import type { Report, ReportBlock } from './report-pdf'

/** Heat-map: at most 20 cells a row; numbers in the cells while they are big enough to read (50 scenes or fewer). */
export const GRID_COLUMNS = 20
export const NUMBERED_UP_TO = 50
/** The PDF chart draws at most this many scenes. */
export const PDF_CHART_MAX = 100

const COLORS: Record<Intensity | 'unscored', [number, number, number]> = { cool: [96, 165, 250], moderate: [250, 204, 21], warm: [251, 146, 60], hot: [220, 38, 38], unscored: [226, 232, 240] }

/** "7/10 warm", or "not scored" for a scene the model gave no score. */
const scoreText = (x: PacingData['sceneData'][number]) => (x.pacingScore === null ? 'not scored' : `${x.pacingScore}/10 ${x.intensity}`)

export function pacingReport(d: PacingData): Report {
  const s = d.summary
  const blocks: ReportBlock[] = [
    { kind: 'heading', text: 'Heat-Map' },
    { kind: 'cells', cells: d.sceneData.slice(0, PDF_CHART_MAX).map((x) => ({ label: String(x.sceneNumber), color: COLORS[x.intensity] })) },
    ...(d.sceneData.length > PDF_CHART_MAX ? [{ kind: 'text' as const, text: `(First ${PDF_CHART_MAX} of ${d.sceneData.length} scenes shown)` }] : []),
    { kind: 'heading', text: 'Scenes' },
    ...d.sceneData.map((x): ReportBlock => ({ kind: 'text', text: `Scene ${x.sceneNumber}: ${scoreText(x).toUpperCase()} - ${x.location.scene}` })),
    { kind: 'heading', text: 'Pacing Insights' },
    ...d.insights.flatMap((i): ReportBlock[] => [
      { kind: 'text', text: `[${i.severity.toUpperCase()}] ${titleCase(i.type)}${i.scenes?.length ? ` (scenes ${i.scenes.join(', ')})` : ''}`, bold: true },
      { kind: 'text', text: i.description, indent: 1 },
      { kind: 'text', text: `Recommendation: ${i.recommendation}`, indent: 1 },
    ]),
  ]
  return {
    title: 'Pacing Heat-Map Report',
    summary: [
      `Scenes: ${s.totalScenes}  Average pacing: ${s.averagePacingScore}/10`,
      `Cool: ${s.coolScenes}  Moderate: ${s.moderateScenes}  Warm: ${s.warmScenes}  Hot: ${s.hotScenes}${s.unscoredScenes ? `  Not scored: ${s.unscoredScenes}` : ''}`,
    ],
    blocks,
  }
}

function exportPacing(d: PacingData | null) {
  if (!d || d.sceneData.length === 0) return toast({ title: ANALYSIS_MSG.noDataTitle, description: ANALYSIS_MSG.noData, variant: 'error' })
  void exportReport(pacingReport(d), 'pacing-heat-map-report.pdf')
}

/** Tools → Pacing Heat-Map. */
export function PacingPanel() {
  const st = usePacing()
  const open = pacingPanel.useOpen()
  if (!open) return null
  const d = st.data
  const numbered = (d?.sceneData.length ?? 0) <= NUMBERED_UP_TO
  return (
    <aside className="nw-an-panel nw-an-panel-wide" aria-label="Pacing Heat-Map">
      <div className="nw-an-panel-head">
        <h2>Pacing Heat-Map</h2>
        <button type="button" className="nw-icon-btn" aria-label="Close" onClick={st.close}>
          <X size={16} />
        </button>
      </div>
      {st.loading && <Working text="Analyzing the pacing of each scene..." progress={st.progress} onCancel={st.close} />}
      {st.error && <Alert>{st.error}</Alert>}
      {st.noScenes && <p>{ANALYSIS_MSG.noPacingScenes}</p>}
      {d && (
        <>
          {d.note && <Alert tone="warn">{d.note}</Alert>}
          {d.sceneData.length === 0 ? (
            <p>{ANALYSIS_MSG.noPacingScenes}</p>
          ) : (
            <>
              <dl className="nw-an-counts" data-testid="pacing-counts">
                <dt>Scenes</dt>
                <dd>{d.summary.totalScenes}</dd>
                <dt>Average</dt>
                <dd>{d.summary.averagePacingScore}</dd>
                <dt>Cool</dt>
                <dd>{d.summary.coolScenes}</dd>
                <dt>Moderate</dt>
                <dd>{d.summary.moderateScenes}</dd>
                <dt>Warm</dt>
                <dd>{d.summary.warmScenes}</dd>
                <dt>Hot</dt>
                <dd>{d.summary.hotScenes}</dd>
                {d.summary.unscoredScenes > 0 && (
                  <>
                    <dt>Not scored</dt>
                    <dd>{d.summary.unscoredScenes}</dd>
                  </>
                )}
              </dl>
              <div className="nw-an-heatmap" style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))` }} data-testid="heat-map">
                {d.sceneData.map((x) => (
                  <button
                    type="button"
                    key={x.id}
                    className={`nw-an-cell nw-an-${x.intensity}`}
                    data-scene={x.sceneNumber}
                    data-intensity={x.intensity}
                    title={`Scene ${x.sceneNumber}: ${x.location.scene} — ${scoreText(x)}`}
                    aria-label={x.pacingScore === null ? `Scene ${x.sceneNumber}, not scored` : `Scene ${x.sceneNumber}, pacing ${x.pacingScore} of 10, ${x.intensity}`}
                    onClick={() => jumpToScene(x.sceneNumber)}
                  >
                    {numbered ? x.sceneNumber : ''}
                  </button>
                ))}
              </div>
              <div className="nw-an-legend">
                <Badge tone="cool">Cool 1-3</Badge> <Badge tone="moderate">Moderate 4-6</Badge> <Badge tone="warm">Warm 7-8</Badge> <Badge tone="hot">Hot 9-10</Badge> <Badge tone="unscored">Not scored</Badge>
              </div>
              <h3>Pacing Insights</h3>
              {d.insights.length === 0 ? (
                <p className="nw-muted">No pacing issues identified.</p>
              ) : (
                <ul className="nw-an-list">
                  {d.insights.map((i) => (
                    <li key={i.id} className="nw-an-card">
                      <div className="nw-an-card-head">
                        <strong>{titleCase(i.type)}</strong>
                        <Badge tone={i.severity}>{i.severity}</Badge>
                      </div>
                      <p>{i.description}</p>
                      <p className="nw-muted">{i.recommendation}</p>
                      {i.scenes.length > 0 && (
                        <p className="nw-an-scenes" data-testid="insight-scenes">
                          {i.scenes.length === 1 ? 'Scene ' : 'Scenes '}
                          {i.scenes.map((n, k) => (
                            <span key={n}>
                              {k > 0 && ', '}
                              <button type="button" className="nw-link" onClick={() => jumpToScene(n)}>
                                {n}
                              </button>
                            </span>
                          ))}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <div className="nw-an-actions">
        {d && (
          <button type="button" className="nw-btn" onClick={() => exportPacing(d)}>
            Export PDF
          </button>
        )}
        <button type="button" className="nw-btn" onClick={st.close}>
          Close
        </button>
      </div>
    </aside>
  )
}
