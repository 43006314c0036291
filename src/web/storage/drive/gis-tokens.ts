import type { TokenSource } from './drive-client'

/**
 * Google Identity Services' token client: the browser-side OAuth sign-in for Drive. The script
 * is loaded from the provider (or, in tests, from the fake Drive server) only when Drive is used.
 */
interface TokenResponse {
  access_token?: string
  expires_in?: number
  error?: string
}
interface TokenClient {
  requestAccessToken(opts?: { prompt?: string }): void
}
interface GoogleOAuth2 {
  initTokenClient(cfg: { client_id: string; scope: string; callback: (r: TokenResponse) => void; error_callback?: (e: unknown) => void }): TokenClient
  revoke(token: string, done?: () => void): void
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } }
  }
}

export const DRIVE_SCOPES = 'https://www.googleapis.com/auth/drive.file https://www.googleapis.com/auth/drive.appdata'

let scriptPromise: Promise<void> | null = null
function loadScript(src: string): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const el = document.createElement('script')
    el.src = src
    el.async = true
    el.onload = () => resolve()
    el.onerror = () => {
      scriptPromise = null
      reject(new Error('The Google sign-in script could not be loaded'))
    }
    document.head.append(el)
  })
  return scriptPromise
}

export interface GisTokens extends TokenSource {
  signIn(): Promise<string>
  signOut(): Promise<void>
  isSignedIn(): boolean
}

export function createGisTokens(clientId: string, scriptUrl: string): GisTokens {
  let token: { value: string; expires: number } | null = null
  let pending: Promise<string> | null = null

  async function request(): Promise<string> {
    await loadScript(scriptUrl)
    const oauth2 = window.google?.accounts?.oauth2
    if (!oauth2) throw new Error('Google sign-in is unavailable')
    return new Promise<string>((resolve, reject) => {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: DRIVE_SCOPES,
        callback: (r) => {
          if (!r.access_token) return reject(new Error(r.error ?? 'Google sign-in failed'))
          token = { value: r.access_token, expires: Date.now() + (r.expires_in ?? 3600) * 1000 - 60_000 }
          resolve(r.access_token)
        },
        error_callback: () => reject(new Error('Google sign-in was closed')),
      })
      client.requestAccessToken()
    })
  }

  const api: GisTokens = {
    async getToken() {
      if (token && token.expires > Date.now()) return token.value
      pending ??= request().finally(() => (pending = null))
      return pending
    },
    clearToken() {
      token = null
    },
    signIn: () => api.getToken(),
    async signOut() {
      const t = token?.value
      token = null
      if (t) window.google?.accounts?.oauth2?.revoke(t)
    },
    isSignedIn: () => !!token && token.expires > Date.now(),
  }
  return api
}
