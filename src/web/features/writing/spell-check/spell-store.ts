import { create } from 'zustand'
import { readPref, writePref } from '../../../storage/prefs'
import { toast } from '../../../app/toast-store'
import { usePopups } from '../../../editor/popup-store'
import { start } from './spell-client'
import type { PopupAnchor } from '../../../ui/use-anchored-popup'

/**
 * Spell check on or off (the writer's setting, kept under 'spell-check-enabled' with consent) and
 * whether the dictionary is loaded. A failed load leaves the checker off and everything else
 * working.
 */
export type SpellStatus = 'idle' | 'loading' | 'ready' | 'error'
export const PREF_KEY = 'spell-check-enabled'

export interface SpellPopupState {
  word: string
  from: number
  to: number
  /** The misspelled word on screen, where the suggestions hang from. */
  anchor: PopupAnchor
  /** null while the worker is still thinking. */
  suggestions: string[] | null
}

interface SpellStore {
  enabled: boolean
  status: SpellStatus
  popup: SpellPopupState | null
}

export const useSpell = create<SpellStore>(() => ({ enabled: true, status: 'idle', popup: null }))

let prefRead = false
/** Reads the saved setting once (consent is known by the time an editor exists) and starts loading. */
export function initSpellCheck(): void {
  if (!prefRead) {
    prefRead = true
    useSpell.setState({ enabled: readPref<boolean>(PREF_KEY, true) !== false })
  }
  if (useSpell.getState().enabled) void load(false)
}

async function load(announce: boolean): Promise<void> {
  const s = useSpell.getState()
  if (s.status === 'ready' || s.status === 'loading') return
  useSpell.setState({ status: 'loading' })
  try {
    await start()
    useSpell.setState({ status: 'ready' })
    if (announce && useSpell.getState().enabled) toast({ title: 'Spell Checker Enabled' })
  } catch (e) {
    console.error('Failed to load dictionary files', e)
    useSpell.setState({ status: 'error' })
    if (announce) toast({ title: 'Failed to load dictionary files', description: 'Spell check stays off. Check your connection and try again.', variant: 'error' })
  }
}

/** On means: the writer wants it and the dictionary did not fail to load. */
export function spellCheckOn(): boolean {
  const s = useSpell.getState()
  return s.enabled && s.status !== 'error'
}

export function toggleSpellCheck(): void {
  if (spellCheckOn()) {
    useSpell.setState({ enabled: false })
    writePref(PREF_KEY, false)
    closeSpellPopup()
    toast({ title: 'Spell Checker Disabled' })
    return
  }
  useSpell.setState({ enabled: true })
  writePref(PREF_KEY, true)
  if (useSpell.getState().status === 'ready') {
    toast({ title: 'Spell Checker Enabled' })
    return
  }
  toast({ title: 'Spell Checker Loading' })
  void load(true)
}

export function closeSpellPopup(): void {
  if (useSpell.getState().popup) useSpell.setState({ popup: null })
  usePopups.getState().release('spell')
}

// Another popup taking the slot closes ours.
usePopups.subscribe((p) => {
  if (p.active !== 'spell' && useSpell.getState().popup) useSpell.setState({ popup: null })
})
