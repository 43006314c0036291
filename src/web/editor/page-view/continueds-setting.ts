import { readPref, writePref } from '../../storage/prefs'
import { DEFAULT_LAYOUT, layoutSettingsFor, withAutomaticContinueds, type LayoutSettings } from '../../../screenplay/layout'
import { readScriptFormat } from '../../../screenplay/model'

/**
 * Settings → General → Automatic (CONT'D): whether a cue prints "NAME (CONT'D)" when its speaker
 * spoke the scene's previous speech. On unless the writer turns it off; kept under
 * 'automatic-contd' with consent, for the session without it. The page view, the PDF and the
 * statistics all lay out with `layoutSettingsOf`, so they agree page for page.
 */
export const AUTOMATIC_CONTD_KEY = 'automatic-contd'

let session: boolean | null = null
const listeners = new Set<() => void>()

export function automaticContdOn(): boolean {
  // Outside a page (the layout's own tests in Node) there is no stored choice: the default holds.
  return (session ??= typeof document === 'undefined' || readPref<unknown>(AUTOMATIC_CONTD_KEY, true) !== false)
}

export function setAutomaticContd(on: boolean): void {
  const changed = automaticContdOn() !== on
  session = on
  writePref(AUTOMATIC_CONTD_KEY, on)
  if (changed) for (const fn of listeners) fn()
}

/** Calls `fn` when the setting changes; returns the way to stop. */
export function onAutomaticContdChange(fn: () => void): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

const byFormat = new WeakMap<object, LayoutSettings>()

/** The layout settings for a document's `format` attribute, with the writer's automatic (CONT'D) choice. */
export function layoutSettingsOf(format: unknown): LayoutSettings {
  let base = DEFAULT_LAYOUT
  if (format && typeof format === 'object') {
    let s = byFormat.get(format)
    if (!s) byFormat.set(format, (s = layoutSettingsFor(readScriptFormat(format))))
    base = s
  }
  return withAutomaticContinueds(base, automaticContdOn())
}
