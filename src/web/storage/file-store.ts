/**
 * Where a `.nws` project lives: this browser's library, or Google Drive. Both offer the same
 * operations, so the file workflow (New, Open, Save, Save As, Open Recent) is written once.
 */
export interface FileMeta {
  id: string
  name: string
  modifiedTime: string
  createdTime?: string
  /**
   * Changes whenever the file's content is written, by this tab or any other (a revision counter
   * in this browser, Drive's version on Drive). A save names the version it replaces.
   */
  version?: string
}

export type StoreId = 'browser' | 'drive'

export interface FileStore {
  id: StoreId
  label: string
  list(): Promise<FileMeta[]>
  /** The file's text; throws FileNotFoundError when it is gone. */
  read(id: string): Promise<string>
  create(name: string, text: string): Promise<FileMeta>
  /**
   * Writes the file's content. With `expectedVersion`, only when the file still has that version:
   * otherwise nothing is written and FileChangedError says what the file is now.
   */
  update(id: string, text: string, expectedVersion?: string): Promise<FileMeta>
  remove(id: string): Promise<void>
  /** What the file is now (its version included), without its content. */
  meta(id: string): Promise<FileMeta>
  /**
   * The file's text with the version that text is: the version is read first, so a write between
   * the two makes the version older than the text, never newer (a later save then asks, wrongly at worst).
   */
  readWithMeta(id: string): Promise<{ text: string; meta: FileMeta }>
}

export class FileNotFoundError extends Error {
  constructor(name = 'file') {
    super(`${name} was not found`)
    this.name = 'FileNotFoundError'
  }
}

/** The file was saved by someone else (another tab, another device) since this copy was read. */
export class FileChangedError extends Error {
  constructor(readonly current: FileMeta) {
    super(`${current.name.replace(/\.nws$/i, '')} was changed elsewhere since it was opened`)
    this.name = 'FileChangedError'
  }
}
