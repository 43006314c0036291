import { create } from 'zustand'
import { MSG } from '../../../../ai/messages'
import { actionPrompt, type ActionContext, type AiAction } from '../../../../ai/ai-actions'
import { parseActionResponse } from '../../../../ai/lookup'
import { aiRequest, isAbortError } from '../../../app/ai-request'
import { callSimpleAi } from './ai-client'

/** The AI result dialog: opens loading, ends with a result or an error. */
export interface AiResultState {
  action: AiAction | null
  elementLabel: string
  status: 'loading' | 'done' | 'error'
  response: string
  error: string
  /** Where Insert into Editor puts the answer: the selection the action was run on. */
  range: { from: number; to: number } | null
  start: (action: AiAction, ctx: ActionContext, range: { from: number; to: number }) => Promise<void>
  close: () => void
}

const request = aiRequest<string>({
  failed: MSG.actionException,
  update: (r) => useAiResult.setState({ status: r.status === 'idle' ? 'loading' : r.status, response: r.result ?? '', error: r.error ?? '' }),
})

export const useAiResult = create<AiResultState>((set) => ({
  action: null,
  elementLabel: '',
  status: 'loading',
  response: '',
  error: '',
  range: null,
  start: async (action, ctx, range) => {
    set({ action, elementLabel: ctx.elementLabel, range })
    await request.start(async () => {
      try {
        return parseActionResponse(await callSimpleAi(actionPrompt(action, ctx), MSG.actionFailed))
      } catch (e) {
        if (isAbortError(e)) throw e
        // A server answer keeps its message; a failure before or outside the call is the generic one.
        const status = (e as { status?: number }).status
        throw new Error(status !== undefined ? (e as Error).message || MSG.actionFailed : (e as Error)?.message || MSG.actionException)
      }
    })
  },
  close: () => {
    request.cancel()
    set({ action: null })
  },
}))
