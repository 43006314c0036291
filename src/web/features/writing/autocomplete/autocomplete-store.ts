import { create } from 'zustand'
import { usePopups } from '../../../editor/popup-store'
import type { SuggestionKind } from './suggest'

/** The open autocomplete popup: what it offers and where in the document an accept writes. */
export interface OpenSuggestions {
  kind: SuggestionKind
  items: string[]
  /** Document positions of the text an accepted item replaces. */
  from: number
  to: number
}

interface AutocompleteState {
  current: OpenSuggestions | null
  index: number
  show: (s: OpenSuggestions) => void
  hide: () => void
  move: (by: number) => void
}

const same = (a: OpenSuggestions | null, b: OpenSuggestions) =>
  !!a && a.kind === b.kind && a.from === b.from && a.to === b.to && a.items.length === b.items.length && a.items.every((x, i) => x === b.items[i])

export const useAutocomplete = create<AutocompleteState>((set, get) => ({
  current: null,
  index: 0,
  show: (s) => {
    // One popup at a time; '/' (slash commands) wins over us.
    if (!usePopups.getState().claim('autocomplete')) return get().hide()
    const cur = get().current
    if (same(cur, s)) return
    const keep = cur && cur.items[get().index] === s.items[get().index] && cur.kind === s.kind ? get().index : 0
    set({ current: s, index: keep })
  },
  hide: () => {
    if (get().current) set({ current: null, index: 0 })
    usePopups.getState().release('autocomplete')
  },
  move: (by) => {
    const cur = get().current
    if (!cur) return
    const n = cur.items.length
    set({ index: (get().index + by + n) % n })
  },
}))

// Another popup (spell suggestions, slash commands) taking the slot closes ours.
usePopups.subscribe((s) => {
  if (s.active !== 'autocomplete' && useAutocomplete.getState().current) useAutocomplete.setState({ current: null, index: 0 })
})
