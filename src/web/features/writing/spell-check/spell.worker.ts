/// <reference lib="webworker" />
import nspell from 'nspell'
import { findMisspellings, normalizeWord, rankSuggestions, withCompounds } from '../../../../screenplay/spelling'
import type { FromWorker, ToWorker } from './spell-protocol'

/**
 * The spell checker off the main thread: building the en-US dictionary takes ~300 ms and checking
 * a 300-page script ~100 ms, neither of which may land on a keystroke.
 */
declare const self: DedicatedWorkerGlobalScope

let spell: ReturnType<typeof nspell> | null = null
/** The dictionary's check, accepting closed compounds of its words too. */
let correct: ((word: string) => boolean) | null = null
const MAX_SUGGESTIONS = 8

const post = (m: FromWorker) => self.postMessage(m)

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data
  try {
    switch (m.type) {
      case 'init':
        spell = nspell({ aff: m.aff, dic: m.dic })
        correct = withCompounds((w) => spell!.correct(w))
        post({ type: 'ready' })
        return
      case 'check': {
        const check = correct
        if (!check) throw new Error('dictionary not loaded')
        post({ type: 'checked', id: m.id, results: m.texts.map((t) => findMisspellings(t, check)) })
        return
      }
      case 'suggest': {
        const s = spell
        if (!s) throw new Error('dictionary not loaded')
        const word = normalizeWord(m.word)
        post({ type: 'suggestions', id: m.id, words: rankSuggestions(word, s.suggest(word), (w) => s.correct(w), MAX_SUGGESTIONS) })
        return
      }
    }
  } catch (err) {
    post({ type: 'error', id: 'id' in m ? m.id : undefined, message: err instanceof Error ? err.message : String(err) })
  }
}
