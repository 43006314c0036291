/**
 * Where a `.nws` project lives: this browser's library, or Google Drive. Both offer the same
 * operations, so the file workflow (New, Open, Save, Save As, Open Recent) is written once.
 */
export interface FileMeta {
  id: string
  name: string
  modifiedTime: string
  createdTime?: string
}

export type StoreId = 'browser' | 'drive'

export interface FileStore {
  id: StoreId
  label: string
  list(): Promise<FileMeta[]>
  /** The file's text; throws FileNotFoundError when it is gone. */
  read(id: string): Promise<string>
  create(name: string, text: string): Promise<FileMeta>
  update(id: string, text: string): Promise<FileMeta>
  remove(id: string): Promise<void>
}

export class FileNotFoundError extends Error {
  constructor(name = 'file') {
    super(`${name} was not found`)
    this.name = 'FileNotFoundError'
  }
}
