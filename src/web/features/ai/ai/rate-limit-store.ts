import { create } from 'zustand'
import type { RateLimitReason } from '../../../../ai/rate-limits'

/**
 * The rate-limit wait dialog's state: the request it holds and how to release it. 'server' is a
 * 429 from Gemini itself, which the client's own bookkeeping did not foresee.
 */
export type WaitReason = RateLimitReason | 'server'

export interface PendingWait {
  id: number
  reason: WaitReason
  model: string
  message: string
  waitTimeMs: number
  startedAt: number
  /** Releases the request: the writer pressed Send Now, or the countdown ran out. */
  send: (how: 'now' | 'elapsed') => void
  cancel: () => void
}

interface WaitState {
  pending: PendingWait | null
  open: (p: Omit<PendingWait, 'id' | 'startedAt'>) => void
  close: () => void
}

let nextId = 1

export const useRateLimitWait = create<WaitState>((set) => ({
  pending: null,
  open: (p) => set({ pending: { ...p, id: nextId++, startedAt: Date.now() } }),
  close: () => set({ pending: null }),
}))

export const WAIT_TITLES: Record<WaitReason, string> = {
  rpm_exceeded: 'Rate Limit Reached',
  rpd_exceeded: 'Daily Limit Exceeded',
  model_unavailable: 'Model Unavailable',
  server: 'Request Delayed',
}
