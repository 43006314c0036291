import { create } from 'zustand'
import { ANALYSIS_MSG, veryLargeMessage } from '../../../../ai/analysis/messages'
import { MAX_CHUNKS, chunkScenes, estimateMinutes } from '../../../../ai/analysis/chunking'
import type { SemanticMatch } from '../../../../ai/analysis/schemas'
import { toast } from '../../../app/toast-store'
import { aiRequest } from '../../../app/ai-request'
import { sendAnalysis, serverMessage, statusMessage } from './analysis-client'
import { checkTool } from './tool-run'
import { toolContext } from './prepare'
import { jumpToScene } from './navigate'
import { defineDialog } from '../../../app/dialog-stack'

/** Semantic find: idle, searching, results (one at a time) or empty. Closing resets it. */
/** Edit → Semantic Find: the panel, on the app's one stack of dialogs. */
export const semanticFindPanel = defineDialog('semantic-find')

interface FindState {
  query: string
  status: 'idle' | 'searching' | 'results' | 'empty'
  results: SemanticMatch[]
  index: number
  progress: { done: number; total: number } | null
  openPanel: () => void
  close: () => void
  setQuery: (q: string) => void
  search: () => Promise<void>
  go: (i: number) => void
}

const request = aiRequest<SemanticMatch[]>({
  failed: ANALYSIS_MSG.searchStatus(0),
  toastTitle: ANALYSIS_MSG.searchFailedTitle,
  toastMs: 8000,
  update: (r) =>
    useSemanticFind.setState({
      status: r.status === 'loading' ? 'searching' : r.status === 'done' ? (r.result?.length ? 'results' : 'empty') : 'idle',
      results: r.result ?? [],
      progress: r.progress,
    }),
})

export const useSemanticFind = create<FindState>((set, get) => ({
  query: '',
  status: 'idle',
  results: [],
  index: 0,
  progress: null,
  openPanel: () => semanticFindPanel.open(),
  close: () => {
    request.cancel()
    semanticFindPanel.close()
    set({ query: '', index: 0 })
  },
  setQuery: (query) => set({ query }),
  search: async () => {
    const query = get().query.trim()
    if (!query) return toast({ title: ANALYSIS_MSG.emptyQueryTitle, description: ANALYSIS_MSG.emptyQuery, variant: 'error' })
    const ready = checkTool('search')
    if (!ready) return get().close()
    let body: Record<string, unknown>
    let path: string
    let sections = 1
    if (ready.prep.kind === 'single') {
      path = '/api/ai-semantic-find'
      body = { screenplay: ready.prep.text }
    } else {
      const chunks = chunkScenes(ready.text)
      if (chunks.length > MAX_CHUNKS) {
        toast({ title: ANALYSIS_MSG.veryLargeTitle, description: veryLargeMessage(chunks.length, estimateMinutes(chunks.length)), variant: 'error', durationMs: 8000 })
        return get().close()
      }
      path = '/api/ai-semantic-find-chunked'
      body = { chunks }
      sections = chunks.length
    }
    set({ index: 0 })
    const results = await request.start(
      async ({ signal, progress }) => {
        const reply = await sendAnalysis(path, { ...toolContext(), query, ...body }, { signal, sections, onProgress: progress })
        if (!reply.ok) {
          const base = statusMessage(reply.status) ?? ANALYSIS_MSG.searchStatus(reply.status)
          const detail = statusMessage(reply.status) ? undefined : serverMessage(reply)
          throw new Error(detail ? `${base}: ${detail}` : base)
        }
        return [...((reply.json.results as SemanticMatch[] | undefined) ?? [])].sort((a, b) => b.relevanceScore - a.relevanceScore)
      },
      { progress: sections > 1 ? { done: 0, total: sections } : null },
    )
    if (results?.length) jumpToScene(results[0].sceneNumber, results[0].matchedContent)
  },
  go: (i) => {
    const r = get().results
    if (i < 0 || i >= r.length) return
    set({ index: i })
    jumpToScene(r[i].sceneNumber, r[i].matchedContent)
  },
}))
