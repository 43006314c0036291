import { useEffect } from 'react'
import { appKeyMap, command, isEnabled } from './commands'
import { allFeatures } from './features'
import { keyName, normKey } from './keys'

/**
 * Keys that work anywhere in the app, not only in the editor: every command's keys that the app
 * handles, read from the command definitions. A key whose command is disabled right now (Escape
 * while the menu bar shows) is left to whatever else uses it.
 */
export function useGlobalKeys() {
  useEffect(() => {
    let map = appKeyMap()
    let featureCount = allFeatures().length
    const onKey = (e: KeyboardEvent) => {
      if (allFeatures().length !== featureCount) {
        map = appKeyMap()
        featureCount = allFeatures().length
      }
      const id = map.get(normKey(keyName(e)))
      if (!id) return
      const c = command(id)
      if (!c.run || (!isEnabled(c) && !c.keyRunsWhenDisabled)) return
      e.preventDefault()
      c.run?.()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
