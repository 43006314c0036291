// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Editor } from '@tiptap/core'
import { nwsFromScript, readNws, writeNws } from '../../project'
import { docToScript, scriptToDoc, type DocJSON } from '../../screenplay/document'
import type { Script } from '../../screenplay/model'
import { screenplayExtensions } from '../editor/extensions'
import { useEditorStore } from '../editor/editor-store'
import { browserFiles } from '../storage/browser-files'
import { initialProjectState, UNTITLED, useProject } from './project-store'
import { projectSession, registerProjectPart } from './session'
import { updatePlanning } from './actions'
import { keptFileName, setReplaceAsk } from './replace-rule'
import { useTabRole } from './tab-role'

const imported: Script = {
  titlePage: { title: 'Other Film', credit: '', author: '', source: '', draft: '', contact: '' },
  elements: [
    { type: 'scene-heading', text: 'INT. OTHER - DAY' },
    { type: 'action', text: 'Someone else.' },
  ],
}

let comments: unknown = []
registerProjectPart({ key: 'comments', read: () => comments, write: (v) => (comments = v), subscribe: () => () => {} })

let editor: Editor
let questions: string[]
let answer: boolean
const kept: { name: string; text: string }[] = []

const texts = () => docToScript(editor.getJSON() as DocJSON, useProject.getState().titlePage).elements.map((e) => e.text)

/** A writer's project: opened from a file, then a line typed and a to-do added, nothing saved. */
async function workInProgress() {
  const file = nwsFromScript(
    { titlePage: { title: 'Big Fish', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'A river.' }] },
    { todos: [{ id: 't1', text: 'Fix the witch scene', completed: false }], comments: [{ id: 'c1', text: 'Longer?', resolved: false, createdAt: '2026-01-01T00:00:00.000Z' }] },
  )
  await projectSession.replace({ kind: 'open', read: readNws(writeNws(file)), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
  editor.commands.insertContentAt(editor.state.doc.content.size - 2, ' Wide.')
  updatePlanning('todos', (t) => [...t, { id: 't2', text: 'Call the producer', completed: false }])
}

beforeEach(() => {
  useProject.setState(initialProjectState())
  useTabRole.setState({ readOnly: false, reason: null })
  comments = []
  questions = []
  answer = true
  kept.length = 0
  setReplaceAsk((q) => (questions.push(q), answer))
  document.cookie = 'cookieConsent=true; path=/'
  vi.spyOn(browserFiles, 'create').mockImplementation(async (name, text) => {
    kept.push({ name, text })
    return { id: `k${kept.length}`, name, modifiedTime: '2026-11-26T14:05:00.000Z', version: '1' }
  })
  editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }), content: scriptToDoc({ elements: [] }) })
  editor.on('update', () => projectSession.noteDocChanged())
  useEditorStore.setState({ editor })
})
afterEach(() => {
  vi.restoreAllMocks()
  useEditorStore.setState({ editor: null })
  editor.destroy()
  document.cookie = 'cookieConsent=; path=/; max-age=0'
})

