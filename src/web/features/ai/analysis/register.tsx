import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useProject } from '../../../project'
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
import { CoverageDialog } from './CoverageDialog'
import { useCoverage } from './coverage-store'

/** Another script arrived (new, open, import): what the tools held was about the previous one. */
function forgetPreviousScript() {
  useQuantitative.getState().cancel()
  useQuantitative.setState({ steps: useQuantitative.getInitialState().steps, error: null, tab: 'overview' })
  useQualitative.getState().cancel()
  useQualitative.setState({ steps: useQualitative.getInitialState().steps, error: null, tab: 'overview' })
  useContinuity.getState().close()
  usePacing.getState().close()
  useSemanticFind.getState().close()
  useFlaws.getState().close()
  useFlaws.setState({ result: null, note: null, error: null })
  useCoverage.getState().close()
  useCoverage.setState({ report: null, note: null, error: null })
}

function AnalysisMount() {
  const generation = useProject((s) => s.generation)
  useEffect(() => {
    if (generation > 0) forgetPreviousScript()
  }, [generation])
  return (
    <>
      <QuantitativeDialog />
      <QualitativeDialog />
      <ContinuityPanel />
      <PacingPanel />
      <SemanticFindPanel />
      <FlawsReport />
      <CoverageDialog />
    </>
  )
}

/** AI analysis: evaluations, continuity, semantic find, common flaws, the pacing heat-map and coverage. */
registerFeature({
  id: 'analysis',
  commands: [
    { id: 'tools.quantitative', label: 'Quantitative Evaluation', run: always(() => useQuantitative.getState().setOpen(true)) },
    { id: 'tools.qualitative', label: 'Qualitative Analysis', run: always(() => useQualitative.getState().setOpen(true)) },
    { id: 'tools.continuity', label: 'Continuity Check', run: always(() => useContinuity.getState().openPanel()) },
    { id: 'tools.pacing', label: 'Pacing Heat-Map', run: always(() => usePacing.getState().openPanel()) },
    { id: 'edit.semanticFind', label: 'Semantic Find', keys: ['Mod-Alt-f'], run: always(() => useSemanticFind.getState().openPanel()) },
    { id: 'reports.flaws', label: 'Common Flaws', run: always(() => useFlaws.getState().openReport()) },
    { id: 'reports.coverage', label: 'Coverage', run: always(() => useCoverage.getState().open()) },
  ],
  Mount: AnalysisMount,
})
