import { describe, it, expect } from 'vitest'
import { describeProblems, problemsTitle, nwsFromScript, parseNws, parseNwsBytes, readNws, scriptFromNws, writeNws, MAX_NWS_BYTES } from './nws'
import type { Script } from '../screenplay/model'

const script: Script = {
  titlePage: { title: 'T', credit: 'Written by', author: 'A', source: '', draft: 'Draft 2', contact: 'a@b.c' },
  elements: [
    { type: 'scene-heading', text: 'INT. A - DAY' },
    { type: 'action', text: 'Hello', styles: [{ start: 0, end: 5, style: 'bold' }] },
    { type: 'character', text: 'BOB' },
    { type: 'dialogue', text: 'Hi.' },
  ],
}

describe('.nws bundle', () => {
  it('round-trips a script and its planning data', () => {
    const file = nwsFromScript(script, { todos: [{ id: '1', text: 'fix act 2', completed: false }] })
    const back = parseNws(writeNws(file))
    expect(scriptFromNws(back)).toEqual(script)
    expect(back.todos).toEqual([{ id: '1', text: 'fix act 2', completed: false }])
    expect(back.version).toBe('1.0')
  })
  it('keeps a table read\'s voices with the project; a damaged voice list is a problem, kept as it was', () => {
    const file = nwsFromScript(script, { tableRead: { narratorVoice: 'Samantha', voices: { BOB: 'Daniel' } } })
    expect(parseNws(writeNws(file)).tableRead).toEqual({ narratorVoice: 'Samantha', voices: { BOB: 'Daniel' } })
    expect(parseNws(writeNws(nwsFromScript(script))).tableRead).toBeNull()
    const json = JSON.parse(writeNws(file))
    json.tableRead = { voices: { BOB: 5 } }
    const read = readNws(JSON.stringify(json))
    expect(read.problems.map((p) => p.field)).toEqual(['tableRead → voices → BOB'])
    expect(JSON.parse(writeNws(read.file)).tableRead).toEqual({ voices: { BOB: 5 } })
  })
  it('keeps fields it does not know', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    json.futureFeature = { x: 1 }
    expect(JSON.parse(writeNws(parseNws(JSON.stringify(json)))).futureFeature).toEqual({ x: 1 })
  })
  it('reads missing planning fields as empty and a missing title page as blank (no invented defaults)', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    delete json.todos
    delete json.titlePage
    const f = parseNws(JSON.stringify(json))
    expect(f.todos).toEqual([])
    expect(f.plotBoard).toBeNull()
    expect(f.titlePage).toEqual({ title: '', credit: '', author: '', source: '', draft: '', contact: '' })
  })
  it('types every planning field it reads', () => {
    const file = nwsFromScript(script, {
      movieConcept: { movieIdea: 'A heist on the moon', genres: ['Crime'], storyArchetype: 'Detective', protagonistGoalObstacle: '', logline: 'L', themes: [] },
      characters: { characters: [{ id: 'c1', name: 'Ana', want: 'the gold' }] },
      plotBoard: { id: 'b', title: 'Board', description: '', acts: [{ id: 'a1', title: 'Act 1', description: '', order: 0 }], sequences: [], beats: [{ id: 'x', title: 'Opening', synopsis: '', characters: [], location: '', actId: 'a1', order: 0, completed: false }] },
    })
    const back = readNws(writeNws(file))
    expect(back.problems).toEqual([])
    expect(back.file.movieConcept?.genres).toEqual(['Crime'])
    expect(back.file.characters?.characters[0].name).toBe('Ana')
    expect(back.file.plotBoard?.beats[0].actId).toBe('a1')
  })
  it('opens the script when a planning field has the wrong type, names the field and keeps its raw value', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    json.characters = { characters: [{ id: 'c1', name: 'Ana' }, { id: 'c2', name: 42 }] }
    json.todos = 'buy coffee'
    const read = readNws(JSON.stringify(json))
    expect(scriptFromNws(read.file)).toEqual(script)
    expect(read.problems).toEqual([
      { field: 'characters → characters → 2 → name', reason: 'expected text' },
      { field: 'todos', reason: 'expected a list' },
    ])
    expect(read.file.characters).toBeNull()
    expect(read.file.todos).toEqual([])
    expect(describeProblems(read.problems)).toContain('Could not read these fields: characters → characters → 2 → name (expected text); todos (expected a list)')
    // Written back, the unread values are exactly what the file held.
    const again = JSON.parse(writeNws(read.file))
    expect(again.characters).toEqual(json.characters)
    expect(again.todos).toBe('buy coffee')
    expect(again.unread).toBeUndefined()
  })
  it('keeps the unknown fields of a planning entity', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    json.todos = [{ id: 't', text: 'x', completed: true, priority: 'high' }]
    expect(JSON.parse(writeNws(parseNws(JSON.stringify(json)))).todos[0].priority).toBe('high')
  })
  it.each([
    ['not json', '{oops', 'not valid JSON'],
    ['an array', '[1,2]', 'holds no project'],
    ['no version', '{"content":{}}', 'has no version'],
    ['another version', '{"version":"2.0","content":{}}', 'version "2.0"; this Nightwriter reads version 1.0'],
    ['no content', '{"version":"1.0"}', 'has no script content'],
    ['content that is not a document', '{"version":"1.0","content":{"type":"page","content":[]}}', 'damaged: the document has no "doc" root. Nothing was opened.'],
    ['content with no words to read', '{"version":"1.0","content":{"type":"doc","content":[{"type":"scene","content":[{"type":"evil"}]}]}}', 'none of its script could be read'],
    ['content of unreadable items', '{"version":"1.0","content":{"type":"doc","content":[1,"two",null]}}', 'none of its script could be read'],
  ])('refuses %s with a clear message', (_name, text, message) => {
    expect(() => parseNws(text)).toThrow(message)
  })
  it('opens what it can of a damaged script, says what was repaired, and keeps the words', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    const [first, second] = json.content.content[0].content
    // A link pasted from elsewhere, an empty run, a run with no text, a repeated mark, an unknown
    // inline node and an unknown paragraph kind, a stray paragraph outside any scene, an empty scene.
    first.content = [
      { type: 'text', text: 'INT. A ', marks: [{ type: 'link', attrs: { href: 'https://x' } }] },
      { type: 'text', text: '' },
      { type: 'text', text: '- DAY', marks: [{ type: 'bold' }, { type: 'bold' }] },
      { type: 'text' },
      { type: 'image', attrs: { src: 'x' } },
    ]
    second.type = 'lyric'
    json.content.content.push({ type: 'scene', content: [] }, { type: 'action', content: [{ type: 'text', text: 'Loose.', marks: [{ type: 'highlight' }, { type: 'comment', attrs: { commentId: 'c1' } }] }] })
    const read = readNws(JSON.stringify(json))
    const back = scriptFromNws(read.file)
    expect(back.elements.map((e) => [e.type, e.text])).toEqual([
      ['scene-heading', 'INT. A - DAY'],
      ['action', 'Hello'],
      ['character', 'BOB'],
      ['dialogue', 'Hi.'],
      ['action', 'Loose.'],
    ])
    expect(back.elements[0].styles).toEqual([{ start: 7, end: 12, style: 'bold' }])
    expect(read.file.content.content.at(-1)!.content![0].content![0].marks).toEqual([{ type: 'comment', attrs: { commentId: 'c1' } }])
    expect(read.problems.every((p) => p.repaired && p.field === 'script')).toBe(true)
    expect(read.problems.map((p) => p.reason)).toEqual([
      '2 text runs keep their words without a mark this version does not know ("link", "highlight")',
      '1 empty text run removed',
      '1 repeated mark removed',
      '1 text run without text removed',
      '1 piece of inline content of an unknown kind ("image") removed',
      '1 paragraph of an unknown kind ("lyric") read as Action',
      '1 empty scene removed',
      '1 paragraph outside any scene placed in one',
    ])
    const told = describeProblems(read.problems)
    expect(told).toMatch(/^The script was repaired to open: 2 text runs keep their words .*; 1 paragraph outside any scene placed in one\.$/)
    expect(problemsTitle(read.problems)).toBe('This file was damaged: what could be read is open')
  })
  it('reads a whole file with nothing to repair', () => {
    const read = readNws(writeNws(nwsFromScript(script)))
    expect(read.problems).toEqual([])
    expect(problemsTitle([{ field: 'todos', reason: 'expected a list' }])).toBe('Some of this file could not be read')
  })
  it('reads a script nested deeper than the editor ever writes without using the stack', () => {
    // A paragraph inside a paragraph, 100,000 deep: only the three levels a script has are read.
    const n = 100_000
    const deep = '{"type":"action","content":['.repeat(n) + '{"type":"text","text":"deep"}' + ']}'.repeat(n)
    const text = `{"version":"1.0","content":{"type":"doc","content":[{"type":"scene","content":[{"type":"action","content":[{"type":"text","text":"Kept."}]},${deep}]}]}}`
    const read = readNws(text)
    expect(scriptFromNws(read.file).elements.map((e) => e.text)).toEqual(['Kept.', ''])
    expect(read.problems.map((p) => p.reason)).toEqual(['1 piece of inline content of an unknown kind ("action") removed'])
  })
  it('refuses a file over the size limit before parsing it', () => {
    const big = new Uint8Array(MAX_NWS_BYTES + 1)
    expect(() => parseNwsBytes(big)).toThrow(/larger than any screenplay project/)
  })
})
