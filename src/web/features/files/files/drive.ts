import { createDriveStore } from '../../../storage/drive/drive-client'
import { createGisTokens, type GisTokens } from '../../../storage/drive/gis-tokens'
import type { FileStore } from '../../../storage/file-store'
import { useSession } from './session-store'
import { isOffline, OFFLINE_MESSAGE } from '../offline'

/** Drive, set up from the server's configuration on first use. */
interface ClientConfig {
  googleClientId: string | null
  driveApiBase: string
  gisScriptUrl: string
}

export const DRIVE_NOT_CONFIGURED =
  'Google Drive is not available in this copy of Nightwriter. Your script is still kept in this browser, and File → Save to Computer keeps a copy on your computer.'
/** Why Drive cannot be used right now: no network, or no client id on the server. */
export const driveUnavailable = (): string => (isOffline() ? `Google Drive needs an internet connection. ${OFFLINE_MESSAGE}` : DRIVE_NOT_CONFIGURED)

let setup: Promise<{ store: FileStore; tokens: GisTokens } | null> | null = null

export function drive(): Promise<{ store: FileStore; tokens: GisTokens } | null> {
  if (isOffline() && !setup) return Promise.resolve(null)
  setup ??= fetch('/api/config')
    .then((r) => r.json() as Promise<ClientConfig>)
    .then((cfg) => {
      useSession.getState().set({ driveConfigured: !!cfg.googleClientId })
      if (!cfg.googleClientId) return null
      const tokens = createGisTokens(cfg.googleClientId, cfg.gisScriptUrl)
      return { tokens, store: createDriveStore({ apiBase: cfg.driveApiBase, tokens }) }
    })
    .catch(() => {
      setup = null
      return null
    })
  return setup
}
