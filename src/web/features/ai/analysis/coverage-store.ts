import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { CoverageReport } from '../../../../ai/analysis/coverage'
import { aiRequest } from '../../../app/ai-request'
import { defineDialog } from '../../../app/dialog-stack'
import { useProject } from '../../../project'
import { apiKeyConfigured, partialNote, sendAnalysis, serverMessage, statusMessage } from './analysis-client'
import { prepareForAnalysis } from './qualitative-store'
import { toolContext } from './prepare'

/** Reports → Coverage: reads the whole script (in sections when long) into a studio reader's report. */
export const coverageDialog = defineDialog('coverage')

interface CoverageState {
  loading: boolean
  progress: { done: number; total: number } | null
  report: CoverageReport | null
  note: string | null
  error: string | null
  open: () => void
  close: () => void
  run: () => Promise<void>
}

const request = aiRequest<{ report: CoverageReport; note: string | null }>({
  failed: ANALYSIS_MSG.analyzeFailed,
  update: (r) =>
    useCoverage.setState({
      loading: r.status === 'loading',
      progress: r.progress,
      error: r.status === 'error' ? r.error : null,
      ...(r.status === 'done' && r.result ? { report: r.result.report, note: r.result.note } : {}),
    }),
})

export const useCoverage = create<CoverageState>((set, get) => ({
  loading: false,
  progress: null,
  report: null,
  note: null,
  error: null,
  open: () => {
    coverageDialog.open()
    const s = get()
    if (!s.report && !s.loading) void s.run()
  },
  // Closing stops a reading in progress; a finished report stays for when the dialog opens again.
  close: () => {
    if (get().loading) request.cancel()
    coverageDialog.close()
  },
  run: async () => {
    if (!apiKeyConfigured()) return set({ error: ANALYSIS_MSG.keyForEvaluation, report: null })
    const p = prepareForAnalysis()
    if ('error' in p) return set({ error: p.error, report: null })
    const prep = p.prep
    const sections = prep.kind === 'single' ? 1 : prep.chunks.length
    set({ report: null, note: null, error: null })
    await request.start(
      async ({ signal, progress }) => {
        const reply = await sendAnalysis(
          prep.kind === 'single' ? '/api/ai-coverage' : '/api/ai-coverage-chunked',
          { ...toolContext(), title: useProject.getState().titlePage.title, ...(prep.kind === 'single' ? { screenplay: prep.text } : { chunks: prep.chunks }) },
          { signal, sections, onProgress: progress },
        )
        if (!reply.ok || !reply.json.coverage) throw new Error(statusMessage(reply.status) ?? serverMessage(reply) ?? ANALYSIS_MSG.analyzeFailed)
        return { report: reply.json.coverage as CoverageReport, note: partialNote(reply.json) }
      },
      { progress: sections > 1 ? { done: 0, total: sections } : null },
    )
  },
}))
