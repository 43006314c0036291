import { useEffect } from 'react'
import { drive } from './drive'
import { askToSignIn } from './file-actions'
import { useSession } from './session-store'
import { useProject } from '../../../project'

/** Every 2 s: a Drive session that has lapsed while a Drive file is open asks to sign in. */
export function SignedInPoll() {
  const signedIn = useSession((s) => s.signedIn)
  useEffect(() => {
    if (!signedIn) return
    const t = window.setInterval(async () => {
      const d = await drive()
      if (!d || d.tokens.isSignedIn() || !useSession.getState().signedIn) return
      if (useProject.getState().file?.store === 'drive') askToSignIn()
      else useSession.getState().set({ signedIn: false })
    }, 2000)
    return () => window.clearInterval(t)
  }, [signedIn])
  return null
}
