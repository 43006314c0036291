import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { ContinuityIssue, ContinuitySummary } from '../../../../ai/analysis/schemas'
import { aiRequest } from '../../../app/ai-request'
import { partialNote, serverMessage, statusMessage } from './analysis-client'
import { callTool, checkTool } from './tool-run'
import { jumpToScene } from './navigate'
import { defineDialog } from '../../../app/dialog-stack'

/** The continuity check: runs when the panel opens, shows one issue at a time, moves the editor to it. */
export interface ContinuityResult {
  issues: ContinuityIssue[]
  summary: ContinuitySummary
  analysisComplete: boolean
  error?: string
  note?: string | null
}

/** Tools → Continuity Check: the panel, on the app's one stack of dialogs. */
export const continuityPanel = defineDialog('continuity')

interface ContinuityState {
  loading: boolean
  progress: { done: number; total: number } | null
  result: ContinuityResult | null
  index: number
  openPanel: () => void
  close: () => void
  run: () => Promise<void>
  go: (index: number) => void
}

const EMPTY_SUMMARY: ContinuitySummary = { totalIssues: 0, criticalIssues: 0, warningIssues: 0, minorIssues: 0 }

// A failure is a toast, and the panel says it too.
const request = aiRequest<ContinuityResult>({
  failed: ANALYSIS_MSG.analyzeFailed,
  toastTitle: ANALYSIS_MSG.analysisFailedTitle,
  toastMs: 8000,
  update: (r) =>
    useContinuity.setState({
      loading: r.status === 'loading',
      progress: r.progress,
      result: r.status === 'error' ? { issues: [], summary: EMPTY_SUMMARY, analysisComplete: false, error: r.error ?? ANALYSIS_MSG.analyzeFailed } : r.result,
    }),
})

export const useContinuity = create<ContinuityState>((set, get) => ({
  loading: false,
  progress: null,
  result: null,
  index: 0,
  openPanel: () => {
    continuityPanel.open()
    const s = get()
    if (!s.result && !s.loading) void s.run()
  },
  // Closing clears the result and progress, and stops a run in progress.
  close: () => {
    request.cancel()
    continuityPanel.close()
    set({ index: 0 })
  },
  run: async () => {
    const ready = checkTool('analyze')
    if (!ready) return continuityPanel.close()
    set({ index: 0 })
    const result = await request.start(
      async ({ signal, progress }) => {
        const reply = await callTool(['/api/ai-continuity-check', '/api/ai-continuity-check-chunked'], ready, {}, { signal, onProgress: progress })
        if (!reply.ok) {
          const base = statusMessage(reply.status) ?? ANALYSIS_MSG.continuityStatus(reply.status)
          const detail = statusMessage(reply.status) ? undefined : serverMessage(reply)
          throw new Error(detail ? `${base}: ${detail}` : base)
        }
        return {
          issues: (reply.json.issues as ContinuityIssue[] | undefined) ?? [],
          summary: (reply.json.summary as ContinuitySummary | undefined) ?? EMPTY_SUMMARY,
          analysisComplete: reply.json.analysisComplete !== false,
          note: partialNote(reply.json),
        }
      },
      { progress: ready.prep.kind === 'chunked' ? { done: 0, total: ready.prep.chunks.length } : null },
    )
    if (result?.issues.length) jumpToScene(result.issues[0].location.scene, result.issues[0].location.text)
  },
  go: (index) => {
    const issues = get().result?.issues ?? []
    if (index < 0 || index >= issues.length) return
    set({ index })
    jumpToScene(issues[index].location.scene, issues[index].location.text)
  },
}))
