import { create } from 'zustand'
import { ANALYSIS_MSG, veryLargeMessage } from '../../../../ai/analysis/messages'
import { MAX_CHUNKS, chunkScenes, estimateMinutes } from '../../../../ai/analysis/chunking'
import type { SemanticMatch } from '../../../../ai/analysis/schemas'
import { toast } from '../../../app/toast-store'
import { isAbort, sendAnalysis, serverMessage, statusMessage } from './analysis-client'
import { checkTool } from './tool-run'
import { toolContext } from './prepare'
import { jumpToScene } from './navigate'

/** Semantic find: idle, searching, results (one at a time) or empty. Closing resets it. */
interface FindState {
  open: boolean
  query: string
  status: 'idle' | 'searching' | 'results' | 'empty'
  results: SemanticMatch[]
  index: number
  progress: { done: number; total: number } | null
  controller: AbortController | null
  openPanel: () => void
  close: () => void
  setQuery: (q: string) => void
  search: () => Promise<void>
  go: (i: number) => void
}

export const useSemanticFind = create<FindState>((set, get) => ({
  open: false,
  query: '',
  status: 'idle',
  results: [],
  index: 0,
  progress: null,
  controller: null,
  openPanel: () => set({ open: true }),
  close: () => {
    get().controller?.abort()
    set({ open: false, query: '', status: 'idle', results: [], index: 0, progress: null, controller: null })
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
    get().controller?.abort()
    const controller = new AbortController()
    set({ status: 'searching', results: [], index: 0, controller, progress: sections > 1 ? { done: 0, total: sections } : null })
    try {
      const reply = await sendAnalysis(path, { ...toolContext(), query, ...body }, { signal: controller.signal, sections, onProgress: (done, total) => set({ progress: { done, total } }) })
      if (!reply.ok) {
        const base = statusMessage(reply.status) ?? ANALYSIS_MSG.searchStatus(reply.status)
        const detail = statusMessage(reply.status) ? undefined : serverMessage(reply)
        throw new Error(detail ? `${base}: ${detail}` : base)
      }
      if (get().controller !== controller) return
      const results = [...((reply.json.results as SemanticMatch[] | undefined) ?? [])].sort((a, b) => b.relevanceScore - a.relevanceScore)
      set({ results, index: 0, status: results.length ? 'results' : 'empty', progress: null, controller: null })
      if (results.length) jumpToScene(results[0].sceneNumber, results[0].matchedContent)
    } catch (e) {
      if (isAbort(e) || get().controller !== controller) return
      toast({ title: ANALYSIS_MSG.searchFailedTitle, description: (e as Error).message, variant: 'error', durationMs: 8000 })
      set({ status: 'idle', progress: null, controller: null })
    }
  },
  go: (i) => {
    const r = get().results
    if (i < 0 || i >= r.length) return
    set({ index: i })
    jumpToScene(r[i].sceneNumber, r[i].matchedContent)
  },
}))
