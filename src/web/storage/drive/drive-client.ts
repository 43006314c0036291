import { FileChangedError, FileNotFoundError, type FileMeta, type FileStore } from '../file-store'

/**
 * Google Drive REST v3 for `.nws` files in the product's own folder. The client only needs a base
 * URL and a token source, so tests point it at a fake Drive server and it runs unchanged.
 */
export interface TokenSource {
  /** A valid access token, signing in when needed. */
  getToken(): Promise<string>
  /** Forget the token (after a 401): the next getToken signs in again. */
  clearToken(): void
}

export interface DriveOptions {
  /** e.g. https://www.googleapis.com */
  apiBase: string
  tokens: TokenSource
  folderName?: string
}

export const NWS_MIME = 'application/json'
const FOLDER_MIME = 'application/vnd.google-apps.folder'
/** `version` rises with every change to the file on Drive: what a save checks before it writes. */
const FIELDS = 'id,name,mimeType,modifiedTime,createdTime,version'

export class DriveAuthError extends Error {
  constructor() {
    super('Google Drive sign-in is needed')
    this.name = 'DriveAuthError'
  }
}

function isAuthError(status: number, body: string): boolean {
  return status === 401 || /UNAUTHENTICATED|authError/.test(body)
}

export function createDriveStore(opts: DriveOptions): FileStore & { folderId(): Promise<string> } {
  const base = opts.apiBase.replace(/\/$/, '')
  const folderName = opts.folderName ?? 'Nightwriter'
  let folder: Promise<string> | null = null

  /** One authorised request; on an auth error the token is cleared and the call retried once. */
  async function call(path: string, init: RequestInit = {}, retried = false): Promise<Response> {
    const token = await opts.tokens.getToken()
    const res = await fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } })
    if (res.ok) return res
    const body = await res.text()
    if (isAuthError(res.status, body)) {
      opts.tokens.clearToken()
      if (!retried) return call(path, init, true)
      throw new DriveAuthError()
    }
    if (res.status === 404) throw new FileNotFoundError()
    throw new Error(`Google Drive answered ${res.status}: ${body.slice(0, 200)}`)
  }

  const json = async <T>(path: string, init?: RequestInit) => (await call(path, init)).json() as Promise<T>

  function folderId(): Promise<string> {
    folder ??= (async () => {
      const q = encodeURIComponent(`name='${folderName}' and mimeType='${FOLDER_MIME}' and trashed=false`)
      const found = await json<{ files: { id: string }[] }>(`/drive/v3/files?q=${q}&fields=files(id)`)
      if (found.files?.[0]) return found.files[0].id
      const made = await json<{ id: string }>(`/drive/v3/files?fields=id`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: folderName, mimeType: FOLDER_MIME }),
      })
      return made.id
    })().catch((e) => {
      folder = null
      throw e
    })
    return folder
  }

  return {
    id: 'drive',
    label: 'Google Drive',
    folderId,
    async list() {
      const q = encodeURIComponent(`'${await folderId()}' in parents and trashed=false`)
      const r = await json<{ files: FileMeta[] }>(`/drive/v3/files?q=${q}&orderBy=${encodeURIComponent('modifiedTime desc')}&fields=files(${FIELDS})`)
      return (r.files ?? []).filter((f) => f.name.toLowerCase().endsWith('.nws'))
    },
    async read(id) {
      return (await call(`/drive/v3/files/${encodeURIComponent(id)}?alt=media`)).text()
    },
    async create(name, text) {
      const boundary = `nw${Math.random().toString(36).slice(2)}`
      const meta = { name, mimeType: NWS_MIME, parents: [await folderId()] }
      const body =
        `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(meta)}\r\n` +
        `--${boundary}\r\nContent-Type: ${NWS_MIME}\r\n\r\n${text}\r\n--${boundary}--`
      return json<FileMeta>(`/upload/drive/v3/files?uploadType=multipart&fields=${FIELDS}`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
        body,
      })
    },
    async update(id, text, expectedVersion) {
      // Drive's v3 API has no conditional update, so the version is checked just before the write;
      // another device saving in the moment between is the one case this cannot see.
      if (expectedVersion !== undefined) {
        const now = await this.meta(id)
        if (now.version !== expectedVersion) throw new FileChangedError(now)
      }
      return json<FileMeta>(`/upload/drive/v3/files/${encodeURIComponent(id)}?uploadType=media&fields=${FIELDS}`, {
        method: 'PATCH',
        headers: { 'Content-Type': NWS_MIME },
        body: text,
      })
    },
    async meta(id) {
      return json<FileMeta>(`/drive/v3/files/${encodeURIComponent(id)}?fields=${FIELDS}`)
    },
    async readWithMeta(id) {
      const meta = await this.meta(id)
      return { meta, text: await this.read(id) }
    },
    async remove(id) {
      await call(`/drive/v3/files/${encodeURIComponent(id)}`, { method: 'DELETE' })
    },
  }
}
