import { create } from 'zustand'
import { MSG } from '../../../../ai/messages'
import { actionPrompt, type ActionContext, type AiAction } from '../../../../ai/ai-actions'
import { parseActionResponse } from '../../../../ai/lookup'
import { readablePartial } from '../../../../ai/partial-answer'
import { aiRequest, isAbortError } from '../../../app/ai-request'
import { callSimpleAi } from './ai-client'

/**
 * The AI result dialog: opens loading, shows the answer as it is written, and ends with a result,
 * an error, or — when the writer pressed Stop — what had arrived, marked stopped.
 */
export interface AiResultState {
  action: AiAction | null
  elementLabel: string
  status: 'loading' | 'done' | 'error' | 'stopped'
  /** The whole answer once done; what had arrived when stopped. */
  response: string
  /** The answer so far while it streams in. */
  partial: string
  error: string
  /** Where Insert into Editor puts the answer: the selection the action was run on. */
  range: { from: number; to: number } | null
  start: (action: AiAction, ctx: ActionContext, range: { from: number; to: number }) => Promise<void>
  stop: () => void
  close: () => void
}

const request = aiRequest<string>({
  failed: MSG.actionException,
  update: (r) =>
    useAiResult.setState(
      r.status === 'stopped'
        ? { status: 'stopped', response: r.partial.trim(), error: '' }
        : { status: r.status === 'idle' ? 'loading' : r.status, response: r.result ?? '', partial: r.partial, error: r.error ?? '' },
    ),
})

export const useAiResult = create<AiResultState>((set) => ({
  action: null,
  elementLabel: '',
  status: 'loading',
  response: '',
  partial: '',
  error: '',
  range: null,
  start: async (action, ctx, range) => {
    set({ action, elementLabel: ctx.elementLabel, range, partial: '' })
    await request.start(async ({ signal, partial }) => {
      try {
        return parseActionResponse(await callSimpleAi(actionPrompt(action, ctx), MSG.actionFailed, { signal, onText: (t) => partial(readablePartial(t)) }))
      } catch (e) {
        if (isAbortError(e)) throw e
        // A server answer keeps its message; a failure before or outside the call is the generic one.
        const status = (e as { status?: number }).status
        throw new Error(status !== undefined ? (e as Error).message || MSG.actionFailed : (e as Error)?.message || MSG.actionException)
      }
    })
  },
  stop: () => request.stop(),
  close: () => {
    request.cancel()
    set({ action: null })
  },
}))
