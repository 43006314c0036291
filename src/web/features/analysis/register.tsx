import { registerFeature } from '../../app/features'
import { QuantitativeDialog } from './QuantitativeDialog'
import { useQuantitative } from './quantitative-store'
import { QualitativeDialog } from './QualitativeDialog'
import { useQualitative } from './qualitative-store'
import { ContinuityPanel } from './ContinuityPanel'
import { useContinuity } from './continuity-store'
import { PacingPanel } from './PacingPanel'
import { usePacing } from './pacing-store'
import { SemanticFindPanel } from './SemanticFindPanel'
import { useSemanticFind } from './semantic-find-store'
import { FlawsReport } from './FlawsReport'
import { useFlaws } from './flaws-store'

function AnalysisMount() {
  return (
    <>
      <QuantitativeDialog />
      <QualitativeDialog />
      <ContinuityPanel />
      <PacingPanel />
      <SemanticFindPanel />
      <FlawsReport />
    </>
  )
}

/** AI analysis: evaluations, continuity, semantic find, common flaws and the pacing heat-map. */
registerFeature({
  id: 'analysis',
  commands: {
    'tools.quantitative': { run: () => useQuantitative.getState().setOpen(true) },
    'tools.qualitative': { run: () => useQualitative.getState().setOpen(true) },
    'tools.continuity': { run: () => useContinuity.getState().openPanel() },
    'tools.pacing': { run: () => usePacing.getState().openPanel() },
    'edit.semanticFind': { run: () => useSemanticFind.getState().openPanel() },
    'reports.flaws': { run: () => useFlaws.getState().openReport() },
  },
  Mount: AnalysisMount,
})
