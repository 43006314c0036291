import type { Editor } from '@tiptap/core'
import { closeHistory } from '@tiptap/pm/history'
import type { Transaction } from '@tiptap/pm/state'
import { NWS_VERSION, scriptFromNws, type NwsFile, type NwsRead, type Planning } from '../../project'
import { scriptToDoc, type DocJSON } from '../../screenplay/document'
import { emptyTitlePage, type Script } from '../../screenplay/model'
import { useEditorStore } from '../editor/editor-store'
import { docJsonPiecesInSlices, docJsonText } from './doc-text'
import { joinPieces, type TextPieces } from '../storage/text-pieces'
import { emptyProjectPlanning, UNTITLED, useProject, type OpenFile, type ProjectPlanning, type ProjectState } from './project-store'
import { askToReplace, canKeep, keepInLibrary, keptFileName, replaceQuestion, type IncomingKind } from './replace-rule'
import { forgetReplacement, rememberReplacement, sideToBringBack, type ProjectSide } from './replacement-undo'
import { refuseInReadOnlyTab } from './tab-role'
import { toast } from '../app/toast-store'

/**
 * The open project has one owner: this session. Every way a project arrives goes through
 * `replace`, every way it leaves (Save, Save As, Save to Computer, autosave, the emergency copy)
 * through `snapshot`, so no path can reset one part and forget another. And because every arrival
 * comes through here, so does the rule that protects the project it replaces: asked once, kept in
 * this browser's files first, and brought back whole by Undo.
 */

/** A project kept in this browser: the `.nws` text and which file it is. */
export interface SavedProject {
  nws: NwsRead
  file: OpenFile | null
  fileName: string
  dirty: boolean
}

export type ProjectSource =
  /** File → New. */
  | { kind: 'new' }
  /** A `.nws` file from the browser library, Drive or the writer's computer. */
  | { kind: 'open'; read: NwsRead; file: OpenFile }
  /** Another format: a new, Untitled project around the imported script. */
  | { kind: 'import'; script: Script }
  /** Start-up: the copy this browser kept. */
  | { kind: 'restore'; saved: SavedProject }
  /** Start-up after a crash: the emergency copy written when the page went away. */
  | { kind: 'recover'; saved: SavedProject }
  /** A revision brought back: the script changes, the rest of the project stays. */
  | { kind: 'revision'; content: DocJSON }

/**
 * Parts of the project another module keeps (comments live with their marks in the comments
 * feature). The session reads them for a snapshot and hands them their data on replace.
 */
export interface ProjectPart {
  key: keyof Planning & string
  read(): unknown
  write(value: unknown): void
  /** Calls back when the part changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  /**
   * A co-writer changed the part (the project is shared): take their value without disturbing
   * what this writer is in the middle of. `write` is used when absent.
   */
  merge?(value: unknown): void
}

const parts = new Map<string, ProjectPart>()
const changeListeners = new Set<() => void>()
let pendingContent: DocJSON | null = null

export function registerProjectPart(part: ProjectPart): void {
  parts.set(part.key, part)
  for (const l of changeListeners) part.subscribe(l)
}

/** A part another module keeps, by key. */
export function projectPartNamed(key: string): ProjectPart | undefined {
  return parts.get(key)
}

