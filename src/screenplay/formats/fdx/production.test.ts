import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { XMLValidator } from 'fast-xml-parser'
import { parseFdx, writeFdx } from '.'
import type { Script } from '../../model'
import { emptyTitlePage } from '../../model'

const doc = (body: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="4"><Content>${body}</Content>${extra}</FinalDraft>`
const REVISIONS = `<Revisions ActiveSet="2" Location="7.75" RevisionMode="Active" RevisionsShown="Active" ShowAllMarks="No" ShowAllSets="No">
<Revision Color="#FFFFFFFFFFFF" FullRevision="No" ID="1" Mark="*" Name="White" PageColor="#FFFFFFFFFFFF" Style=""/>
<Revision Color="#C6C6EDEDFEFE" FullRevision="No" ID="2" Mark="*" Name="Blue" PageColor="#C6C6EDEDFEFE" Style=""/>
<Revision Color="#FDFDCCCCD4D4" FullRevision="No" ID="3" Mark="+" Name="Pink" PageColor="#FDFDCCCCD4D4" Style=""/>
</Revisions>`

describe('Final Draft production data: reading', () => {
  it('reads the Revisions block: sets, names, marks, colours and the active set', () => {
    const s = parseFdx(doc('<Paragraph Type="Action"><Text>x</Text></Paragraph>', REVISIONS))
    expect(s.production?.revisionSets).toEqual([
      { id: 1, name: 'White', color: '#FFFFFF', mark: '*' },
      { id: 2, name: 'Blue', color: '#C6EDFE', mark: '*' },
      { id: 3, name: 'Pink', color: '#FDCCD4', mark: '+' },
    ])
    expect(s.production?.activeRevision).toBe(2)
    expect(s.notices).toBeUndefined()
  })

  it('reads RevisionID on runs: the paragraph takes the latest set, partial marks keep their runs', () => {
    const s = parseFdx(
      doc(
        '<Paragraph Type="Action"><Text RevisionID="2">All blue.</Text></Paragraph>' +
          '<Paragraph Type="Action"><Text RevisionID="0">Old words </Text><Text RevisionID="3" Style="Bold">new words</Text><Text RevisionID="2">.</Text></Paragraph>' +
          '<Paragraph Type="Action"><Text RevisionID="0">Untouched.</Text></Paragraph>',
        REVISIONS,
      ),
    )
    expect(s.elements[0]).toEqual({ type: 'action', text: 'All blue.', revision: 2 })
    expect(s.elements[1].revision).toBe(3)
    expect(s.elements[1].revisionRuns).toEqual([
      { start: 10, end: 19, revision: 3 },
      { start: 19, end: 20, revision: 2 },
    ])
    expect(s.elements[2].revision).toBeUndefined()
  })

  it('reads scene numbers, OMITTED scenes and SceneNumberOptions', () => {
    const s = parseFdx(
      doc('<Paragraph Number="10" Type="Scene Heading"><Text>INT. A - DAY</Text></Paragraph><Paragraph Number="10A" Type="Scene Heading"><Text>OMITTED</Text></Paragraph>', '<SceneNumberOptions LeftLocation="0.75" Locked="Yes" ShowNumbersOnLeft="Yes" ShowNumbersOnRight="Yes"/>'),
    )
    expect(s.elements).toEqual([
      { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '10' },
      { type: 'scene-heading', text: 'OMITTED', sceneNumber: '10A', omitted: true },
    ])
    expect(s.production?.scenesLocked).toBe(true)
    // Numbers show because scenes have them; the file says nothing beyond that.
    expect(s.production?.showSceneNumbers).toBeUndefined()
  })

  it('reads LockedPages onto the elements where the pages begin', () => {
    const s = parseFdx(doc('<Paragraph Type="Action"><Text>One.</Text></Paragraph><Paragraph Type="Action"><Text>Two words.</Text></Paragraph>', '<LockedPages><LockedPage Element="0" Label="1" Offset="0"/><LockedPage Element="1" Label="1A" Offset="4"/></LockedPages>'))
    expect(s.elements[0].lockedPages).toEqual([{ label: '1', offset: 0 }])
    expect(s.elements[1].lockedPages).toEqual([{ label: '1A', offset: 4 }])
  })
})

describe('Final Draft production data: bad input is repaired and reported, the text kept', () => {
  it('a RevisionID that names no set keeps its mark under a set of its own', () => {
    const s = parseFdx(doc('<Paragraph Type="Action"><Text RevisionID="7">Marked.</Text></Paragraph>', REVISIONS))
    expect(s.elements[0]).toEqual({ type: 'action', text: 'Marked.', revision: 7 })
    expect(s.production?.revisionSets.find((x) => x.id === 7)?.name).toBe('Revision 7')
    expect(s.notices).toEqual([expect.stringContaining('revision set 7')])
  })

  it('duplicate scene numbers are kept as they are and reported; nothing is renumbered', () => {
    const s = parseFdx(doc('<Paragraph Number="5" Type="Scene Heading"><Text>A</Text></Paragraph><Paragraph Number="5" Type="Scene Heading"><Text>B</Text></Paragraph>'))
    expect(s.elements.map((e) => e.sceneNumber)).toEqual(['5', '5'])
    expect(s.notices).toEqual([expect.stringContaining('Scene number 5 is on 2 scenes')])
  })

  it('locked pages that no longer match are dropped, and said so', () => {
    const s = parseFdx(doc('<Paragraph Type="Action"><Text>One.</Text></Paragraph>', '<LockedPages><LockedPage Element="0" Label="1" Offset="0"/><LockedPage Element="9" Label="2" Offset="0"/><LockedPage Element="0" Label="3" Offset="99"/></LockedPages>'))
    expect(s.elements[0]).toEqual({ type: 'action', text: 'One.', lockedPages: [{ label: '1', offset: 0 }] })
    expect(s.notices).toEqual(['2 of the file\'s 3 locked pages no longer match the script and were dropped; the other 1 stay locked.'])
  })
})

describe('Final Draft production data: writing', () => {
  it('writes the Revisions block, RevisionID on runs, LockedPages and scene numbers', () => {
    const script: Script = {
      titlePage: emptyTitlePage(),
      elements: [
        { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '12A', lockedPages: [{ label: '1', offset: 0 }] },
        { type: 'action', text: 'Blue words.', revision: 2 },
        { type: 'scene-heading', text: 'OMITTED', sceneNumber: '13', omitted: true },
      ],
      production: { revisionSets: [{ id: 2, name: 'Blue', color: '#C6EDFE', mark: '*' }], activeRevision: 2, scenesLocked: true },
    }
    const xml = writeFdx(script)
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<Paragraph Number="12A" Type="Scene Heading">')
    expect(xml).toContain('<Text RevisionID="2">Blue words.</Text>')
    expect(xml).toContain('<Revision Color="#C6C6EDEDFEFE" FullRevision="No" ID="2" Mark="*" Name="Blue" PageColor="#C6C6EDEDFEFE" Style=""/>')
    expect(xml).toContain('<Revisions ActiveSet="2"')
    expect(xml).toContain('<LockedPage Element="0" Label="1" Offset="0"/>')
    expect(xml).toMatch(/<SceneNumberOptions LeftLocation="0.75" Locked="Yes" NumberScheme="1A"/)
    expect(parseFdx(xml)).toEqual(script)
  })
})

/** Each character of the Content's text with the RevisionID of its run, paragraph by paragraph. */
function revisionsOf(xml: string): string[] {
  const content = xml.slice(xml.indexOf('<Content>'), xml.indexOf('</Content>'))
  return content.split('</Paragraph>').map((para) => {
    let out = ''
    for (const m of para.matchAll(/<Text( RevisionID="(\d+)")?[^>]*>([^<]*)<\/Text>/g)) for (const _ of m[3]) out += m[2] ?? '0'
    return out
  }).filter(Boolean)
}
const numbersOf = (xml: string) => [...xml.matchAll(/<Paragraph Number="([^"]+)"/g)].map((m) => m[1])
const lockedOf = (xml: string) => [...xml.matchAll(/<LockedPage ([^>]*)\/>/g)].map((m) => m[1])

describe('Final Draft production data: FDX → model → FDX keeps every RevisionID, scene number and locked page', () => {
  const word = fc.constantFrom('He', 'runs', 'the', 'night', 'door', 'Blue', 'x')
  const run = fc.record({ text: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ') + ' '), id: fc.constantFrom(0, 0, 1, 2, 3), bold: fc.boolean() })
  const para = fc.record({
    heading: fc.boolean(),
    number: fc.option(fc.stringMatching(/^[A-B]?[1-9][0-9]?[A-C]?$/), { nil: undefined }),
    runs: fc.array(run, { minLength: 1, maxLength: 4 }),
    lock: fc.option(fc.nat(6), { nil: undefined }),
  })
  it('holds for generated files', () => {
    fc.assert(
      fc.property(fc.array(para, { minLength: 1, maxLength: 12 }), (paras) => {
        const body = paras
          .map((p) => {
            const runs = p.runs.map((r) => `<Text${r.id ? ` RevisionID="${r.id}"` : ''}${r.bold ? ' Style="Bold"' : ''}>${r.text}</Text>`).join('')
            return `<Paragraph${p.heading && p.number ? ` Number="${p.number}"` : ''} Type="${p.heading ? 'Scene Heading' : 'Action'}">${runs}</Paragraph>`
          })
          .join('')
        const locks = paras
          .map((p, i) => (p.lock === undefined ? '' : `<LockedPage Element="${i}" Label="${i + 1}" Offset="${Math.min(p.lock, p.runs[0].text.length)}"/>`))
          .join('')
        const original = doc(body, `${locks ? `<LockedPages>${locks}</LockedPages>` : ''}${REVISIONS}`)
        const written = writeFdx(parseFdx(original))
        expect(XMLValidator.validate(written)).toBe(true)
        expect(revisionsOf(written)).toEqual(revisionsOf(original))
        expect(numbersOf(written)).toEqual(numbersOf(original))
        expect(lockedOf(written)).toEqual(lockedOf(original))
        // And once more: what was written reads back to the same script.
        expect(parseFdx(written)).toEqual(parseFdx(original))
      }),
      { numRuns: 200 },
    )
  })
})
