import { z } from 'zod'
import { docToScript, scriptToDoc, validateDocJSON, type DocJSON } from '../screenplay/document'
import { defaultTitlePage, type Script, type TitlePage } from '../screenplay/model'

/**
 * The `.nws` file: one JSON bundle holding the script (the editor document) and every piece of
 * planning data (spec 000 §3, spec 001 §3). Unknown fields are kept, so a file written by a newer
 * Nightwriter loses nothing when an older one saves it.
 */
export const NWS_VERSION = '1.0'
/** Far above any real project (a 300-page script with history is a few MB); refused before parsing. */
export const MAX_NWS_BYTES = 25 * 1024 * 1024

const text = z.string().catch('')

export const TitlePageSchema = z
  .looseObject({ title: text, credit: text, author: text, source: text, draft: text, contact: text })
  .transform((t): TitlePage => ({ ...t }))

const list = z.array(z.unknown()).catch([])
const maybe = z.unknown().optional().transform((v) => v ?? null)

export const NwsSchema = z.looseObject({
  version: z.literal(NWS_VERSION),
  content: z.custom<DocJSON>((v) => validateDocJSON(v) === null),
  titlePage: TitlePageSchema.optional().transform((t) => t ?? defaultTitlePage()),
  todos: list.optional().transform((v) => v ?? []),
  comments: list.optional().transform((v) => v ?? []),
  revisions: list.optional().transform((v) => v ?? []),
  plotBoard: maybe,
  movieConcept: maybe,
  themeStructure: maybe,
  characters: maybe,
  locations: maybe,
})
export type NwsFile = z.output<typeof NwsSchema>

/** Reads a `.nws` file's text. Throws an Error whose message says what is wrong, for the writer. */
export function parseNws(source: string): NwsFile {
  let raw: unknown
  try {
    raw = JSON.parse(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source)
  } catch {
    throw new Error('This is not a Nightwriter file: it is not valid JSON.')
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('This is not a Nightwriter file: it holds no project.')
  const r = raw as Record<string, unknown>
  if (r.version === undefined) throw new Error('This is not a Nightwriter file: it has no version.')
  if (r.version !== NWS_VERSION) throw new Error(`This .nws file has version "${String(r.version)}"; this Nightwriter reads version ${NWS_VERSION}.`)
  if (r.content === undefined) throw new Error('This .nws file is damaged: it has no script content.')
  const reason = validateDocJSON(r.content)
  if (reason) throw new Error(`This .nws file is damaged: ${reason}.`)
  const parsed = NwsSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`This .nws file is damaged: ${parsed.error.issues[0]?.message ?? 'unreadable'}.`)
  return parsed.data
}

export function parseNwsBytes(bytes: Uint8Array): NwsFile {
  if (bytes.byteLength > MAX_NWS_BYTES)
    throw new Error(`This .nws file is ${(bytes.byteLength / 1048576).toFixed(0)} MB, larger than any screenplay project; it was not opened.`)
  return parseNws(new TextDecoder('utf-8', { fatal: false }).decode(bytes))
}

/** A new project around a script: planning data empty. */
export function nwsFromScript(script: Script, planning: Partial<NwsFile> = {}): NwsFile {
  return {
    todos: [],
    comments: [],
    revisions: [],
    plotBoard: null,
    movieConcept: null,
    themeStructure: null,
    characters: null,
    locations: null,
    ...planning,
    version: NWS_VERSION,
    content: scriptToDoc(script),
    titlePage: { ...script.titlePage },
  }
}

export function scriptFromNws(file: NwsFile): Script {
  return docToScript(file.content, file.titlePage)
}

export function writeNws(file: NwsFile): string {
  return JSON.stringify({ ...file, version: NWS_VERSION })
}
