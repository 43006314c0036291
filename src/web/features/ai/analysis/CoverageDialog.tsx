import { Modal } from '../../../ui/Modal'
import { COVERAGE_CATEGORIES, MACHINE_READING_NOTE, RATINGS, type CoverageReport } from '../../../../ai/analysis/coverage'
import { Alert, Working } from './ui'
import { useCoverage, coverageDialog } from './coverage-store'
import { jumpToScene } from './navigate'
import { exportReport } from './export'
import { titleSlug } from './prepare'
import type { Report, ReportBlock } from './report-pdf'

/** The coverage as a PDF: the same sections, the grid as one line a category, the notes by scene. */
export function coverageReport(c: CoverageReport): Report {
  const paragraphs = (text: string): ReportBlock[] => text.split(/\n{2,}/).flatMap((p) => [{ kind: 'text' as const, text: p.trim() }, { kind: 'gap' as const }])
  const blocks: ReportBlock[] = [
    { kind: 'text', text: `Title: ${c.title}`, bold: true },
    { kind: 'text', text: `Genre: ${c.genre}` },
    { kind: 'heading', text: 'Logline' },
    { kind: 'text', text: c.logline },
    { kind: 'heading', text: 'Ratings' },
    ...COVERAGE_CATEGORIES.map((k): ReportBlock => ({ kind: 'text', text: `${k.label}: ${c.ratings[k.key]}` })),
    { kind: 'heading', text: 'Verdict' },
    { kind: 'text', text: `Script: ${c.verdict.script}` },
    { kind: 'text', text: `Writer: ${c.verdict.writer}` },
    { kind: 'heading', text: 'Synopsis' },
    ...paragraphs(c.synopsis),
    { kind: 'heading', text: 'Comments' },
    ...paragraphs(c.comments),
    ...(c.notes.length ? [{ kind: 'heading' as const, text: 'Notes' }, ...c.notes.map((n): ReportBlock => ({ kind: 'text', text: `Scene ${n.scene}: ${n.note}` }))] : []),
  ]
  return { title: 'Coverage', summary: [MACHINE_READING_NOTE], blocks }
}

function Grid({ c }: { c: CoverageReport }) {
  return (
    <table className="nw-coverage-grid" data-testid="coverage-grid">
      <thead>
        <tr>
          <th scope="col">Category</th>
          {RATINGS.map((r) => (
            <th scope="col" key={r}>
              {r}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COVERAGE_CATEGORIES.map((k) => (
          <tr key={k.key} data-category={k.key}>
            <th scope="row">{k.label}</th>
            {RATINGS.map((r) => (
              <td key={r} aria-label={c.ratings[k.key] === r ? `${k.label}: ${r}` : undefined}>
                {c.ratings[k.key] === r ? '✓' : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function CoverageBody({ c, note }: { c: CoverageReport; note: string | null }) {
  return (
    <div className="nw-coverage" data-testid="coverage">
      <p className="nw-muted nw-small" data-testid="coverage-machine-note">
        {MACHINE_READING_NOTE}
      </p>
      {note && <Alert tone="warn">{note}</Alert>}
      <dl className="nw-coverage-head">
        <dt>Title</dt>
        <dd data-testid="coverage-title">{c.title}</dd>
        <dt>Genre</dt>
        <dd data-testid="coverage-genre">{c.genre}</dd>
        <dt>Logline</dt>
        <dd data-testid="coverage-logline">{c.logline}</dd>
      </dl>
      <Grid c={c} />
      <p data-testid="coverage-verdict">
        <strong>Script:</strong> {c.verdict.script} · <strong>Writer:</strong> {c.verdict.writer}
      </p>
      <h3>Synopsis</h3>
      {c.synopsis.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>Comments</h3>
      {c.comments.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {c.notes.length > 0 && (
        <>
          <h3>Notes</h3>
          <ul className="nw-an-list" data-testid="coverage-notes">
            {c.notes.map((n, i) => (
              <li key={i}>
                <button type="button" className="nw-link" onClick={() => jumpToScene(n.scene)}>
                  Scene {n.scene}
                </button>{' '}
                {n.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** Reports → Coverage. */
export function CoverageDialog() {
  const st = useCoverage()
  const open = coverageDialog.useOpen()
  return (
    <Modal title="Coverage" open={open} onClose={st.close} wide>
      {st.loading && <Working text="Reading the script for coverage..." progress={st.progress} onCancel={st.close} />}
      {st.error && <Alert>{st.error}</Alert>}
      {st.report && <CoverageBody c={st.report} note={st.note} />}
      <div className="nw-an-actions">
        {st.report && (
          <>
            <button type="button" className="nw-btn" onClick={() => void st.run()}>
              Read Again
            </button>
            <button type="button" className="nw-btn" onClick={() => void exportReport(coverageReport(st.report!), `${titleSlug()}_coverage.pdf`)}>
              Export PDF
            </button>
          </>
        )}
        <button type="button" className="nw-btn" onClick={st.close}>
          Close
        </button>
      </div>
    </Modal>
  )
}