describe('a project that replaces unsaved work asks first and keeps it', () => {
  it('Cancel: nothing is replaced and nothing is kept', async () => {
    await workInProgress()
    answer = false
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(false)
    expect(questions).toHaveLength(1)
    expect(questions[0]).toMatch(/^“Big Fish” has changes no file holds\. Importing this file replaces it, so it will be kept first in this browser's files as “Big Fish \(before import \d{4}-\d\d-\d\d \d\d-\d\d\)”/)
    expect(texts()).toEqual(['A river. Wide.'])
    expect(useProject.getState().planning.todos.map((t) => t.text)).toEqual(['Fix the witch scene', 'Call the producer'])
    expect(useProject.getState().file?.id).toBe('f1')
    expect(kept).toEqual([])
  })

  it('accepted: the whole project is kept in the library under its own name, then replaced', async () => {
    await workInProgress()
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(true)
    expect(kept).toHaveLength(1)
    expect(kept[0].name).toMatch(/^Big Fish \(before import \d{4}-\d\d-\d\d \d\d-\d\d\)\.nws$/)
    const back = readNws(kept[0].text).file
    expect(back.todos.map((t) => t.text)).toEqual(['Fix the witch scene', 'Call the producer'])
    expect(back.comments).toHaveLength(1)
    expect(docToScript(back.content, back.titlePage).elements.map((e) => e.text)).toEqual(['A river. Wide.'])
    expect(texts()).toEqual(['INT. OTHER - DAY', 'Someone else.'])
    expect(useProject.getState().planning.todos).toEqual([])
  })

  it('New and Open ask the same way; a project with nothing unsaved is replaced without a word', async () => {
    await workInProgress()
    answer = false
    expect(await projectSession.replace({ kind: 'new' })).toBe(false)
    expect(questions[0]).toContain('A new script replaces it')
    expect(await projectSession.replace({ kind: 'open', read: readNws(writeNws(nwsFromScript(imported))), file: { store: 'browser', id: 'f9', name: 'Other.nws' } })).toBe(false)
    expect(questions[1]).toContain('Opening this file replaces it')
    expect(texts()).toEqual(['A river. Wide.'])
    useProject.setState({ dirty: false })
    expect(await projectSession.replace({ kind: 'new' })).toBe(true)
    expect(questions).toHaveLength(2)
  })

  it('an Untitled script with only its opening line is not work to keep', async () => {
    await projectSession.replace({ kind: 'new' })
    useProject.setState({ dirty: true })
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(true)
    expect(questions).toEqual([])
    expect(kept).toEqual([])
  })

  it('without permission to store anything the question says the changes are discarded', async () => {
    await workInProgress()
    document.cookie = 'cookieConsent=; path=/; max-age=0'
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(true)
    expect(questions[0]).toBe('Your script has unsaved changes. Nothing is kept in this browser without your permission, so importing this file discards them. Discard them?')
    expect(kept).toEqual([])
  })

  it('when the project cannot be kept, nothing is replaced', async () => {
    await workInProgress()
    vi.spyOn(browserFiles, 'create').mockRejectedValue(new DOMException('full', 'QuotaExceededError'))
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(false)
    expect(texts()).toEqual(['A river. Wide.'])
    expect(useProject.getState().planning.todos).toHaveLength(2)
  })

  it('a read-only tab replaces nothing', async () => {
    useTabRole.setState({ readOnly: true, reason: 'elsewhere' })
    expect(await projectSession.replace({ kind: 'import', script: imported })).toBe(false)
    expect(texts()).toEqual([''])
  })
})

describe('Undo of a replacement brings the whole project back', () => {
  it('Undo after Import: script, to-dos, comments, title page and file; Redo: the import again', async () => {
    await workInProgress()
    await projectSession.replace({ kind: 'import', script: imported })
    editor.commands.undo()
    expect(texts()).toEqual(['A river. Wide.'])
    const s = useProject.getState()
    expect(s.planning.todos.map((t) => t.text)).toEqual(['Fix the witch scene', 'Call the producer'])
    expect(s.titlePage.title).toBe('Big Fish')
    expect(s.file).toEqual({ store: 'browser', id: 'f1', name: 'Big Fish.nws' })
    expect(s.fileName).toBe('Big Fish')
    expect(s.dirty).toBe(true)
    expect(comments).toHaveLength(1)
    // The writer's own typing is still one Undo further back.
    editor.commands.undo()
    expect(texts()).toEqual(['A river.'])
    editor.commands.redo()
    editor.commands.redo()
    expect(texts()).toEqual(['INT. OTHER - DAY', 'Someone else.'])
    expect(useProject.getState().planning.todos).toEqual([])
    expect(useProject.getState().file).toBeNull()
    expect(useProject.getState().fileName).toBe(UNTITLED)
    expect(comments).toEqual([])
  })

  it('typing after the import is undone first, then the import', async () => {
    await workInProgress()
    await projectSession.replace({ kind: 'import', script: imported })
    editor.commands.insertContentAt(editor.state.doc.content.size - 2, ' More.')
    editor.commands.undo()
    expect(texts()).toEqual(['INT. OTHER - DAY', 'Someone else.'])
    expect(useProject.getState().planning.todos).toEqual([])
    editor.commands.undo()
    expect(useProject.getState().planning.todos).toHaveLength(2)
  })

  it('a script typed to look like the earlier one does not bring the earlier project back', async () => {
    await workInProgress()
    await projectSession.replace({ kind: 'new' })
    editor.commands.setContent(scriptToDoc({ elements: [{ type: 'action', text: 'A river. Wide.' }] }))
    expect(useProject.getState().planning.todos).toEqual([])
    expect(useProject.getState().file).toBeNull()
  })
})

describe('kept names', () => {
  it('say why and when, and pass the file-name rule', () => {
    const at = new Date(2026, 10, 26, 9, 5)
    expect(keptFileName('Untitled Screenplay', 'import', at)).toBe('Untitled Screenplay (before import 2026-11-26 09-05).nws')
    expect(keptFileName('Big Fish', 'new', at)).toBe('Big Fish (before New 2026-11-26 09-05).nws')
    expect(keptFileName('Big Fish', 'open', at)).toBe('Big Fish (before Open 2026-11-26 09-05).nws')
  })
})
