import { useEffect } from 'react'
import { useUi } from './ui-store'
import { command } from './commands'
import { commandForKey, keyName } from './features'

/** Keys that work anywhere in the app, not only in the editor. */
export function useGlobalKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const ui = useUi.getState()
      if (e.key === 'Escape' && !ui.view.menuBar) {
        ui.setView('menuBar', true)
        return
      }
      const featureCmd = commandForKey(keyName(e))
      if (featureCmd) {
        e.preventDefault()
        command(featureCmd).run?.()
        return
      }
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      // App-level commands: Go To, and New on Ctrl+Alt+N (Chrome keeps Ctrl+N).
      const bound: Record<string, string> = { g: 'edit.goTo', p: 'file.print' }
      if (mod && !e.shiftKey && !e.altKey && bound[key]) {
        e.preventDefault()
        command(bound[key]).run?.()
        return
      }
      if (mod && e.shiftKey && !e.altKey && e.key.toLowerCase() === 'f') {
        e.preventDefault()
        command('view.fullScreen').run?.()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
