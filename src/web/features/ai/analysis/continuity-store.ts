import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { ContinuityIssue, ContinuitySummary } from '../../../../ai/analysis/schemas'
import { toast } from '../../../app/toast-store'
import { isAbort, partialNote, serverMessage, statusMessage } from './analysis-client'
import { callTool, checkTool } from './tool-run'
import { jumpToScene } from './navigate'

/** The continuity check: runs when the panel opens, shows one issue at a time, moves the editor to it. */
export interface ContinuityResult {
  issues: ContinuityIssue[]
  summary: ContinuitySummary
  analysisComplete: boolean
  error?: string
  note?: string | null
}

interface ContinuityState {
  open: boolean
  loading: boolean
  progress: { done: number; total: number } | null
  result: ContinuityResult | null
  index: number
  controller: AbortController | null
  openPanel: () => void
  close: () => void
  run: () => Promise<void>
  go: (index: number) => void
}

const EMPTY_SUMMARY: ContinuitySummary = { totalIssues: 0, criticalIssues: 0, warningIssues: 0, minorIssues: 0 }

export const useContinuity = create<ContinuityState>((set, get) => ({
  open: false,
  loading: false,
  progress: null,
  result: null,
  index: 0,
  controller: null,
  openPanel: () => {
    set({ open: true })
    const s = get()
    if (!s.result && !s.loading) void s.run()
  },
  // Closing clears the result and progress, and stops a run in progress.
  close: () => {
    get().controller?.abort()
    set({ open: false, loading: false, progress: null, result: null, index: 0, controller: null })
  },
  run: async () => {
    const ready = checkTool('analyze')
    if (!ready) return set({ open: false })
    const controller = new AbortController()
    set({ loading: true, controller, result: null, index: 0, progress: ready.prep.kind === 'chunked' ? { done: 0, total: ready.prep.chunks.length } : null })
    try {
      const reply = await callTool(['/api/ai-continuity-check', '/api/ai-continuity-check-chunked'], ready, {}, { signal: controller.signal, onProgress: (done, total) => set({ progress: { done, total } }) })
      if (!reply.ok) {
        const base = statusMessage(reply.status) ?? ANALYSIS_MSG.continuityStatus(reply.status)
        const detail = statusMessage(reply.status) ? undefined : serverMessage(reply)
        throw new Error(detail ? `${base}: ${detail}` : base)
      }
      const issues = (reply.json.issues as ContinuityIssue[] | undefined) ?? []
      const result: ContinuityResult = {
        issues,
        summary: (reply.json.summary as ContinuitySummary | undefined) ?? EMPTY_SUMMARY,
        analysisComplete: reply.json.analysisComplete !== false,
        note: partialNote(reply.json),
      }
      if (get().controller !== controller) return
      set({ result, loading: false, progress: null, controller: null })
      if (issues.length) jumpToScene(issues[0].location.scene, issues[0].location.text)
    } catch (e) {
      if (isAbort(e) || get().controller !== controller) return
      const message = (e as Error).message || ANALYSIS_MSG.analyzeFailed
      toast({ title: ANALYSIS_MSG.analysisFailedTitle, description: message, variant: 'error', durationMs: 8000 })
      set({ loading: false, progress: null, controller: null, result: { issues: [], summary: EMPTY_SUMMARY, analysisComplete: false, error: message } })
    }
  },
  go: (index) => {
    const issues = get().result?.issues ?? []
    if (index < 0 || index >= issues.length) return
    set({ index })
    jumpToScene(issues[index].location.scene, issues[index].location.text)
  },
}))
