import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { docToScript, type NodeJSON } from '../../screenplay/document'
import { parseFountain } from '../../screenplay/formats/fountain'
import { hasFixtures, NO_FIXTURES_REASON, readFixtureText } from '../../../tests/fixtures'
import { nwsFromScript, readNws, writeNws, type NwsFile } from '../nws'
import { bundleToYDoc, yDocToBundle } from './bundle'
import { elementText, SCENE_ID_ATTR } from './script-blocks'
import { COMMENTER_ROOTS, SHARED_ROOTS } from './layout'

const text = (t: string, ...marks: NodeJSON['marks'] & object) => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t })
const comment = (id: string) => ({ type: 'comment', attrs: { commentId: id } })

/** A project touching every part of the layout: marks, line breaks, comments over two blocks, scene ids, every kind of planning data. */
function richProject(): NwsFile {
  const raw = {
    version: '1.0',
    name: 'Brick and Steel',
    futureField: { kept: [1, 2, 3] },
    content: {
      type: 'doc',
      attrs: { format: { pageSize: 'a4' }, production: { revisionSets: [{ id: 1, name: 'Blue', color: '#0000FF', mark: '*' }], activeRevision: 1, scenesLocked: true } },
      content: [
        { type: 'scene', attrs: { id: null }, content: [{ type: 'action', content: [text('COLD OPEN.')] }] },
        {
          type: 'scene',
          attrs: { id: 'scene-a' },
          content: [
            { type: 'sceneHeading', attrs: { sceneNumber: '1', revision: 1 }, content: [text('INT. KITCHEN - NIGHT')] },
            { type: 'action', content: [text('Anna '), text('lifts', { type: 'bold' }, comment('c1')), text(' the kettle.', comment('c1'))] },
            { type: 'action', content: [text('It screams.', comment('c1')), text(' She waits.')] },
            { type: 'character', attrs: { dual: 'left' }, content: [text('ANNA')] },
            { type: 'dialogue', content: [text('One line'), { type: 'hardBreak' }, text('and ', { type: 'italic' }), text('another', { type: 'italic' }, { type: 'underline' })] },
            { type: 'commandResult', attrs: { query: 'define kettle', answer: 'A pot.', timestamp: '2026-01-01' } },
          ],
        },
        { type: 'scene', attrs: { id: 'scene-b' }, content: [{ type: 'sceneHeading', content: [text('EXT. STREET - DAY')] }, { type: 'action' }] },
      ],
    },
    titlePage: { title: 'Brick and Steel', credit: 'Written by', author: 'A. Writer', source: '', draft: 'First', contact: '', extra: [{ key: 'Notes', value: 'x' }] },
    movieConcept: { movieIdea: 'Two builders', genres: ['Drama'], storyArchetype: '', protagonistGoalObstacle: '', logline: 'L', themes: [] },
    themeStructure: { centralArgument: 'Work is love' },
    characters: { createdAt: '2026-01-01', characters: [{ id: 'ch1', name: 'ANNA', age: '40' }, { id: 'ch2', name: 'BEN' }, { id: 'ch1', name: 'ANNA TWIN' }] },
    locations: { locations: [{ id: 7, name: 'KITCHEN', type: 'Interior' }] },
    plotBoard: {
      id: 'b1',
      title: 'Board',
      description: '',
      acts: [{ id: 'a1', title: 'One', description: '', order: 0 }, { id: 'a2', title: 'Two', description: '', order: 1 }],
      sequences: [],
      beats: [{ id: 'bt1', title: 'Kettle', synopsis: 's', characters: ['ANNA'], location: 'KITCHEN', actId: 'a1', order: 0, sceneId: 'scene-a', completed: false }],
    },
    todos: [{ id: 't1', text: 'Fix act two', completed: false }, { id: 't2', text: 'Call Ben', completed: true }],
    comments: [{ id: 'c1', text: 'Too loud?', resolved: false, createdAt: '2026-01-02' }, { id: 'c2', text: 'Orphan', resolved: true, createdAt: '2026-01-03' }],
    revisions: [{ id: 'r1', name: 'Draft 1', createdAt: '2026-01-01', content: { type: 'doc', content: [] } }],
    tableRead: { narratorVoice: 'v1', voices: { ANNA: 'v2' } },
    plotBoardExtra: 'newer',
  }
  return readNws(JSON.stringify(raw)).file
}

/** The bundle as JSON, its scene attrs normalised (the editor writes `{ id: null }` for a scene nobody links to). */
function normal(file: NwsFile): unknown {
  const json = JSON.parse(writeNws(file))
  for (const scene of json.content.content) if (scene.attrs && scene.attrs.id == null) delete scene.attrs
  return json
}

/** A second replica of a doc, as a partner's browser would get it over the wire. */
function replica(doc: Y.Doc): Y.Doc {
  const other = new Y.Doc()
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc))
  return other
}

