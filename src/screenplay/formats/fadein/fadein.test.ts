import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from '../limits'
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { unzipSync, strToU8, strFromU8 } from 'fflate'
import { XMLValidator } from 'fast-xml-parser'
import { parseFadeIn, parseOsf, writeFadeIn, FADEIN_ERRORS } from '.'
import { formatForFileName } from '../registry'
import './register'
import type { Script } from '../../model'
import { emptyTitlePage } from '../../model'
import { declareUncompressedSize, entityBomb, expectEveryTruncationRefused, expectRandomBytesRefused, expectRefusals, expectRoundTrips, fiveMegabytesOf, fountainBodyLines, markEncrypted, nested, thrownMessage, withinHangGuard, zipOf } from '../testing'
import { listZip, readZipEntry } from './zip'
import { hasFixtures, NO_FIXTURES_REASON, readFixture, readFixtureText } from '../../../../tests/fixtures'

const osf = (paras: string, titlepage = '') =>
  `<?xml version="1.0" encoding="utf-8"?><document type="Open Screenplay Format document" version="30"><paragraphs>${paras}</paragraphs>${titlepage}</document>`
const para = (style: string, text: string, styleAttrs = '', paraAttrs = '') =>
  `<para${paraAttrs}><style basestylename="${style}"${styleAttrs}/><text>${text}</text></para>`

describe('parseFadeIn: mapping', () => {
  it('maps built-in styles, custom styles through their base, centred action, notes, synopses and page breaks', () => {
    const styles =
      '<styles><style name="Normal Text" builtin="1"/><style name="My Cue" basestylename="Character"/><style name="Loud Cue" basestylename="My Cue"/></styles>'
    const doc = osf(
      [
        para('Scene Heading', 'Int. house - day', '', ' number="4A" synopsis="They meet." note="Check the set."'),
        para('Action', 'She waits.'),
        para('Loud Cue', 'mara'),
        para('Parenthetical', 'quietly'),
        para('Dialogue', 'Hello?'),
        para('Transition', 'Cut to:'),
        para('Shot', 'Close on Mara'),
        para('Action', 'THE END.', ' align="center"'),
        para('Scene Heading', 'EXT. YARD - NIGHT', ' pagebreakbefore="1"'),
        para('Normal Text', ''),
      ].join(''),
    ).replace('<paragraphs>', styles + '<paragraphs>')
    const s = parseFadeIn(zipOf({ 'document.xml': doc }))
    expect(s.elements).toEqual([
      // The heading's synopsis and note attributes, as elements after it.
      { type: 'scene-heading', text: 'Int. house - day', sceneNumber: '4A' }, { type: 'synopsis', text: 'They meet.' }, { type: 'note', text: 'Check the set.' },
      { type: 'action', text: 'She waits.' },
      { type: 'character', text: 'mara' }, { type: 'parenthetical', text: '(quietly)' }, { type: 'dialogue', text: 'Hello?' },
      { type: 'transition', text: 'Cut to:' },
      { type: 'shot', text: 'Close on Mara' },
      { type: 'centered', text: 'THE END.' },
      { type: 'page-break', text: '' },
      { type: 'scene-heading', text: 'EXT. YARD - NIGHT' },
    ])
  })

  it('reads text runs with bold, italic, underline and strikethrough, and literal newlines', () => {
    const doc = osf('<para><style basestylename="Action"/><text>a </text><text bold="1" italic="1">b</text><text underline="1">c\nd</text><text strikethrough="1">e</text></para>')
    expect(parseOsf(doc).elements[0]).toEqual({
      type: 'action',
      text: 'a bc\nde',
      styles: [{ start: 2, end: 3, style: 'bold' }, { start: 2, end: 3, style: 'italic' }, { start: 3, end: 6, style: 'underline' }, { start: 6, end: 7, style: 'strike' }],
    })
  })

  it('reads OSF v40 dual dialogue (dualdialogue="1" on the left cue)', () => {
    const doc = osf(
      para('Character', 'STEEL', ' dualdialogue="1"') + para('Dialogue', 'Now.') + para('Character', 'BRICK') + para('Dialogue', 'Later.') + para('Character', 'STEEL') + para('Dialogue', 'Alone.'),
    )
    expect(parseOsf(doc).elements.map((e) => [e.text, e.dual])).toEqual([
      ['STEEL', 'left'],
      ['Now.', 'left'],
      ['BRICK', 'right'],
      ['Later.', 'right'],
      ['STEEL', undefined],
      ['Alone.', undefined],
    ])
  })

  it('reads the title page from its layout and Fade In bookmarks', () => {
    const t = (text: string, align = '', mark = '') => para('Normal Text', text, align ? ` align="${align}"` : '', mark ? ` bookmark="${mark}"` : '')
    const tp = `<titlepage>${t('')}${t('My Film', 'center', 'Title')}${t('', 'center')}${t('Written by', 'center')}${t('', 'center')}${t('Ann Lee', 'center', 'Author')}${t('')}${t('Copyright (c) 2025', '', 'Copyright')}${t('')}${t('2025-01-01', '', 'Draft')}${t('')}${t('Agent\n555', '', 'Contact')}</titlepage>`
    expect(parseOsf(osf(para('Action', 'x'), tp)).titlePage).toEqual({ title: 'My Film', credit: 'Written by', author: 'Ann Lee', source: '', draft: '2025-01-01', contact: 'Agent\n555', extra: [{ key: 'Copyright', value: 'Copyright (c) 2025' }] })
  })

  it('keeps a bookmark that shares a name with an object property as the writer\'s own label', () => {
    const t = (text: string, mark: string) => para('Normal Text', text, '', ` bookmark="${mark}"`)
    const tp = parseOsf(osf(para('Action', 'x'), `<titlepage>${t('My Film', 'Title')}${t('Hi there', 'Constructor')}${t('Also', 'toString')}</titlepage>`)).titlePage
    expect(tp.title).toBe('My Film')
    expect(tp.extra).toEqual([{ key: 'Constructor', value: 'Hi there' }, { key: 'toString', value: 'Also' }])
    expect(Object.keys(tp).sort()).toEqual(['author', 'contact', 'credit', 'draft', 'extra', 'source', 'title'])
  })
})

