import { create } from 'zustand'

/**
 * Which dialogs and panels are open, and in what order: one stack for the whole app. A feature
 * names its dialog once (`defineDialog('statistics')`) and opens, closes and reads it through that
 * handle; no feature keeps an "is my dialog open" flag of its own. What a dialog was opened with
 * (the format File → Import was opened for) rides with it on the stack. The last opened is on top.
 */
interface OpenEntry {
  id: string
  props: unknown
}

const useStack = create<{ stack: readonly OpenEntry[] }>(() => ({ stack: [] }))

export interface DialogHandle<P = undefined> {
  readonly id: string
  /** Opens it (on top of the others), with what it shows. */
  open: (...props: [P] extends [undefined] ? [] : [P]) => void
  close: () => void
  /** Opens it when closed, closes it when open. */
  toggle: (...props: [P] extends [undefined] ? [] : [P]) => void
  isOpen: () => boolean
  /** What it was opened with; undefined while closed. */
  props: () => P | undefined
  /** For components: whether it is open, re-rendering when that changes. */
  useOpen: () => boolean
  useProps: () => P | undefined
}

export function defineDialog<P = undefined>(id: string): DialogHandle<P> {
  const find = (stack: readonly OpenEntry[]) => stack.find((e) => e.id === id)
  const open = (...props: unknown[]) => useStack.setState((s) => ({ stack: [...s.stack.filter((e) => e.id !== id), { id, props: props[0] }] }))
  const close = () => {
    if (find(useStack.getState().stack)) useStack.setState((s) => ({ stack: s.stack.filter((e) => e.id !== id) }))
  }
  return {
    id,
    open: open as DialogHandle<P>['open'],
    close,
    toggle: ((...props: unknown[]) => (find(useStack.getState().stack) ? close() : open(...props))) as DialogHandle<P>['toggle'],
    isOpen: () => !!find(useStack.getState().stack),
    props: () => find(useStack.getState().stack)?.props as P | undefined,
    useOpen: () => useStack((s) => !!find(s.stack)),
    useProps: () => useStack((s) => find(s.stack)?.props as P | undefined),
  }
}

/** The open dialogs and panels, bottom first (for tests and for what Escape closes). */
export function openDialogIds(): string[] {
  return useStack.getState().stack.map((e) => e.id)
}

/** Another script arrived: nothing that was about the previous one stays open. */
export function closeAllDialogs(): void {
  useStack.setState({ stack: [] })
}