const editor = (): Editor | null => {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

const emptyDoc = (): DocJSON => scriptToDoc({ elements: [] })

/** An empty script opens on 'FADE IN:', as a blank page in a screenwriting program does. */
function openingDoc(content: DocJSON, titlePage = emptyTitlePage()): DocJSON {
  const script = scriptFromNws({ content, titlePage } as NwsFile)
  if (script.elements.length === 0 || (script.elements.length === 1 && !script.elements[0].text))
    return { type: 'doc', content: [{ type: 'scene', content: [{ type: 'transition', content: [{ type: 'text', text: 'FADE IN:' }] }] }] }
  return content
}

/** Marks the session's own changes to the script, which a read-only tab lets through. */
export const SESSION_CHANGE = 'nightwriter-session-change'

/**
 * The script's own settings ride on the document node (its page size and Final Draft element
 * styles, locked pages): replacing the content alone would keep the old script's, and an imported
 * file would paginate in another script's styles. Each is one step of the same Undo.
 */
function setDocAttrs(tr: Transaction, content: DocJSON): void {
  const wanted = (content.attrs ?? {}) as Record<string, unknown>
  for (const [key, spec] of Object.entries(tr.doc.type.spec.attrs ?? {})) {
    const value = wanted[key] ?? (spec as { default?: unknown }).default ?? null
    if (JSON.stringify(tr.doc.attrs[key] ?? null) !== JSON.stringify(value)) tr.setDocAttribute(key, value)
  }
}

function setContent(content: DocJSON, opts: { undoable?: boolean } = {}): void {
  const e = editor()
  if (!e) {
    // Before the editor exists (start-up), it is created with this content.
    pendingContent = content
    return
  }
  // The replacement is one step of Undo of its own: never merged with typing just before or after it.
  e.view.dispatch(closeHistory(e.state.tr))
  e.chain()
    .command(({ tr }) => {
      tr.setMeta(SESSION_CHANGE, true)
      // The copy this browser kept, coming back: there is nothing before it to undo to.
      if (opts.undoable === false) tr.setMeta('addToHistory', false)
      return true
    })
    .setContent(content, { emitUpdate: true })
    .command(({ tr }) => (setDocAttrs(tr, content), true))
    .run()
  e.view.dispatch(closeHistory(e.state.tr))
  e.commands.setTextSelection(1)
  e.view.dom.scrollIntoView?.({ block: 'start' })
}

function fromNws(read: NwsRead): Pick<ProjectState, 'titlePage' | 'planning' | 'readProblems' | 'preserved'> & { comments: unknown } {
  const { version: _v, content: _c, titlePage, unread, comments, movieConcept, themeStructure, characters, locations, plotBoard, todos, revisions, tableRead, ...extras } = read.file
  const planning: ProjectPlanning = { movieConcept, themeStructure, characters, locations, plotBoard, todos, revisions, tableRead }
  return { titlePage, planning, comments, readProblems: read.problems, preserved: { ...extras, ...(unread ? { unread } : {}) } }
}

function writeParts(values: Partial<Record<string, unknown>>): void {
  for (const [key, part] of parts) part.write(values[key] ?? [])
}

/** Everything of the open project but its script, as Undo of a replacement brings it back. */
type ProjectRest = Omit<ProjectState, 'generation'> & { parts: Record<string, unknown> }

function captureRest(): ProjectRest {
  const { generation: _g, ...state } = useProject.getState()
  return { ...state, parts: Object.fromEntries([...parts].map(([k, p]) => [k, p.read()])) }
}

function applyRest(rest: ProjectRest): void {
  const { parts: values, ...state } = rest
  useProject.setState({ ...state, generation: useProject.getState().generation + 1 })
  writeParts(values)
}

/** Whether the project holds anything of the writer's: text beyond the opening line, a title page, planning data, comments. */
function holdsWork(): boolean {
  const e = editor()
  const text = e ? e.state.doc.textContent.trim() : ''
  if (text && text !== 'FADE IN:') return true
  const s = useProject.getState()
  if (Object.values(s.titlePage).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== ''))) return true
  if (JSON.stringify(s.planning) !== JSON.stringify(emptyProjectPlanning())) return true
  return [...parts.values()].some((p) => {
    const v = p.read()
    return Array.isArray(v) ? v.length > 0 : v != null
  })
}

/**
 * Asks before work no file holds is replaced, and keeps it in this browser's files first. False
 * when the writer said no or the project could not be kept (then nothing is replaced).
 */
async function protectOpenProject(kind: IncomingKind): Promise<boolean> {
  const { dirty, fileName } = useProject.getState()
  if (!dirty || !holdsWork()) return true
  const kept = canKeep() ? keptFileName(fileName || UNTITLED, kind) : null
  if (!askToReplace(replaceQuestion(fileName || UNTITLED, kind, kept))) return false
  if (!kept) return true
  const text = projectSession.snapshotText()
  if (text === null) return true
  try {
    await keepInLibrary(kept, text)
    return true
  } catch (e) {
    const reason = (e as Error)?.name === 'QuotaExceededError' ? 'browser storage is full' : (e as Error)?.message || 'storage failed'
    toast({
      title: 'Nothing was replaced',
      description: `Your script could not be kept in this browser (${reason}), so it stays open. Use File → Save to Computer first.`,
      variant: 'error',
    })
    return false
  }
}

