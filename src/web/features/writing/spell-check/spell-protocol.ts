import type { Misspelling } from '../../../../screenplay/spelling'

/** Messages between the page and the spell-check worker. */
export type ToWorker =
  | { type: 'init'; aff: string; dic: string }
  | { type: 'check'; id: number; texts: string[] }
  | { type: 'suggest'; id: number; word: string }

export type FromWorker =
  | { type: 'ready' }
  | { type: 'error'; id?: number; message: string }
  | { type: 'checked'; id: number; results: Misspelling[][] }
  | { type: 'suggestions'; id: number; words: string[] }
