import { pageRanges, type BreakdownRow, type ReportDocument, type ReportKind } from '../../../../screenplay/reports'
import { useDownload } from './report-source'

/** The pages as they print ("3-5", or "5-5B" once pages are locked), and how many. */
export function pagesLabel(pages: readonly number[], labels?: readonly string[]): string {
  if (!pages.length) return '—'
  return `${pageRanges(pages, labels)} (${pages.length} ${pages.length === 1 ? 'page' : 'pages'})`
}

export function BreakdownLine({ label, rows, testId }: { label: string; rows: readonly BreakdownRow[]; testId?: string }) {
  return (
    <p className="nw-report-breakdown" data-testid={testId}>
      <span className="nw-muted">{label}:</span> {rows.length ? rows.map((r) => `${r.label} ${r.scenes}`).join(' · ') : 'none'}
    </p>
  )
}

/** Close and Download PDF; the PDF button reads 'Generating PDF...' while it works. */
export function ReportFooter({ kind, doc, onClose, disabled }: { kind: ReportKind; doc: () => ReportDocument; onClose: () => void; disabled?: boolean }) {
  const { busy, run } = useDownload(kind, doc)
  return (
    <div className="nw-dialog-actions">
      <button type="button" className="nw-btn" onClick={onClose}>
        Close
      </button>
      <button type="button" className="nw-btn nw-btn-primary" onClick={run} disabled={busy || disabled}>
        {busy ? 'Generating PDF...' : 'Download PDF'}
      </button>
    </div>
  )
}
