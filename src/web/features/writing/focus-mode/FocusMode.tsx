import { useUi } from '../../../app/ui-store'
import { useLayeredKey } from '../../../app/key-layers'
import { TypewriterScroll } from './TypewriterScroll'

/**
 * Focus mode's behaviour: Escape leaves it, and the cursor line is held at one height while the
 * page moves under it (typewriter scrolling, also a setting of its own outside focus mode).
 */
export function FocusMode() {
  const focus = useUi((s) => s.focus)
  // Escape leaves focus mode once nothing above it (a popup, a dialog, a panel) wants the key.
  useLayeredKey('Escape', 'mode', focus, () => (useUi.getState().setFocus(false), true))
  return <TypewriterScroll />
}
