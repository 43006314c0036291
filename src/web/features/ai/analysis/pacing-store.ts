import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { PacingInsight, PacingScene, PacingSummary } from '../../../../ai/analysis/schemas'
import { splitScenes } from '../../../../ai/analysis/chunking'
import { aiRequest } from '../../../app/ai-request'
import { partialNote, serverMessage, statusMessage } from './analysis-client'
import { callTool, checkTool } from './tool-run'
import { defineDialog } from '../../../app/dialog-stack'

/** The pacing heat-map: runs when the panel opens; closing clears it. */
export interface PacingData {
  sceneData: PacingScene[]
  insights: PacingInsight[]
  summary: PacingSummary
  note?: string | null
}

/** Tools → Pacing Heat-Map: the panel, on the app's one stack of dialogs. */
export const pacingPanel = defineDialog('pacing')

interface PacingState {
  loading: boolean
  progress: { done: number; total: number } | null
  data: PacingData | null
  error: string | null
  /** The script has no scene headings: nothing to chart. */
  noScenes: boolean
  openPanel: () => void
  close: () => void
  run: () => Promise<void>
}

// A failure, or an answer that carries an error, is shown in the panel.
const request = aiRequest<PacingData>({
  failed: ANALYSIS_MSG.pacingBody(''),
  update: (r) => usePacing.setState({ loading: r.status === 'loading', progress: r.progress, data: r.result, error: r.error }),
})

export const usePacing = create<PacingState>((set, get) => ({
  loading: false,
  progress: null,
  data: null,
  error: null,
  noScenes: false,
  openPanel: () => {
    pacingPanel.open()
    const s = get()
    if (!s.data && !s.loading) void s.run()
  },
  close: () => {
    request.cancel()
    pacingPanel.close()
    set({ noScenes: false })
  },
  run: async () => {
    const ready = checkTool('analyze')
    if (!ready) return pacingPanel.close()
    if (!splitScenes(ready.text).some((s) => s.number > 0)) return set({ noScenes: true, data: null, error: null })
    set({ noScenes: false })
    await request.start(
      async ({ signal, progress }) => {
        const reply = await callTool(['/api/ai-pacing-analysis', '/api/ai-pacing-analysis-chunked'], ready, {}, { signal, onProgress: progress })
        if (!reply.ok || typeof reply.json.error === 'string') throw new Error(statusMessage(reply.status) ?? ANALYSIS_MSG.pacingBody(serverMessage(reply) ?? reply.text))
        const j = reply.json as unknown as PacingData
        return { sceneData: j.sceneData ?? [], insights: j.insights ?? [], summary: j.summary, note: partialNote(reply.json) }
      },
      { progress: ready.prep.kind === 'chunked' ? { done: 0, total: ready.prep.chunks.length } : null },
    )
  },
}))
