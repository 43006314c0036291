import type { Script } from '../model'
import { checkImportSize } from './limits'

/**
 * Every file format the product reads or writes, keyed by extension. The CLI's `convert`, the
 * Import dialog and Export As all pick their format here, so a new format is one entry.
 */
export interface ScriptFormat {
  id: 'fountain' | 'text' | 'fdx' | 'fadein' | 'celtx' | 'pdf'
  /** Lower-case extensions with the dot, e.g. ['.fountain']. */
  extensions: string[]
  /** Parses file bytes. Throws an Error whose message is the user-facing reason. */
  read?: (bytes: Uint8Array) => Script | Promise<Script>
  /** Serialises a script to file bytes. */
  write?: (script: Script) => Uint8Array | Promise<Uint8Array>
}

const formats: ScriptFormat[] = []

/**
 * Adds a format. A second registration of the same id adds what the first lacked (PDF reading
 * and PDF writing live in different modules).
 */
export function registerFormat(format: ScriptFormat): void {
  format = { ...format, read: format.read && withSizeLimit(format.read) }
  const existing = formats.find((f) => f.id === format.id)
  if (!existing) {
    formats.push({ ...format })
    return
  }
  existing.read ??= format.read
  existing.write ??= format.write
  for (const ext of format.extensions) if (!existing.extensions.includes(ext)) existing.extensions.push(ext)
}

/** A format's reader and writer, as its own module exports them. */
type FormatCode = Required<Pick<ScriptFormat, 'read' | 'write'>>

/**
 * A reader and a writer that load the format's code the first time either is called, so
 * registering a format (its id and extensions) costs nothing until a file of it is read or written.
 */
export function loadedOnFirstUse(load: () => Promise<FormatCode>): FormatCode {
  return { read: async (bytes) => (await load()).read(bytes), write: async (script) => (await load()).write(script) }
}

export function allFormats(): readonly ScriptFormat[] {
  return formats
}

export function formatById(id: ScriptFormat['id']): ScriptFormat | undefined {
  return formats.find((f) => f.id === id)
}

/** The format for a file name by its extension; '.txt' reads as Fountain only when asked for. */
export function formatForFileName(name: string): ScriptFormat | undefined {
  const lower = name.toLowerCase()
  return formats.find((f) => f.extensions.some((ext) => lower.endsWith(ext)))
}

/** Every reader refuses a file over the one import limit, with the same message, before reading a byte. */
function withSizeLimit(read: NonNullable<ScriptFormat['read']>): NonNullable<ScriptFormat['read']> {
  return (bytes) => {
    checkImportSize(bytes.byteLength)
    return read(bytes)
  }
}
