import { create } from 'zustand'
import type { HelpTopicId } from './topics'

/** Which help window is open: the tour, Documentation, the FAQ, or the Help dialog at a topic. */
export type HelpWindow = { kind: 'tour' } | { kind: 'feedback' } | { kind: 'docs'; tab?: string } | { kind: 'faq' } | { kind: 'help'; topic: HelpTopicId } | null

export const useHelp = create<{ open: HelpWindow; show: (w: HelpWindow) => void }>((set) => ({
  open: null,
  show: (open) => set({ open }),
}))

/** Opens the Help dialog at a planning tool's topic (the '?' buttons of panels and dialogs). */
export function openHelp(topic: HelpTopicId): void {
  useHelp.getState().show({ kind: 'help', topic })
}
