import { z } from 'zod'
import { docToScript, repairDocJSON, scriptToDoc, type DocJSON } from '../screenplay/document'
import { emptyTitlePage, type Script, type TitlePage } from '../screenplay/model'
import { emptyPlanning, issuePath, PLANNING_KEYS, PLANNING_SCHEMAS, type Planning, type PlanningKey } from './schemas'

/**
 * The `.nws` file: one JSON bundle holding the script (the editor document), its title page and
 * every piece of planning data. Unknown fields are kept, so a file written by a newer Nightwriter
 * loses nothing when this one saves it. A planning field that cannot be read is reported by name
 * and its raw value is kept and written back as it was: opening never drops data silently.
 */
export const NWS_VERSION = '1.0'
/** Far above any real project (a 300-page script with history is a few MB); refused before parsing. */
export const MAX_NWS_BYTES = 25 * 1024 * 1024

export const TitlePageSchema = z.looseObject({
  title: z.string().default(''),
  credit: z.string().default(''),
  author: z.string().default(''),
  source: z.string().default(''),
  draft: z.string().default(''),
  contact: z.string().default(''),
  extra: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
})

export interface NwsFile extends Planning {
  version: typeof NWS_VERSION
  content: DocJSON
  titlePage: TitlePage
  /**
   * Fields present in the file that could not be read (wrong type), by key, with their raw value.
   * They are written back unchanged; the project shows an empty value in their place.
   */
  unread?: Record<string, unknown>
  /** Fields of newer versions, kept as they were. */
  [unknownField: string]: unknown
}

/**
 * One field of a file that could not be read, where it is and why, in a writer's words; or, when
 * `repaired`, one change made to the script so that it opens (the file itself is not changed).
 */
export interface ReadProblem {
  field: string
  reason: string
  repaired?: true
}

export interface NwsRead {
  file: NwsFile
  /** Empty when every field was read. */
  problems: ReadProblem[]
}

const KNOWN = new Set<string>(['version', 'content', 'titlePage', 'unread', ...PLANNING_KEYS])

function firstIssue(key: string, error: z.ZodError): ReadProblem {
  const issue = error.issues[0]
  if (!issue) return { field: key, reason: 'unreadable' }
  const reason = issue.code === 'invalid_type' ? `expected ${describeType(issue.expected)}` : issue.message
  return { field: issuePath(key, issue.path), reason }
}

function describeType(t: unknown): string {
  switch (t) {
    case 'string':
      return 'text'
    case 'number':
      return 'a number'
    case 'boolean':
      return 'true or false'
    case 'array':
      return 'a list'
    case 'object':
      return 'a group of fields'
    default:
      return String(t)
  }
}

/** Reads a `.nws` file's text. Throws an Error whose message says what is wrong, for the writer. */
export function readNws(source: string): NwsRead {
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
  let content: DocJSON
  const problems: ReadProblem[] = []
  try {
    const repair = repairDocJSON(r.content)
    content = repair.doc
    for (const reason of repair.repairs) problems.push({ field: 'script', reason, repaired: true })
  } catch (e) {
    throw new Error(`This .nws file is damaged: ${(e as Error).message}. Nothing was opened.`)
  }

  // A file saved with unread fields keeps them at the top level, where they came from.
  const unread: Record<string, unknown> = {}
  const planning = emptyPlanning() as unknown as Record<PlanningKey, unknown>
  for (const key of PLANNING_KEYS) {
    const value = r[key]
    if (value === undefined) continue
    const parsed = PLANNING_SCHEMAS[key].safeParse(value)
    if (parsed.success) planning[key] = parsed.data ?? emptyPlanning()[key]
    else {
      problems.push(firstIssue(key, parsed.error))
      unread[key] = value
    }
  }
  let titlePage: TitlePage = emptyTitlePage()
  if (r.titlePage !== undefined && r.titlePage !== null) {
    const parsed = TitlePageSchema.safeParse(r.titlePage)
    if (parsed.success) titlePage = parsed.data as TitlePage
    else {
      problems.push(firstIssue('titlePage', parsed.error))
      unread.titlePage = r.titlePage
    }
  }
  const extras = Object.fromEntries(Object.entries(r).filter(([k]) => !KNOWN.has(k)))
  const file: NwsFile = {
    ...extras,
    ...(planning as unknown as Planning),
    version: NWS_VERSION,
    content,
    titlePage,
    ...(problems.length ? { unread } : {}),
  }
  return { file, problems }
}

/** Reads a `.nws` file, ignoring which planning fields could not be read (the CLI's view). */
export function parseNws(source: string): NwsFile {
  return readNws(source).file
}

function checkSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_NWS_BYTES)
    throw new Error(`This .nws file is ${(bytes.byteLength / 1048576).toFixed(0)} MB, larger than any screenplay project; it was not opened.`)
}

export function readNwsBytes(bytes: Uint8Array): NwsRead {
  checkSize(bytes)
  return readNws(new TextDecoder('utf-8', { fatal: false }).decode(bytes))
}

export function parseNwsBytes(bytes: Uint8Array): NwsFile {
  return readNwsBytes(bytes).file
}

/** The heading of what a writer reads when a file did not open whole. */
export function problemsTitle(problems: readonly ReadProblem[]): string {
  return problems.some((p) => p.repaired) ? 'This file was damaged: what could be read is open' : 'Some of this file could not be read'
}

/** What a writer reads when a file opened with parts of its script repaired or fields that could not be read. */
export function describeProblems(problems: readonly ReadProblem[]): string {
  const repaired = problems.filter((p) => p.repaired)
  const unread = problems.filter((p) => !p.repaired)
  const out: string[] = []
  if (repaired.length) out.push(`The script was repaired to open: ${repaired.map((p) => p.reason).join('; ')}.`)
  if (unread.length) {
    const list = unread.map((p) => `${p.field} (${p.reason})`).join('; ')
    out.push(`Could not read ${unread.length === 1 ? 'this field' : 'these fields'}: ${list}. The unread data is kept as it was in the file.`)
  }
  return out.join(' ')
}

/** A new project around a script: planning data empty unless given. */
export function nwsFromScript(script: Script, planning: Partial<Planning> & Record<string, unknown> = {}): NwsFile {
  return {
    ...emptyPlanning(),
    ...planning,
    version: NWS_VERSION,
    content: scriptToDoc(script),
    titlePage: { ...script.titlePage },
  }
}

export function scriptFromNws(file: NwsFile): Script {
  return docToScript(file.content, file.titlePage)
}

/** The file's text. Unread fields go back exactly as they were read. */
export function writeNws(file: NwsFile): string {
  const { unread, ...rest } = file
  return JSON.stringify({ ...rest, ...(unread ?? {}), version: NWS_VERSION })
}
