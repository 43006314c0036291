import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { FlawCategory, FlawsResult } from '../../../../ai/analysis/schemas'
import { hashText } from '../../../../screenplay/scenes'
import { toast } from '../../../app/toast-store'
import { apiKeyConfigured, isAbort, partialNote, sendAnalysis, serverMessage, statusMessage } from './analysis-client'
import { screenplayText, toolContext } from './prepare'
import { prepareForAnalysis } from './qualitative-store'

/**
 * The common flaws report. Its last result is kept, keyed by a hash of the script text and the
 * planning data: reopening an unchanged script shows it again at once; Regenerate runs afresh.
 */
interface FlawsState {
  open: boolean
  loading: boolean
  progress: { done: number; total: number } | null
  result: FlawsResult | null
  note: string | null
  error: string | null
  filter: FlawCategory | 'all'
  expanded: Record<string, boolean>
  controller: AbortController | null
  openReport: () => void
  close: () => void
  run: (force?: boolean) => Promise<void>
  setFilter: (f: FlawCategory | 'all') => void
  toggle: (id: string) => void
}

let cache: { key: string; result: FlawsResult; note: string | null } | null = null

/** For tests of the cache: forget it. */
export function clearFlawsCache() {
  cache = null
}

function contentKey(text: string): string {
  const ctx = JSON.stringify(toolContext())
  return `${text.length}:${hashText(text)}:${hashText(ctx)}`
}

export const useFlaws = create<FlawsState>((set, get) => ({
  open: false,
  loading: false,
  progress: null,
  result: null,
  note: null,
  error: null,
  filter: 'all',
  expanded: {},
  controller: null,
  openReport: () => {
    set({ open: true })
    const s = get()
    if (!s.loading) void s.run(false)
  },
  close: () => {
    get().controller?.abort()
    set({ open: false, loading: false, progress: null, controller: null })
  },
  setFilter: (filter) => set({ filter }),
  toggle: (id) => set((s) => ({ expanded: { ...s.expanded, [id]: !s.expanded[id] } })),
  run: async (force = false) => {
    if (!apiKeyConfigured()) {
      toast({ title: ANALYSIS_MSG.keyMissingTitle, description: ANALYSIS_MSG.keyRequired, variant: 'error' })
      return set({ open: false })
    }
    const text = screenplayText()
    if (!text.trim()) {
      toast({ title: ANALYSIS_MSG.noContentTitle, description: ANALYSIS_MSG.noContentAnalyze, variant: 'error' })
      return set({ open: false })
    }
    const key = contentKey(text)
    if (!force && cache?.key === key) {
      toast({ title: ANALYSIS_MSG.cachedTitle, description: 'The screenplay has not changed since the last analysis.' })
      return set({ result: cache.result, note: cache.note, error: null })
    }
    const p = prepareForAnalysis()
    if ('error' in p) return set({ error: p.error, result: null })
    const controller = new AbortController()
    const sections = p.prep.kind === 'single' ? 1 : p.prep.chunks.length
    set({ loading: true, controller, error: null, result: null, note: null, expanded: {}, filter: 'all', progress: sections > 1 ? { done: 0, total: sections } : null })
    try {
      const reply = await sendAnalysis(
        p.prep.kind === 'single' ? '/api/ai-common-flaws' : '/api/ai-common-flaws-chunked',
        { ...toolContext(), ...(p.prep.kind === 'single' ? { screenplay: p.prep.text } : { chunks: p.prep.chunks }) },
        { signal: controller.signal, sections, onProgress: (done, total) => set({ progress: { done, total } }) },
      )
      if (!reply.ok || reply.json.success === false) throw new Error(statusMessage(reply.status) ?? ANALYSIS_MSG.flawsBody(serverMessage(reply) ?? reply.text))
      if (get().controller !== controller) return
      const result = reply.json.results as FlawsResult
      const note = partialNote(reply.json)
      cache = { key, result, note }
      set({ result, note, loading: false, progress: null, controller: null })
    } catch (e) {
      if (isAbort(e) || get().controller !== controller) return
      const message = (e as Error).message
      toast({ title: ANALYSIS_MSG.analysisFailedTitle, description: message, variant: 'error' })
      set({ error: message, loading: false, progress: null, controller: null })
    }
  },
}))

