import { create } from 'zustand'
import { MSG } from '../../../../ai/messages'
import { lookupPrompt, MAX_LOOKUP_CHARS, type LookupType } from '../../../../ai/prompts'
import { parseLookupResponse } from '../../../../ai/lookup'
import { callSimpleAi } from './ai-client'

/** The Lookup dialog: idle → loading → result or error. */
export interface LookupState {
  type: LookupType | null
  word: string
  status: 'idle' | 'loading' | 'done' | 'error'
  result: string
  error: string
  start: (type: LookupType, word: string) => Promise<void>
  close: () => void
}

let run = 0

export const useLookup = create<LookupState>((set) => ({
  type: null,
  word: '',
  status: 'idle',
  result: '',
  error: '',
  start: async (type, rawWord) => {
    const word = rawWord.trim().slice(0, MAX_LOOKUP_CHARS)
    const mine = ++run
    set({ type, word, status: 'loading', result: '', error: '' })
    try {
      const raw = await callSimpleAi(lookupPrompt(type, word), MSG.lookupFailed(type))
      if (mine !== run) return
      const outcome = parseLookupResponse(type, raw)
      if (outcome.ok) set({ status: 'done', result: outcome.result })
      else set({ status: 'error', error: outcome.error })
    } catch (e) {
      if (mine !== run) return
      set({ status: 'error', error: (e as Error)?.message || MSG.lookupFailed(type) })
    }
  },
  close: () => {
    run++
    set({ type: null, status: 'idle' })
  },
}))
