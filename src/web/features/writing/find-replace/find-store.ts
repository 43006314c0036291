import { create } from 'zustand'
import { defineDialog } from '../../../app/dialog-stack'
import { EDITOR_ELEMENT_TYPES, type EditorElementType } from '../../../../screenplay/model'

/** The Find & Replace panel's fields and the counter the editor plugin reports back. */
export type Direction = 'down' | 'up'

/** The panel itself, on the app's one dialog stack. */
export const findPanel = defineDialog('find-replace')

interface FindStore {
  /** Which field to focus; `focusTick` changes on every request so a repeat Ctrl+F refocuses. */
  focusField: 'find' | 'replace'
  focusTick: number
  term: string
  replacement: string
  caseSensitive: boolean
  wholeWord: boolean
  direction: Direction
  types: EditorElementType[]
  total: number
  index: number
  searching: boolean
  openPanel: (field: 'find' | 'replace', term?: string) => void
  patch: (p: Partial<Pick<FindStore, 'term' | 'replacement' | 'caseSensitive' | 'wholeWord' | 'direction' | 'types'>>) => void
  setResults: (r: { total: number; index: number; searching: boolean }) => void
}

export const useFind = create<FindStore>((set) => ({
  focusField: 'find',
  focusTick: 0,
  term: '',
  replacement: '',
  caseSensitive: false,
  wholeWord: false,
  direction: 'down',
  types: [...EDITOR_ELEMENT_TYPES],
  total: 0,
  index: -1,
  searching: false,
  openPanel: (focusField, term) => {
    findPanel.open()
    set((s) => ({ focusField, focusTick: s.focusTick + 1, ...(term !== undefined ? { term } : {}) }))
  },
  patch: (p) => set(p),
  setResults: (r) => set(r),
}))
