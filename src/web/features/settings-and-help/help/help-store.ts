import { defineDialog } from '../../../app/dialog-stack'
import type { HelpTopicId } from './topics'

/** Which help window is open: the tour, Documentation, the FAQ, or the Help dialog at a topic. */
export type HelpWindow = { kind: 'tour' } | { kind: 'feedback' } | { kind: 'docs'; tab?: string } | { kind: 'faq' } | { kind: 'help'; topic: HelpTopicId } | null

/** One help window at a time, on the app's one stack of dialogs; what it shows rides with it. */
export const helpWindow = defineDialog<NonNullable<HelpWindow>>('help')

/** Opens a help window in place of the one open, or closes it (null). */
export function showHelp(w: HelpWindow): void {
  if (w) helpWindow.open(w)
  else helpWindow.close()
}

/** Opens the Help dialog at a planning tool's topic (the '?' buttons of panels and dialogs). */
export function openHelp(topic: HelpTopicId): void {
  showHelp({ kind: 'help', topic })
}