describe('the shared project layout', () => {
  it('holds the whole project: written into a doc and read back from a replica, nothing changes', () => {
    const file = richProject()
    const back = yDocToBundle(replica(bundleToYDoc(file)))
    expect(normal(back)).toEqual(normal(file))
  })

  it('puts the script in a flat list of blocks, each one element holding one text, the scene id on the block that opens the scene', () => {
    const doc = bundleToYDoc(richProject())
    const blocks = doc.getXmlFragment('script').toArray() as Y.XmlElement[]
    expect(blocks.map((b) => b.nodeName)).toEqual(['action', 'sceneHeading', 'action', 'action', 'character', 'dialogue', 'commandResult', 'sceneHeading', 'action'])
    for (const b of blocks) expect(b.length).toBe(1)
    expect(blocks[1].getAttribute(SCENE_ID_ATTR)).toBe('scene-a')
    expect(blocks[1].getAttribute('sceneNumber')).toBe('1')
    expect(JSON.stringify(elementText(blocks[5])!.toDelta())).toContain('{"insert":{"hardBreak":true}')
    // Comments live in the comments map, not as marks in the text.
    expect(JSON.stringify(elementText(blocks[2])!.toDelta())).not.toContain('comment')
    for (const root of doc.share.keys()) expect(Object.keys(SHARED_ROOTS)).toContain(root)
    expect(COMMENTER_ROOTS).toEqual(['comments', 'todos'])
  })

  it('keeps a comment on its words while a partner types before it and inside it', () => {
    const doc = bundleToYDoc(richProject())
    const partner = replica(doc)
    const blocks = partner.getXmlFragment('script').toArray() as Y.XmlElement[]
    elementText(blocks[2])!.insert(0, 'Slowly, ')
    elementText(blocks[3])!.insert(3, 'really ')
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(partner))
    const content = yDocToBundle(doc).content.content
    const marked = content.flatMap((s) => s.content!).flatMap((b) => (b.content ?? []).filter((i) => i.marks?.some((m) => m.type === 'comment')).map((i) => i.text))
    expect(marked.join('|')).toBe('lifts| the kettle.|It really screams.')
  })

  it('turns an action into a heading mid-scene while a partner types below it: both replicas agree and nothing typed is lost', () => {
    const a = bundleToYDoc(richProject())
    const b = replica(a)
    // Writer A makes "It screams. She waits." a scene heading (a new scene starts there)...
    a.transact(() => {
      const blocks = a.getXmlFragment('script')
      const heading = new Y.XmlElement('sceneHeading')
      heading.insert(0, [new Y.XmlText()])
      blocks.insert(3, [heading])
      ;(heading.get(0) as Y.XmlText).insert(0, 'INT. HALL - NIGHT')
    })
    // ...while writer B types into the dialogue below it.
    elementText(b.getXmlFragment('script').get(5) as Y.XmlElement)!.insert(0, 'Well. ')
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
    const fromA = yDocToBundle(a)
    expect(normal(yDocToBundle(b))).toEqual(normal(fromA))
    const script = docToScript(fromA.content)
    expect(script.elements.map((e) => e.text)).toContain('Well. One line\nand another')
    expect(fromA.content.content.map((s) => (s.content![0].content?.[0] as NodeJSON | undefined)?.text)).toEqual(['COLD OPEN.', 'INT. KITCHEN - NIGHT', 'INT. HALL - NIGHT', 'EXT. STREET - DAY'])
  })

  it('gives two writers editing two characters both their changes', () => {
    const a = bundleToYDoc(richProject())
    const b = replica(a)
    ;(a.getMap('characters').get('ch1') as Y.Map<unknown>).set('age', '41')
    ;(b.getMap('characters').get('ch2') as Y.Map<unknown>).set('want', 'the ring')
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
    const chars = yDocToBundle(a).characters!.characters
    expect(chars.map((c) => [c.name, c.age, c.want])).toEqual([['ANNA', '41', undefined], ['BEN', undefined, 'the ring'], ['ANNA TWIN', undefined, undefined]])
  })

  it('reads an empty doc as an empty project that opens', () => {
    const back = yDocToBundle(new Y.Doc())
    expect(back.content).toEqual({ type: 'doc', content: [{ type: 'scene', content: [{ type: 'action' }] }] })
    expect(() => readNws(writeNws(back))).not.toThrow()
    expect(back.characters).toBeNull()
    expect(back.comments).toEqual([])
  })

  it.skipIf(!hasFixtures)(`round-trips a public sample script (${hasFixtures ? 'brick-and-steel.fountain' : NO_FIXTURES_REASON})`, () => {
    const file = nwsFromScript(parseFountain(readFixtureText('fountain', 'samples', 'brick-and-steel.fountain')))
    expect(normal(yDocToBundle(replica(bundleToYDoc(file))))).toEqual(normal(file))
  })
})
