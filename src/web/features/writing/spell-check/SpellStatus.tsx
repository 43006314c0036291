import { SpellCheck as SpellIcon } from 'lucide-react'
import { toggleSpellCheck, useSpell } from './spell-store'

/** The status bar's spell-check badge; a click toggles spell check. */
export function SpellStatus() {
  const enabled = useSpell((s) => s.enabled)
  const status = useSpell((s) => s.status)
  const label = !enabled ? 'Off' : status === 'error' ? 'Unavailable' : status === 'ready' ? 'On' : 'Loading'
  const title =
    status === 'error' && enabled ? 'The dictionary could not be loaded. Click to try again.' : `Spell check is ${label.toLowerCase()}. Click to turn it ${enabled && status !== 'error' ? 'off' : 'on'}.`
  return (
    <button type="button" className={`nw-spell-badge nw-spell-${label.toLowerCase()}`} data-testid="status-spell" data-state={label.toLowerCase()} title={title} onClick={toggleSpellCheck}>
      <SpellIcon size={13} aria-hidden /> Spell: {label}
    </button>
  )
}
