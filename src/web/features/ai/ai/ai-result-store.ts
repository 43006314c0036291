import { create } from 'zustand'
import { MSG } from '../../../../ai/messages'
import { actionPrompt, type ActionContext, type AiAction } from '../../../../ai/ai-actions'
import { parseActionResponse } from '../../../../ai/lookup'
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

let run = 0

export const useAiResult = create<AiResultState>((set) => ({
  action: null,
  elementLabel: '',
  status: 'loading',
  response: '',
  error: '',
  range: null,
  start: async (action, ctx, range) => {
    const mine = ++run
    set({ action, elementLabel: ctx.elementLabel, status: 'loading', response: '', error: '', range })
    try {
      const raw = await callSimpleAi(actionPrompt(action, ctx), MSG.actionFailed)
      if (mine !== run) return
      set({ status: 'done', response: parseActionResponse(raw) })
    } catch (e) {
      if (mine !== run) return
      const status = (e as { status?: number }).status
      // A server answer keeps its message; a failure before or outside the call is the generic one.
      const message = status !== undefined ? (e as Error).message || MSG.actionFailed : (e as Error)?.message || MSG.actionException
      set({ status: 'error', error: message })
    }
  },
  close: () => {
    run++
    set({ action: null })
  },
}))
