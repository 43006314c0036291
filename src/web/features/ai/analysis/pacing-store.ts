import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { PacingInsight, PacingScene, PacingSummary } from '../../../../ai/analysis/schemas'
import { splitScenes } from '../../../../ai/analysis/chunking'
import { isAbort, partialNote, serverMessage, statusMessage } from './analysis-client'
import { callTool, checkTool } from './tool-run'

/** The pacing heat-map: runs when the panel opens; closing clears it. */
export interface PacingData {
  sceneData: PacingScene[]
  insights: PacingInsight[]
  summary: PacingSummary
  note?: string | null
}

interface PacingState {
  open: boolean
  loading: boolean
  progress: { done: number; total: number } | null
  data: PacingData | null
  error: string | null
  /** The script has no scene headings: nothing to chart. */
  noScenes: boolean
  controller: AbortController | null
  openPanel: () => void
  close: () => void
  run: () => Promise<void>
}

export const usePacing = create<PacingState>((set, get) => ({
  open: false,
  loading: false,
  progress: null,
  data: null,
  error: null,
  noScenes: false,
  controller: null,
  openPanel: () => {
    set({ open: true })
    const s = get()
    if (!s.data && !s.loading) void s.run()
  },
  close: () => {
    get().controller?.abort()
    set({ open: false, loading: false, progress: null, data: null, error: null, noScenes: false, controller: null })
  },
  run: async () => {
    const ready = checkTool('analyze')
    if (!ready) return set({ open: false })
    if (!splitScenes(ready.text).some((s) => s.number > 0)) return set({ noScenes: true, data: null, error: null })
    const controller = new AbortController()
    set({ loading: true, controller, error: null, data: null, noScenes: false, progress: ready.prep.kind === 'chunked' ? { done: 0, total: ready.prep.chunks.length } : null })
    try {
      const reply = await callTool(['/api/ai-pacing-analysis', '/api/ai-pacing-analysis-chunked'], ready, {}, { signal: controller.signal, onProgress: (done, total) => set({ progress: { done, total } }) })
      // A failure, or an answer that carries an error, is shown in the panel.
      if (!reply.ok || typeof reply.json.error === 'string') throw new Error(statusMessage(reply.status) ?? ANALYSIS_MSG.pacingBody(serverMessage(reply) ?? reply.text))
      if (get().controller !== controller) return
      const j = reply.json as unknown as PacingData
      set({ data: { sceneData: j.sceneData ?? [], insights: j.insights ?? [], summary: j.summary, note: partialNote(reply.json) }, loading: false, progress: null, controller: null })
    } catch (e) {
      if (isAbort(e) || get().controller !== controller) return
      set({ error: (e as Error).message, loading: false, progress: null, controller: null })
    }
  },
}))
