// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Editor } from '@tiptap/core'
import { nwsFromScript, readNws, writeNws, type NwsRead } from '../../project'
import { docToScript, scriptToDoc, type DocJSON } from '../../screenplay/document'
import type { Script } from '../../screenplay/model'
import { screenplayExtensions } from '../editor/extensions'
import { useEditorStore } from '../editor/editor-store'
import { initialProjectState, UNTITLED, useProject } from './project-store'
import { projectSession, registerProjectPart } from './session'
import { exportBaseName } from './script'
import { updatePlanning, fileSaved } from './actions'

const script: Script = {
  titlePage: { title: 'Big Fish', credit: 'Written by', author: 'J. August', source: '', draft: '', contact: '', extra: [{ key: 'Notes', value: 'Second draft' }] },
  elements: [
    { type: 'scene-heading', text: 'EXT. RIVER - DAY' },
    { type: 'action', text: 'A fish the size of a man.' },
    { type: 'character', text: 'EDWARD' },
    { type: 'dialogue', text: 'There she is.' },
  ],
}

const planned = () =>
  nwsFromScript(script, {
    movieConcept: { movieIdea: 'A son and his storyteller father', genres: ['Drama', 'Fantasy'], storyArchetype: 'Rite of Passage', protagonistGoalObstacle: '', logline: 'L', themes: ['Legacy'] },
    characters: { characters: [{ id: 'c1', name: 'Edward Bloom' }] },
    todos: [{ id: 't1', text: 'Fix the witch scene', completed: false }],
    comments: [{ id: 'c-1', text: 'Too long?', resolved: false, createdAt: '2026-01-01T00:00:00.000Z' }],
    plotBoard: { id: 'b', title: 'Board', description: '', acts: [{ id: 'a1', title: 'Act One', description: '', order: 0 }], sequences: [], beats: [], templateName: 'three-act-basic' },
    futureField: { kept: true },
  })

const readOf = (text: string): NwsRead => readNws(text)
const editorScript = () => docToScript(useEditorStore.getState().editor!.getJSON() as DocJSON, useProject.getState().titlePage)

let comments: unknown = []
registerProjectPart({ key: 'comments', read: () => comments, write: (v) => (comments = v), subscribe: () => () => {} })

let editor: Editor
beforeEach(() => {
  useProject.setState(initialProjectState())
  comments = []
  editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }), content: scriptToDoc({ elements: [] }) })
  useEditorStore.setState({ editor })
})
afterEach(() => {
  useEditorStore.setState({ editor: null })
  editor.destroy()
})

describe('the project session: every way a project arrives', () => {
  it('open: the script, title page, typed planning data, comments and file arrive together', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    const s = useProject.getState()
    expect(editorScript().elements).toEqual(script.elements)
    expect(s.titlePage).toEqual(script.titlePage)
    expect(s.planning.movieConcept?.genres).toEqual(['Drama', 'Fantasy'])
    expect(s.planning.characters?.characters[0].name).toBe('Edward Bloom')
    expect(s.planning.todos).toHaveLength(1)
    expect(s.planning.plotBoard?.acts[0].title).toBe('Act One')
    expect(comments).toEqual([{ id: 'c-1', text: 'Too long?', resolved: false, createdAt: '2026-01-01T00:00:00.000Z' }])
    expect(s.file).toEqual({ store: 'browser', id: 'f1', name: 'Big Fish.nws' })
    expect(s.fileName).toBe('Big Fish')
    expect(s.dirty).toBe(false)
    expect(s.readProblems).toEqual([])
  })

  it('open: an empty script opens on FADE IN:', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(nwsFromScript({ titlePage: script.titlePage, elements: [] }))), file: { store: 'browser', id: 'e', name: 'Empty.nws' } })
    expect(editorScript().elements).toEqual([{ type: 'transition', text: 'FADE IN:' }])
  })

  it('open: fields that could not be read are reported and kept', () => {
    const json = JSON.parse(writeNws(planned()))
    json.locations = { locations: 'the river' }
    projectSession.replace({ kind: 'open', read: readOf(JSON.stringify(json)), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    expect(useProject.getState().readProblems.map((p) => p.field)).toEqual(['locations → locations'])
    expect(useProject.getState().planning.locations).toBeNull()
    expect(JSON.parse(projectSession.snapshotText()!).locations).toEqual({ locations: 'the river' })
  })

  it('new: an empty, Untitled project; nothing of the previous one stays', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'drive', id: 'd', name: 'Big Fish.nws' } })
    projectSession.replace({ kind: 'new' })
    const s = useProject.getState()
    expect(editorScript().elements.filter((e) => e.text)).toEqual([])
    expect(s.planning).toEqual(initialProjectState().planning)
    expect(s.titlePage.title).toBe('')
    expect(comments).toEqual([])
    expect(s.file).toBeNull()
    expect(s.fileName).toBe(UNTITLED)
    expect(s.dirty).toBe(false)
    expect(s.preserved).toEqual({})
  })

  it('import: an Untitled project around the imported script, so Save asks for a name', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    projectSession.replace({ kind: 'import', script })
    const s = useProject.getState()
    expect(editorScript().elements).toEqual(script.elements)
    expect(s.file).toBeNull()
    expect(s.fileName).toBe(UNTITLED)
    expect(s.dirty).toBe(true)
    expect(s.planning.characters).toBeNull()
    expect(s.titlePage).toEqual(script.titlePage)
    expect(comments).toEqual([])
  })

  it.each(['restore', 'recover'] as const)('%s: the kept copy comes back with its file and unsaved state', (kind) => {
    const read = readOf(writeNws(planned()))
    projectSession.replace({ kind, saved: { nws: read, file: { store: 'browser', id: 'f2', name: 'Big Fish Draft 2.nws' }, fileName: 'Big Fish Draft 2', dirty: true } })
    const s = useProject.getState()
    expect(editorScript().elements).toEqual(script.elements)
    expect(s.planning.todos[0].text).toBe('Fix the witch scene')
    expect(s.file?.id).toBe('f2')
    expect(s.fileName).toBe('Big Fish Draft 2')
    expect(s.dirty).toBe(true)
  })

  it('restore without a file is plainly Untitled', () => {
    projectSession.replace({ kind: 'restore', saved: { nws: readOf(writeNws(planned())), file: null, fileName: UNTITLED, dirty: true } })
    expect(useProject.getState().file).toBeNull()
    expect(useProject.getState().fileName).toBe(UNTITLED)
  })

  it('revision: only the script changes; planning, comments and file stay', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    const older = scriptToDoc({ elements: [{ type: 'action', text: 'An older draft.' }] })
    projectSession.replace({ kind: 'revision', content: older })
    const s = useProject.getState()
    expect(editorScript().elements).toEqual([{ type: 'action', text: 'An older draft.' }])
    expect(s.planning.characters?.characters).toHaveLength(1)
    expect(s.file?.id).toBe('f1')
    expect(s.dirty).toBe(true)
    expect(comments).toHaveLength(1)
  })

  it('before the editor exists, the content waits for it', () => {
    useEditorStore.setState({ editor: null })
    projectSession.replace({ kind: 'restore', saved: { nws: readOf(writeNws(planned())), file: null, fileName: UNTITLED, dirty: false } })
    expect(docToScript(projectSession.takeInitialContent(), script.titlePage).elements).toEqual(script.elements)
  })
})

