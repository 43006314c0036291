import { useEffect } from 'react'
import { runKey } from './commands'
import { dispatchLayeredKey, isLayeredKey } from './key-layers'
import { keyName } from './keys'

/**
 * The page's one key handler. A key several parts want (Escape) goes through the layered list,
 * topmost part first; any other key runs the command that claims it, when the app handles that
 * command's keys and the command can run now. A key something else already used (a dialog's
 * Escape, a field's own Enter) is left alone.
 */
export function useGlobalKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return
      if (isLayeredKey(e.key) && dispatchLayeredKey(e.key, e)) {
        e.preventDefault()
        return
      }
      if (runKey('app', keyName(e))) e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
