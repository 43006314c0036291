import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { FlawCategory, FlawsResult } from '../../../../ai/analysis/schemas'
import { hashText } from '../../../../screenplay/scenes'
import { toast } from '../../../app/toast-store'
import { aiRequest } from '../../../app/ai-request'
import { apiKeyConfigured, partialNote, sendAnalysis, serverMessage, statusMessage } from './analysis-client'
import { screenplayText, toolContext } from './prepare'
import { prepareForAnalysis } from './qualitative-store'
import { defineDialog } from '../../../app/dialog-stack'

/**
 * The common flaws report. Its last result is kept, keyed by a hash of the script text and the
 * planning data: reopening an unchanged script shows it again at once; Regenerate runs afresh.
 */
/** Reports → Common Flaws: the report, on the app's one stack of dialogs. */
export const flawsDialog = defineDialog('flaws')

interface FlawsState {
  loading: boolean
  progress: { done: number; total: number } | null
  result: FlawsResult | null
  note: string | null
  error: string | null
  filter: FlawCategory | 'all'
  expanded: Record<string, boolean>
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

// The report keeps its last result (and its note) apart from the request: reopening an unchanged script shows it again.
const request = aiRequest<{ result: FlawsResult; note: string | null }>({
  failed: ANALYSIS_MSG.flawsBody(''),
  toastTitle: ANALYSIS_MSG.analysisFailedTitle,
  update: (r) => useFlaws.setState({ loading: r.status === 'loading', progress: r.progress, error: r.error }),
})

export const useFlaws = create<FlawsState>((set, get) => ({
  loading: false,
  progress: null,
  result: null,
  note: null,
  error: null,
  filter: 'all',
  expanded: {},
  openReport: () => {
    flawsDialog.open()
    const s = get()
    if (!s.loading) void s.run(false)
  },
  close: () => {
    request.cancel()
    flawsDialog.close()
  },
  setFilter: (filter) => set({ filter }),
  toggle: (id) => set((s) => ({ expanded: { ...s.expanded, [id]: !s.expanded[id] } })),
  run: async (force = false) => {
    if (!apiKeyConfigured()) {
      toast({ title: ANALYSIS_MSG.keyMissingTitle, description: ANALYSIS_MSG.keyRequired, variant: 'error' })
      return flawsDialog.close()
    }
    const text = screenplayText()
    if (!text.trim()) {
      toast({ title: ANALYSIS_MSG.noContentTitle, description: ANALYSIS_MSG.noContentAnalyze, variant: 'error' })
      return flawsDialog.close()
    }
    const key = contentKey(text)
    if (!force && cache?.key === key) {
      toast({ title: ANALYSIS_MSG.cachedTitle, description: 'The screenplay has not changed since the last analysis.' })
      return set({ result: cache.result, note: cache.note, error: null })
    }
    const p = prepareForAnalysis()
    if ('error' in p) return set({ error: p.error, result: null })
    const prep = p.prep
    const sections = prep.kind === 'single' ? 1 : prep.chunks.length
    set({ result: null, note: null, expanded: {}, filter: 'all' })
    const done = await request.start(
      async ({ signal, progress }) => {
        const reply = await sendAnalysis(
          prep.kind === 'single' ? '/api/ai-common-flaws' : '/api/ai-common-flaws-chunked',
          { ...toolContext(), ...(prep.kind === 'single' ? { screenplay: prep.text } : { chunks: prep.chunks }) },
          { signal, sections, onProgress: progress },
        )
        if (!reply.ok || reply.json.success === false) throw new Error(statusMessage(reply.status) ?? ANALYSIS_MSG.flawsBody(serverMessage(reply) ?? reply.text))
        return { result: reply.json.results as FlawsResult, note: partialNote(reply.json) }
      },
      { progress: sections > 1 ? { done: 0, total: sections } : null },
    )
    if (!done) return
    cache = { key, ...done }
    set(done)
  },
}))