const replaceListeners = new Set<(kind: ProjectSource['kind']) => void>()

/** Puts the incoming project or script in place, with no question asked. */
function apply(source: ProjectSource): void {
  // Told first, so that a shared project stops sharing before another project takes the editor.
  for (const l of replaceListeners) l(source.kind)
  const generation = useProject.getState().generation + 1
  switch (source.kind) {
    case 'new':
      setContent(emptyDoc())
      useProject.setState({ titlePage: emptyTitlePage(), planning: emptyProjectPlanning(), file: null, fileName: UNTITLED, dirty: false, readProblems: [], preserved: {}, generation })
      writeParts({})
      return
    case 'open': {
      const p = fromNws(source.read)
      setContent(openingDoc(source.read.file.content, source.read.file.titlePage))
      useProject.setState({ ...p, file: source.file, fileName: displayName(source.file.name), dirty: false, generation })
      writeParts({ comments: p.comments })
      return
    }
    case 'import':
      setContent(scriptToDoc(source.script))
      useProject.setState({ titlePage: { ...source.script.titlePage }, planning: emptyProjectPlanning(), file: null, fileName: UNTITLED, dirty: true, readProblems: [], preserved: {}, generation })
      writeParts({})
      return
    case 'restore':
    case 'recover': {
      const { nws, file, fileName, dirty } = source.saved
      const p = fromNws(nws)
      setContent(nws.file.content)
      useProject.setState({ ...p, file, fileName: file ? displayName(file.name) : fileName || UNTITLED, dirty, generation })
      writeParts({ comments: p.comments })
      return
    }
    case 'revision':
      setContent(source.content)
      useProject.setState({ dirty: true })
      return
  }
}

/** A whole project in place of the open one, remembered so that Undo brings the open one back whole. */
function replaceWhole(source: ProjectSource): void {
  const e = editor()
  const before: ProjectSide<ProjectRest> | null = e ? { doc: e.state.doc, state: captureRest() } : null
  apply(source)
  const after = editor()
  if (before && after === e && after) rememberReplacement(before, { doc: after.state.doc, state: captureRest() })
  else forgetReplacement()
}