describe('writeFadeIn', () => {
  const sample: Script = {
    titlePage: { title: 'A & B', credit: 'Written by', author: 'Zoë', source: '', draft: 'First Draft', contact: 'me@example.com' },
    elements: [
      { type: 'section', text: 'ACT ONE', depth: 1 },
      // A synopsis goes into the paragraph before it (its synopsis attribute).
      { type: 'scene-heading', text: 'INT. <LAB> - DAY', sceneNumber: '2' }, { type: 'synopsis', text: 'Tests "run".' },
      { type: 'action', text: 'Beakers & flasks.', styles: [{ start: 0, end: 7, style: 'italic' }] },
      { type: 'character', text: 'ANN', dual: 'left' }, { type: 'parenthetical', text: '(calm)', dual: 'left' }, { type: 'dialogue', text: 'Go.', dual: 'left' },
      { type: 'character', text: 'BO', dual: 'right' }, { type: 'dialogue', text: 'No.', dual: 'right' },
      { type: 'page-break', text: '' },
      { type: 'lyrics', text: 'La la' },
      { type: 'note', text: 'last' },
    ],
  }

  it('writes a zip with one well-formed document.xml in Fade In form', () => {
    const files = unzipSync(writeFadeIn(sample))
    expect(Object.keys(files)).toEqual(['document.xml'])
    const xml = strFromU8(files['document.xml'])
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<document type="Open Screenplay Format document" version="40">')
    expect(xml).toContain('<style name="Scene Heading" builtin="1" builtin_index="1"')
    expect(xml).toMatch(/<para number="2"[^>]*>\s*<style basestylename="Scene Heading"\/>\s*<text>INT\. &lt;LAB&gt; - DAY<\/text>/)
    expect(xml).toMatch(/<style basestylename="Parenthetical"\/>\s*<text>calm<\/text>/)
    expect(xml).toMatch(/<style basestylename="Character" dualdialogue="1"\/>/)
    expect(xml).toContain('<text italic="1">Beakers</text><text> &amp; flasks.</text>')
    expect(xml).toContain('bookmark="Title"')
  })

  it('reads back what it wrote, and the same script gives the same bytes', () => {
    expect(parseFadeIn(writeFadeIn(sample))).toEqual(sample)
    expect(writeFadeIn(sample)).toEqual(writeFadeIn(sample))
  })

  it('round-trips generated scripts', () => {
    const features = { styles: true, plainNotes: true, dual: true, sceneNumbers: true, multiline: true, titlePage: true, extras: true }
    // OSF marks only where a dual pair starts; a speech continuing without a cue right after
    // the right column cannot be told apart from it (Fade In itself never writes that).
    const DLG = ['dialogue', 'parenthetical', 'lyrics']
    expectRoundTrips(
      features,
      (s) => {
        fc.pre(!s.elements.some((e, i) => i > 0 && !e.dual && DLG.includes(e.type) && s.elements[i - 1].dual))
        expect(parseFadeIn(writeFadeIn(s))).toEqual(s)
      },
      200,
    )
  })

  it('is registered for .fadein', async () => {
    const f = formatForFileName('My Script.fadein')
    expect(f?.id).toBe('fadein')
    // The registry wraps each reader with the import size limit; the wrapped reader is this one.
    expect(() => f?.read?.(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(TOO_LARGE_MESSAGE)
    const s: Script = { titlePage: { title: 'T', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'Bob.' }] }
    const bytes = (await f!.write!(s)) as Uint8Array
    expect(await f!.read!(bytes)).toEqual(parseFadeIn(writeFadeIn(s)))
  })
})

describe('parseFadeIn: bad input', () => {
  const withDocument = (doc: string | Uint8Array) => parseFadeIn(zipOf({ 'document.xml': doc }))

  it('says why a file is refused: document.xml missing, empty or broken', () => {
    expectRefusals(parseFadeIn, [[zipOf({ 'other.xml': '<a/>' }), 'document.xml not found in Fade In file']])
    expectRefusals(withDocument, [
      ['', 'Document file appears to be empty'],
      ['  \n ', 'Document file appears to be empty'],
      ['<document><paragraphs><para></document>', /^XML parsing failed: .+ \(line 1\)$/],
      ['not xml at all', /^XML parsing failed: /],
      ['<FinalDraft/>', 'Failed to parse Fade In file: not an Open Screenplay Format document'],
    ])
    expect(FADEIN_ERRORS.generic).toBe('Failed to parse Fade In file')
  })

  it('rejects random bytes, a non-zip and every truncation of a real file', () => {
    expectRandomBytesRefused(parseFadeIn, /^(Failed to parse Fade In file|document\.xml not found in Fade In file)/, { maxLength: 3000 })
    expectRefusals(parseFadeIn, [[strToU8('<document><paragraphs/></document>'), 'Failed to parse Fade In file: the file is not a zip archive']])
    const good = writeFadeIn({ titlePage: emptyTitlePage(), elements: [{ type: 'action', text: 'x'.repeat(500) + ' y z' }] })
    expectEveryTruncationRefused(good, 5, parseFadeIn, /^Failed to parse Fade In file: /)
  })

  it('refuses an entry declaring more than the limit without inflating it (zip bomb)', () => {
    const bytes = zipOf({ 'document.xml': osf(para('Action', 'small')) })
    const e = listZip(bytes)[0]
    declareUncompressedSize(bytes, 'document.xml', 300 * 1024 * 1024)
    expectRefusals(parseFadeIn, [[bytes, 'Failed to parse Fade In file: document.xml expands to 300 MB when unzipped, past the 20 MB a script may unzip to; it was not read']])
    expect(e.size).toBeLessThan(1000)
  })

  it('stops inflating when an entry produces more than it declares', () => {
    const bytes = zipOf({ 'document.xml': new Uint8Array(2 * 1024 * 1024) })
    const entry = { ...listZip(bytes)[0], size: 1000 }
    expect(thrownMessage(() => readZipEntry(bytes, entry))).toBe('document.xml inflates to more than it declares; refused')
  })

  it('refuses an encrypted entry', () => {
    const bytes = zipOf({ 'document.xml': '<document/>' })
    markEncrypted(bytes, 'document.xml')
    expectRefusals(parseFadeIn, [[bytes, 'Failed to parse Fade In file: document.xml is encrypted']])
  })

  it('does not expand billion-laughs or external entities in document.xml', () => {
    const doc = `<?xml version="1.0"?><!DOCTYPE document [${entityBomb('a', 'aaaaaaaaaa')}<!ENTITY x SYSTEM "file:///etc/passwd">]>` + osf(para('Action', '&a9; &x;')).replace(/^<\?xml[^>]*>/, '')
    expect(withinHangGuard(() => withDocument(doc)).elements[0].text).toBe('&a9; &x;')
  })

  it('reads a 5 MB document and refuses absurd nesting', () => {
    const { text, count } = fiveMegabytesOf(para('Action', 'The quick brown fox jumps over the lazy dog, again and again.'))
    expect(withinHangGuard(() => withDocument(osf(text))).elements.length).toBe(count)
    expectRefusals(withDocument, [[osf(nested('<para>', 3000)), /^XML parsing failed: its elements are nested more than 200 levels deep, which no script is \(line \d+\)$/]])
  })
})

describe.skipIf(!hasFixtures)(`Fade In fixtures (${hasFixtures ? 'shared fixtures' : NO_FIXTURES_REASON})`, () => {
  it('every rsdoiel .fadein matches its Fountain twin and round-trips', () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => `sample-0${n}.fadein`)
    for (const f of files) {
      const s = parseFadeIn(readFixture('fadein/rsdoiel-osf', f))
      const fountain = readFixtureText('fadein/rsdoiel-osf', f.replace('.fadein', '.fountain'))
      expect(s.elements.filter((e) => e.text).map((e) => e.text)).toEqual(fountainBodyLines(fountain))
      expect(parseFadeIn(writeFadeIn(s))).toEqual(s)
    }
  })

  it('sample-06 has its element sequence, page break and title page', () => {
    const s = parseFadeIn(readFixture('fadein/rsdoiel-osf/sample-06.fadein'))
    expect(s.elements.map((e) => e.type)).toEqual([
      'scene-heading', 'action', 'character', 'parenthetical', 'dialogue', 'transition',
      'scene-heading', 'action', 'character', 'dialogue', 'character', 'parenthetical', 'dialogue', 'character', 'dialogue',
      'page-break', 'scene-heading', 'action', 'character', 'parenthetical', 'dialogue', 'transition', 'centered',
    ])
    expect(s.titlePage).toMatchObject({ title: 'SAMPLE 06', credit: 'Written by', author: 'Jane Doe', draft: '2018-01-01' })
    expect(s.titlePage.contact).toBe('ACME Examples Production\n1234 5th Avenue\nAnytown, Planet Earth, 012345-1234')
  })

  it('bare .osf (version 12) files parse with their element sequence', () => {
    const s = parseOsf(readFixtureText('fadein/rsdoiel-osf/sample-01.osf'))
    expect(s.elements.map((e) => [e.type, e.text])).toEqual([
      ['transition', 'Fade in:'],
      ['scene-heading', 'Ext. Library - day'],
      ['note', 'sample one, basic scene'],
      ['action', 'A PROGRAMMER typing at an old laptop'],
      ['character', 'Programmer'],
      ['parenthetical', '(excited)'],
      ['dialogue', 'Eureka!'],
      ['transition', 'Fade to black.'],
    ])
  })
})

describe.skipIf(!hasFixtures)(`Fade In against the Fountain parser (${hasFixtures ? 'shared fixtures' : NO_FIXTURES_REASON})`, () => {
  it('Fountain → Fade In → Fountain is lossless on Brick & Steel', async () => {
    const { parseFountain } = await import('../fountain')
    const script = parseFountain(readFixtureText('fountain/samples/brick-and-steel.fountain'))
    // Fade In draws parentheses itself; a parenthetical stored without them gains them on import.
    const withParens = { ...script, elements: script.elements.map((e) => (e.type === 'parenthetical' && !e.text.startsWith('(') ? { ...e, text: `(${e.text})`, ...(e.styles ? { styles: e.styles.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 })) } : {}) } : e)) }
    expect(parseFadeIn(writeFadeIn(script))).toEqual(withParens)
  })
})
