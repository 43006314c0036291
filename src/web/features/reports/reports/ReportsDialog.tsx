import { Modal } from '../../../ui/Modal'
import { REPORT_NAMES, type ReportKind } from '../../../../screenplay/reports'
import { reportDialog } from './report-dialog'
import { useAnalysis } from './report-source'
import { SceneReportBody } from './SceneReportBody'
import { LocationReportBody } from './LocationReportBody'
import { CharacterReportBody } from './CharacterReportBody'
import { ScriptReportBody } from './ScriptReportBody'

const BODIES = { scene: SceneReportBody, location: LocationReportBody, character: CharacterReportBody, script: ScriptReportBody }

function ReportDialog({ kind }: { kind: ReportKind }) {
  const analysis = useAnalysis(true)
  const close = reportDialog.close
  const Body = BODIES[kind]
  return (
    <Modal title={REPORT_NAMES[kind]} open onClose={close} wide>
      {analysis === 'loading' ? (
        <p className="nw-muted" role="status">
          Loading {kind} data...
        </p>
      ) : analysis === 'no-editor' ? (
        <p className="nw-muted">Editor not ready</p>
      ) : (
        <Body analysis={analysis} onClose={close} />
      )}
    </Modal>
  )
}

/** Reports → Script, Location, Scene, Character: one dialog at a time, read when it opens. */
export function ReportsDialog() {
  const open = reportDialog.useProps()?.kind
  return open ? <ReportDialog key={open} kind={open} /> : null
}