export const projectSession = {
  /**
   * Puts a whole project (or, for a revision, a script) in place of the open one. New, Open and
   * Import first protect the open project's unsaved work (asked, kept); they resolve to false
   * when nothing was replaced. Without work at risk the replacement happens at once, before the
   * promise is returned.
   */
  replace(source: ProjectSource): Promise<boolean> {
    if (source.kind === 'new' || source.kind === 'open' || source.kind === 'import') {
      if (refuseInReadOnlyTab()) return Promise.resolve(false)
      const { dirty } = useProject.getState()
      if (dirty && holdsWork())
        return protectOpenProject(source.kind).then((go) => {
          if (go) replaceWhole(source)
          return go
        })
      replaceWhole(source)
      return Promise.resolve(true)
    }
    // A revision is a change to the script like typing: not in a read-only tab.
    if (source.kind === 'revision' && refuseInReadOnlyTab()) return Promise.resolve(false)
    apply(source)
    return Promise.resolve(true)
  },

  /** The open project as a `.nws` bundle. */
  snapshot(): NwsFile {
    const e = editor()
    const content = e ? (e.getJSON() as DocJSON) : pendingContent
    if (!content) throw new Error('The script is not open yet')
    return bundle(content)
  },

  /**
   * The same bundle as `.nws` text, built cheaply enough to run every two seconds while the writer
   * types on a long script (unchanged scenes are not serialised again). Null while no document is
   * open (between a crashed editor and its replacement): nothing must be saved then.
   */
  snapshotText(): string | null {
    const e = editor()
    if (!e) return pendingContent ? JSON.stringify(bundleForWrite(pendingContent)) : null
    return `{"content":${docJsonText(e.state.doc)}${othersText()}}`
  },

  /** snapshotText(), built in idle slices of the page so that no keystroke waits for it. */
  async snapshotTextInSlices(): Promise<string | null> {
    const p = await projectSession.snapshotPiecesInSlices()
    return p && joinPieces(p)
  },

  /** The same text as pieces, a scene each (what the browser's copy is written from). */
  async snapshotPiecesInSlices(): Promise<TextPieces | null> {
    const e = editor()
    if (!e) {
      const text = projectSession.snapshotText()
      return text === null ? null : { before: text, pieces: [], after: '' }
    }
    const doc = await docJsonPiecesInSlices(e.state.doc)
    // Everything else is read after the slices, as it is when the text is assembled.
    return { before: `{"content":${doc.before}`, pieces: doc.pieces, after: `${doc.after}${othersText()}}` }
  },

  /** The editor is being rebuilt (after a crash) around this content. */
  remountWith(content: DocJSON): void {
    pendingContent = content
  },

  /** The document the editor starts with, set by a replace that ran before it existed. */
  takeInitialContent(): DocJSON {
    const c = pendingContent ?? emptyDoc()
    pendingContent = null
    return c
  },

  /** The editor's document changed (typing, paste, undo...). */
  noteDocChanged(): void {
    const e = editor()
    const back = e ? sideToBringBack<ProjectRest>(e.state.doc) : null
    // Undo (or Redo) of an Import, Open or New: the rest of that project comes back with its script.
    if (back) applyRest(back.state)
    else if (!useProject.getState().dirty) useProject.setState({ dirty: true })
    for (const l of changeListeners) l()
  },

  /** Runs `listener` just before a project (or a revision of the script) takes the open one's place. */
  onReplace(listener: (kind: ProjectSource['kind']) => void): () => void {
    replaceListeners.add(listener)
    return () => replaceListeners.delete(listener)
  },

  /** Runs `onChange` after any change to the project: document, title page, planning, parts, file. */
  onChange(onChange: () => void): () => void {
    changeListeners.add(onChange)
    const unsubs = [...parts.values()].map((p) => p.subscribe(onChange))
    const unsubStore = useProject.subscribe((s, prev) => {
      if (s.titlePage !== prev.titlePage || s.planning !== prev.planning || s.file !== prev.file || s.fileName !== prev.fileName || s.dirty !== prev.dirty) onChange()
    })
    return () => {
      changeListeners.delete(onChange)
      unsubs.forEach((u) => u())
      unsubStore()
    }
  },
}

function bundle(content: DocJSON): NwsFile {
  const s = useProject.getState()
  const partValues = Object.fromEntries([...parts].map(([k, p]) => [k, p.read()]))
  const { unread, ...extras } = s.preserved as { unread?: Record<string, unknown> }
  return {
    ...extras,
    comments: [],
    ...s.planning,
    ...partValues,
    version: NWS_VERSION,
    content,
    titlePage: { ...s.titlePage },
    ...(unread ? { unread } : {}),
  } as NwsFile
}

/** The bundle as it is written: unread fields go back with their raw values. */
function bundleForWrite(content: DocJSON): Record<string, unknown> {
  const { unread, ...rest } = bundle(content)
  return { ...rest, ...(unread ?? {}), version: NWS_VERSION }
}

/**
 * Saved revisions never change (a new list holds the same revision objects), and ten of them on a
 * long script are megabytes of JSON: each one's text is made once, not on every save while the
 * writer types.
 */
const itemText = new WeakMap<object, string>()

/** The bundle's fields other than the script, as JSON members each after a comma ('' when none). */
function othersText(): string {
  const { content: _c, revisions, ...rest } = bundleForWrite(emptyDoc())
  const others = JSON.stringify(rest)
  return `${revisions === undefined ? '' : `,"revisions":${listText(revisions)}`}${others === '{}' ? '' : ',' + others.slice(1, -1)}`
}
function listText(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value) ?? 'null'
  const parts = value.map((item) => {
    if (!item || typeof item !== 'object') return JSON.stringify(item) ?? 'null'
    let t = itemText.get(item)
    if (t === undefined) itemText.set(item, (t = JSON.stringify(item)))
    return t
  })
  return `[${parts.join(',')}]`
}

/** 'Big Fish.nws' → 'Big Fish': the title bar shows the name without the extension. */
export function displayName(fileName: string): string {
  return fileName.replace(/\.nws$/i, '') || UNTITLED
}