describe('snapshot(): the project as one .nws bundle', () => {
  it('holds everything that was opened, unknown fields included, and reads back equal', () => {
    const original = planned()
    projectSession.replace({ kind: 'open', read: readOf(writeNws(original)), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    const snap = projectSession.snapshot()
    const back = readNws(writeNws(snap)).file
    const orig = readNws(writeNws(original)).file
    // The editor spells out empty attributes; the script is the same.
    expect(docToScript(back.content, back.titlePage)).toEqual(docToScript(orig.content, orig.titlePage))
    expect({ ...back, content: null }).toEqual({ ...orig, content: null })
    expect(snap.futureField).toEqual({ kept: true })
  })

  it('follows edits to the script and to planning data', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    editor.commands.insertContentAt(editor.state.doc.content.size - 2, ' Again.')
    updatePlanning('todos', (t) => [...t, { id: 't2', text: 'Call the producer', completed: false }])
    const snap = projectSession.snapshot()
    expect(docToScript(snap.content, snap.titlePage).elements.at(-1)?.text).toBe('There she is. Again.')
    expect(snap.todos.map((t) => t.text)).toEqual(['Fix the witch scene', 'Call the producer'])
    expect(useProject.getState().dirty).toBe(true)
  })

  it('snapshotText() is the same bundle as writeNws(snapshot()), also after edits', () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    for (let i = 0; i < 3; i++) {
      editor.commands.insertContentAt(3, 'X')
      expect(JSON.parse(projectSession.snapshotText()!)).toEqual(JSON.parse(writeNws(projectSession.snapshot())))
    }
  })

  it('the save built in slices is the same text', async () => {
    projectSession.replace({ kind: 'open', read: readOf(writeNws(planned())), file: { store: 'browser', id: 'f1', name: 'Big Fish.nws' } })
    editor.commands.insertContentAt(3, 'Y')
    expect(await projectSession.snapshotTextInSlices()).toBe(projectSession.snapshotText())
  })

  it('snapshotText() is null while no document is open, so nothing empty is saved', () => {
    useEditorStore.setState({ editor: null })
    projectSession.takeInitialContent()
    expect(projectSession.snapshotText()).toBeNull()
  })
})

describe('export names', () => {
  it('take the file name, else the title, else screenplay', () => {
    projectSession.replace({ kind: 'new' })
    expect(exportBaseName()).toBe('screenplay')
    useProject.setState({ titlePage: { ...useProject.getState().titlePage, title: 'Big Fish: The Musical\nA Play' } })
    expect(exportBaseName()).toBe('Big Fish The Musical')
    fileSaved({ store: 'browser', id: 'x', name: 'Big Fish Draft 2.nws' })
    expect(exportBaseName()).toBe('Big Fish Draft 2')
  })
})
