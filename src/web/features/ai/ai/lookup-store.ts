import { create } from 'zustand'
import { MSG } from '../../../../ai/messages'
import { lookupPrompt, MAX_LOOKUP_CHARS, type LookupType } from '../../../../ai/prompts'
import { parseLookupResponse } from '../../../../ai/lookup'
import { readablePartial } from '../../../../ai/partial-answer'
import { aiRequest } from '../../../app/ai-request'
import { callSimpleAi } from './ai-client'

/** The Lookup dialog: idle → loading → result or error. */
export interface LookupState {
  type: LookupType | null
  word: string
  status: 'idle' | 'loading' | 'done' | 'error' | 'stopped'
  result: string
  /** The answer so far while it streams in (and, once stopped, as far as it got). */
  partial: string
  error: string
  start: (type: LookupType, word: string) => Promise<void>
  stop: () => void
  close: () => void
}

const request = aiRequest<string>({
  failed: MSG.actionException,
  update: (r) => useLookup.setState({ status: r.status, result: r.result ?? '', partial: r.partial, error: r.error ?? '' }),
})

export const useLookup = create<LookupState>((set) => ({
  type: null,
  word: '',
  status: 'idle',
  result: '',
  partial: '',
  error: '',
  start: async (type, rawWord) => {
    const word = rawWord.trim().slice(0, MAX_LOOKUP_CHARS)
    set({ type, word })
    await request.start(async ({ signal, partial }) => {
      const raw = await callSimpleAi(lookupPrompt(type, word), MSG.lookupFailed(type), { signal, onText: (t) => partial(readablePartial(t)) })
      const outcome = parseLookupResponse(type, raw)
      if (!outcome.ok) throw new Error(outcome.error)
      return outcome.result
    }, { failed: MSG.lookupFailed(type) })
  },
  stop: () => request.stop(),
  close: () => {
    request.cancel()
    set({ type: null })
  },
}))
