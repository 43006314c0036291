import { create } from 'zustand'
import { lookUp, type Lookup } from '../../../../screenplay/dictionary'
import { shardLoader } from './dictionary-client'

/** What the dictionary dialog shows of a word. */
export type DictionaryView = 'definition' | 'synonyms' | 'rhymes'

export interface DictionaryState {
  view: DictionaryView | null
  word: string
  status: 'idle' | 'loading' | 'done' | 'error'
  result: Lookup | null
  error: string
}

export const useDictionary = create<DictionaryState>(() => ({ view: null, word: '', status: 'idle', result: null, error: '' }))

let run = 0

/** Opens the built-in dictionary on a word (Lookup → Dictionary, Thesaurus, Rhymes). */
export async function openDictionary(view: DictionaryView, word: string): Promise<void> {
  const mine = ++run
  useDictionary.setState({ view, word: word.trim(), status: 'loading', result: null, error: '' })
  try {
    const result = await lookUp(word, shardLoader)
    if (mine === run) useDictionary.setState({ status: 'done', result })
  } catch (e) {
    if (mine === run) useDictionary.setState({ status: 'error', error: (e as Error).message })
  }
}

export function showView(view: DictionaryView): void {
  useDictionary.setState({ view })
}

export function closeDictionary(): void {
  run++
  useDictionary.setState({ view: null, status: 'idle' })
}
