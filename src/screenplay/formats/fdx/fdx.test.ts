import { describe, it, expect } from 'vitest'
import { XMLValidator } from 'fast-xml-parser'
import { parseFdx, parseFdxBytes, writeFdx } from '.'
import { formatForFileName } from '../registry'
import './register'
import type { Script, ScriptElement } from '../../model'
import { paginate } from '../../layout'
import { emptyTitlePage } from '../../model'
import { entityBomb, expectEveryTruncationRefused, expectRandomBytesRefused, expectRefusals, expectRoundTrips, fiveMegabytesOf, fountainBodyLines, nested, withinHangGuard } from '../testing'
import { hasFixtures, NO_FIXTURES_REASON, readFixture, readFixtureText } from '../../../../tests/fixtures'

const fdx = (body: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="4"><Content>${body}</Content>${extra}</FinalDraft>`
const p = (type: string, text: string, attrs = '') => `<Paragraph Type="${type}"${attrs ? ' ' + attrs : ''}><Text>${text}</Text></Paragraph>`
const kinds = (s: Script) => s.elements.map((e) => e.type)
const texts = (s: Script) => s.elements.map((e) => e.text)

describe('parseFdx: paragraph types', () => {
  it('maps every Final Draft type to an element kind; act markers and other types print, keeping their type', () => {
    const s = parseFdx(
      fdx(
        [
          p('Scene Heading', 'int. house - day', 'Number="12A"'),
          p('Action', 'She waits.'),
          p('Character', 'MARA'),
          p('Parenthetical', '(quietly)'),
          p('Dialogue', 'Hello?'),
          p('Transition', 'CUT TO:'),
          p('Shot', 'CLOSE ON MARA'),
          p('General', 'Plain words.'),
          p('Cast List', 'MARA, a radio operator'),
          p('New Act', 'ACT ONE'),
          p('End of Act', 'END OF ACT ONE'),
          p('End Of Act', 'END OF ACT TWO'),
          p('Cold Opening', 'COLD OPEN'),
          p('Lyric', 'La la la'),
          p('Singing', 'Do re mi'),
          p('Action', 'THE END', 'Alignment="Center"'),
          p('Outline 2', 'Sequence B'),
          p('Mystery Type', 'Kept, not dropped.'),
          '<Paragraph><Text>No type at all.</Text></Paragraph>',
        ].join(''),
      ),
    )
    expect(kinds(s)).toEqual([
      'scene-heading', 'action', 'character', 'parenthetical', 'dialogue', 'transition', 'shot', 'action', 'action',
      'centered', 'centered', 'centered', 'centered', 'lyrics', 'lyrics', 'centered', 'section', 'action', 'action',
    ])
    expect(s.elements[0]).toEqual({ type: 'scene-heading', text: 'int. house - day', sceneNumber: '12A' })
    // Final Draft prints act markers (centred by their default style); the type is kept for the way back.
    expect(s.elements.slice(7, 13).map((e) => e.styleName)).toEqual(['General', 'Cast List', 'New Act', 'End of Act', 'End of Act', 'Cold Opening'])
    expect(s.elements[17].styleName).toBe('Mystery Type')
    // Outline elements are Final Draft's unprinted structure: sections of the same depth.
    expect(s.elements.filter((e) => e.type === 'section').map((e) => e.depth)).toEqual([2])
    expect(texts(s)[17]).toBe('Kept, not dropped.')
  })

  it('reads styled runs as style spans (Strikeout and Strikethrough both), AllCaps runs as upper case', () => {
    const s = parseFdx(
      fdx(
        '<Paragraph Type="Action"><Text>Plain </Text><Text Style="Bold+Italic">loud</Text><Text Style="Underline"> under</Text>' +
          '<Text Style="Strikeout"> gone</Text><Text Style="Strikethrough">!</Text><Text Style="AllCaps+Bold"> shout</Text></Paragraph>',
      ),
    )
    expect(s.elements[0].text).toBe('Plain loud under gone! SHOUT')
    expect(s.elements[0].styles).toEqual([
      { start: 6, end: 10, style: 'bold' },
      { start: 6, end: 10, style: 'italic' },
      { start: 10, end: 16, style: 'underline' },
      { start: 16, end: 22, style: 'strike' },
      { start: 22, end: 28, style: 'bold' },
    ])
  })

  it('reads FD dual dialogue (General wrapper) and the untyped wrapper other apps write', () => {
    const inner =
      '<DualDialogue>' + p('Character', 'STEEL') + p('Dialogue', 'Now.') + p('Character', 'BRICK') + p('Parenthetical', '(calm)') + p('Dialogue', 'Later.') + '</DualDialogue><Text></Text>'
    for (const wrapper of [`<Paragraph Type="General" SpaceBefore="12">${inner}</Paragraph>`, `<Paragraph>${inner}</Paragraph>`]) {
      const s = parseFdx(fdx(p('Action', 'They stare.') + wrapper + p('Transition', 'CUT TO:')))
      expect(s.elements.map((e) => [e.type, e.text, e.dual])).toEqual([
        ['action', 'They stare.', undefined],
        ['character', 'STEEL', 'left'],
        ['dialogue', 'Now.', 'left'],
        ['character', 'BRICK', 'right'],
        ['parenthetical', '(calm)', 'right'],
        ['dialogue', 'Later.', 'right'],
        ['transition', 'CUT TO:', undefined],
      ])
    }
  })

  it('turns ScriptNotes into notes and the scene Summary into a synopsis after the paragraph', () => {
    const s = parseFdx(
      fdx(
        '<Paragraph Type="Scene Heading"><SceneProperties Length="1/8" Page="1" Title=""><Summary><Paragraph><Text>Mara finds the signal.</Text></Paragraph></Summary></SceneProperties>' +
          '<ScriptNote ID="1"><Paragraph><Text>Check the radio model.</Text></Paragraph><Paragraph><Text>Second line.</Text></Paragraph></ScriptNote><Text>INT. SHACK - NIGHT</Text></Paragraph>' +
          '<Paragraph Type="Action"><ScriptNotes><ScriptNote Range="0,3"><Paragraph><Text>Beat-style note</Text></Paragraph></ScriptNote></ScriptNotes><Text>Static.</Text></Paragraph>',
      ),
    )
    expect(s.elements.map((e) => [e.type, e.text])).toEqual([
      ['scene-heading', 'INT. SHACK - NIGHT'],
      ['synopsis', 'Mara finds the signal.'],
      ['note', 'Check the radio model.\nSecond line.'],
      ['action', 'Static.'],
      ['note', 'Beat-style note'],
    ])
  })

  it('keeps in-paragraph line breaks (newline and U+2028) and drops empty General filler', () => {
    const s = parseFdx(fdx(p('Action', 'One\u2028two') + '<Paragraph Type="Action"><Text>three\n</Text><Text>four</Text></Paragraph>' + p('General', '') + p('Action', '')))
    expect(s.elements).toEqual([
      { type: 'action', text: 'One\ntwo' },
      { type: 'action', text: 'three\nfour' },
      { type: 'action', text: '' },
    ])
  })

  it('reads StartsNewPage="Yes" as a page break, except where the element type always starts a page', () => {
    const settings = '<ElementSettings Type="New Act"><ParagraphSpec StartsNewPage="Yes"/></ElementSettings>'
    const s = parseFdx(fdx(p('Action', 'A') + p('Scene Heading', 'INT. B', 'StartsNewPage="Yes"') + p('New Act', 'ACT TWO', 'StartsNewPage="Yes"'), settings))
    expect(kinds(s)).toEqual(['action', 'page-break', 'scene-heading', 'centered'])
    expect(s.elements[3].styleName).toBe('New Act')
  })

  it('decodes entities and numeric references but keeps unknown entity names literal', () => {
    const s = parseFdx(fdx(p('Action', 'Tom &amp; Jerry &lt;3 &#x2019;s &#233; &quot;q&quot; &nbsp;')))
    expect(s.elements[0].text).toBe('Tom & Jerry <3 ’s é "q" &nbsp;')
  })

  it('maps a Final Draft title page to the title page fields', () => {
    const c = (t: string, align = 'Center') => `<Paragraph Alignment="${align}"><Text>${t}</Text></Paragraph>`
    const e = '<Paragraph Alignment="Left"><Text></Text></Paragraph>'
    const paras = [e, e, c('THE SIGNAL'), e, c('Written by'), e, c('Ann Lee'), e, c('Based on the story by Bo'), e, e, c('Copyright (c) 2025', 'Left'), e, c('Blue Draft', 'Right'), e, c('Agent &amp; Co.\n555-0100', 'Left')]
    const tp = `<TitlePage><Content>${paras.join('')}</Content></TitlePage>`
    const s = parseFdx(fdx(p('Action', 'x'), tp))
    expect(s.titlePage).toEqual({ title: 'THE SIGNAL', credit: 'Written by', author: 'Ann Lee', source: 'Based on the story by Bo', draft: 'Blue Draft', contact: 'Agent & Co.\n555-0100', extra: [{ key: 'Copyright', value: 'Copyright (c) 2025' }] })
  })

  it('gives an empty title page when the file has none', () => {
    expect(parseFdx(fdx(p('Action', 'x'))).titlePage).toEqual(emptyTitlePage())
  })
})

describe('writeFdx', () => {
  const sample: Script = {
    titlePage: { title: 'The <Signal> & Co', credit: 'Written by', author: 'Ann "A" Lee', source: '', draft: 'First Draft', contact: 'ann@example.com\n555-0100' },
    elements: [
      { type: 'section', text: 'Opening', depth: 1 },
      { type: 'centered', text: 'ACT ONE', styleName: 'New Act' },
      // A synopsis and a note go into the paragraph before them (its Summary and a ScriptNote).
      { type: 'scene-heading', text: 'INT. RADIO SHACK - NIGHT', sceneNumber: '1' }, { type: 'synopsis', text: 'Mara finds the signal.' }, { type: 'note', text: 'Is this the right radio?' },
      { type: 'action', text: 'Static. Then a voice & a <click>.', styles: [{ start: 0, end: 7, style: 'bold' }, { start: 15, end: 20, style: 'strike' }] },
      { type: 'character', text: 'MARA', dual: 'left' }, { type: 'dialogue', text: 'Hello?', dual: 'left' },
      { type: 'character', text: 'VOICE', dual: 'right' }, { type: 'dialogue', text: 'Hello.', dual: 'right' },
      { type: 'page-break', text: '' },
      { type: 'lyrics', text: 'La la' },
      { type: 'centered', text: 'THE END' },
      { type: 'centered', text: 'END OF ACT ONE', styleName: 'End of Act' },
    ],
  }
  const xml = writeFdx(sample)

  it('writes well-formed XML with the root attributes and sections Final Draft expects', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="4">')).toBe(true)
    for (const t of ['General', 'Scene Heading', 'Action', 'Character', 'Parenthetical', 'Dialogue', 'Transition', 'Shot', 'Cast List', 'New Act', 'End of Act', 'Lyric']) {
      expect(xml).toContain(`<ElementSettings Type="${t}">`)
    }
    expect(xml).toContain('<PageSize Height="11.00" Width="8.50"/>')
    expect(xml).toMatch(/<PageLayout [^>]*TopMargin="72"/)
    expect(xml).toContain('<ElementSettings Type="Action">\n    <FontSpec AdornmentStyle="0" Background="#FFFFFFFFFFFF" Color="#000000000000" Font="Courier Final Draft" RevisionID="0" Size="12" Style=""/>\n    <ParagraphSpec Alignment="Left" FirstIndent="0.00" Leading="Regular" LeftIndent="1.50" RightIndent="7.50" SpaceBefore="12"')
  })

  it('escapes XML characters in text and attributes', () => {
    expect(xml).toContain('<Text> &amp; a &lt;click&gt;.</Text>')
    expect(xml).toContain('The &lt;Signal&gt; &amp; Co')
    expect(xml).toContain('Ann &quot;A&quot; Lee')
    expect(xml).not.toMatch(/<Text>[^<]*&(?!amp;|lt;|gt;|quot;)[^<]*<\/Text>/)
  })

  it('writes act breaks, dual dialogue, scene numbers, summaries, notes and page breaks in Final Draft form', () => {
    expect(xml).toMatch(/<Paragraph Type="Outline 1">\s*<Text>Opening<\/Text>/)
    expect(xml).toMatch(/<Paragraph Alignment="Center" Type="New Act">\s*<Text>ACT ONE<\/Text>/)
    expect(xml).toMatch(/<Paragraph Alignment="Center" Type="End of Act">\s*<Text>END OF ACT ONE<\/Text>/)
    expect(xml).toMatch(/<Paragraph Number="1" Type="Scene Heading">\s*<SceneProperties[^>]*>\s*<Summary>\s*<Paragraph><Text>Mara finds the signal\.<\/Text><\/Paragraph>\s*<\/Summary>\s*<\/SceneProperties>\s*<ScriptNote ID="1">/)
    expect(xml).toMatch(/<Paragraph [^>]*Type="General">\s*<DualDialogue>\s*<Paragraph Type="Character">\s*<Text>MARA<\/Text>/)
    expect(xml).toMatch(/<Paragraph StartsNewPage="Yes" Type="Lyric">/)
    expect(xml).toMatch(/<Paragraph Alignment="Center" Type="Action">\s*<Text>THE END<\/Text>/)
    expect(xml).toContain('<Text Style="Bold">Static.</Text>')
    expect(xml).toContain('<Text Style="Bold">Static.</Text><Text> Then a </Text><Text Style="Strikeout">voice</Text>')
  })

  it('reads back what it wrote', () => {
    expect(parseFdx(xml)).toEqual(sample)
  })

  it('drops characters XML 1.0 cannot hold instead of writing a broken file', () => {
    const out = writeFdx({ titlePage: emptyTitlePage(), elements: [{ type: 'action', text: 'bell\u0007 and \u0000nul' }] })
    expect(XMLValidator.validate(out)).toBe(true)
    expect(parseFdx(out).elements[0].text).toBe('bell and nul')
  })

  it('round-trips generated scripts: parseFdx(writeFdx(s)) equals s', () => {
    const features = { styles: true, dual: true, sceneNumbers: true, multiline: true, titlePage: true, extras: true }
    expectRoundTrips(
      features,
      (s) => {
        const xml = writeFdx(s)
        expect(XMLValidator.validate(xml)).toBe(true)
        expect(parseFdx(xml)).toEqual(s)
      },
      300,
    )
  })

  it('is registered for .fdx with read and write on bytes', async () => {
    await import('.')
    const f = formatForFileName('Draft.FDX')
    expect(f?.id).toBe('fdx')
    const bytes = (await f!.write!(sample)) as Uint8Array
    expect(await f!.read!(bytes)).toEqual(sample)
  })
})

describe('parseFdx: bad input', () => {
  it('a paragraph type named like an object property reads and lays out as action, its own style kept', () => {
    for (const t of ['constructor', 'toString', '__proto__']) {
      const x = `<?xml version="1.0"?><FinalDraft DocumentType="Script" Version="5"><Content><Paragraph Type="${t}"><Text>Hello there friend</Text></Paragraph></Content>` +
        `<ElementSettings Type="${t}"><ParagraphSpec LeftIndent="2.00"/></ElementSettings></FinalDraft>`
      const s = parseFdx(x)
      expect(s.elements).toEqual([{ type: 'action', text: 'Hello there friend', styleName: t }])
      expect(paginate(s)[0].lines.map((l) => l.text)).toEqual(['Hello there friend'])
    }
  })

  const FAILED = /^Failed to parse FDX file/

  it('rejects invalid XML, HTML, other XML and empty files with "Failed to parse FDX file"', () => {
    expectRefusals(parseFdx, [
      ['<FinalDraft><Content><Paragraph></Content>', /^Failed to parse FDX file: not valid XML/],
      ['<!DOCTYPE html><html><body><p>hi</p></body></html>', 'Failed to parse FDX file: this is an HTML page, not a Final Draft document'],
      ['<html><head></head><body></body></html>', 'Failed to parse FDX file: this is an HTML page, not a Final Draft document'],
      ['<?xml version="1.0"?><document><para/></document>', 'Failed to parse FDX file: not a Final Draft document'],
      ['<FinalDraft DocumentType="Script"></FinalDraft>', 'Failed to parse FDX file: the document has no Content section'],
      ['', FAILED],
      ['just some words', FAILED],
    ])
  })

  it('does not expand billion-laughs entities', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE FinalDraft [${entityBomb('lol', 'lol')}]><FinalDraft><Content><Paragraph Type="Action"><Text>&lol9;</Text></Paragraph></Content></FinalDraft>`
    const s = withinHangGuard(() => parseFdx(xml))
    expect(s.elements[0].text).toBe('&lol9;')
  })

  it('does not resolve external entities', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE FinalDraft [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><FinalDraft><Content><Paragraph Type="Action"><Text>&xxe;</Text></Paragraph></Content></FinalDraft>`
    expect(parseFdx(xml).elements[0].text).toBe('&xxe;')
  })

  it('refuses deeply nested tags with a clear error instead of overflowing the stack', () => {
    expectRefusals(parseFdx, [[`<FinalDraft><Content>${nested('<Paragraph>', 5000)}</Content></FinalDraft>`, FAILED]])
  })

  it('reads a 5 MB file in reasonable time', () => {
    const { text: body, count } = fiveMegabytesOf(p('Action', 'The quick brown fox jumps over the lazy dog again and again &amp; again.'))
    const s = withinHangGuard(() => parseFdx(fdx(body)))
    expect(s.elements.length).toBe(count)
    expect(s.elements[count - 1].text).toBe('The quick brown fox jumps over the lazy dog again and again & again.')
  })

  it('rejects random bytes, zip archives and PDFs given as .fdx', () => {
    expectRandomBytesRefused(parseFdxBytes, FAILED, { minLength: 1, maxLength: 2000 })
    expectRefusals(parseFdxBytes, [
      [new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 'Failed to parse FDX file: this is a zip archive, not a Final Draft document'],
      [new TextEncoder().encode('%PDF-1.7\n...'), 'Failed to parse FDX file: this is a PDF, not a Final Draft document'],
    ])
  })

  it('survives truncation at any point with either a script or the FDX error', () => {
    const xml = writeFdx({ titlePage: emptyTitlePage(), elements: [{ type: 'action', text: 'One two' }, { type: 'character', text: 'A' }] })
    expectEveryTruncationRefused(xml, 7, parseFdx, FAILED)
  })
})

/** Fountain source lines → the element kinds we expect from the matching FDX. */
function expectFromFountain(elements: ScriptElement[], expected: [string, string][]) {
  expect(elements.map((e) => [e.type, e.text])).toEqual(expected)
}

describe.skipIf(!hasFixtures)(`FDX fixtures (${hasFixtures ? 'shared fixtures' : NO_FIXTURES_REASON})`, () => {
  it('afterwriting samples match their expected Fountain', () => {
    // header_note.fountain: heading, then [[note]]; note.fountain: action with an inline [[note]]
    // (our notes are their own elements, placed after the paragraph); synopsis.fountain: heading, = synopsis.
    expectFromFountain(parseFdx(readFixtureText('fdx/afterwriting/header_note.fdx')).elements, [
      ['scene-heading', 'INT. SCENE HEADING - DAY'],
      ['note', 'Note in scene heading.'],
    ])
    expectFromFountain(parseFdx(readFixtureText('fdx/afterwriting/note.fdx')).elements, [
      ['action', 'Action. Action.'],
      ['note', 'Note in action. Note. Note. Note.'],
    ])
    expectFromFountain(parseFdx(readFixtureText('fdx/afterwriting/synopsis.fdx')).elements, [
      ['scene-heading', 'INT. SCENE HEADING - DAY'],
      ['synopsis', 'Here is the synopsis.'],
    ])
  })

  it('jumpcut samples import with their element sequence', () => {
    const b = parseFdx(readFixtureText('fdx/jumpcut/brick-n-steel-basic.fdx'))
    expect(kinds(b)).toEqual(['scene-heading', 'action', 'character', 'dialogue', 'character', 'dialogue', 'character', 'parenthetical', 'dialogue', 'character', 'parenthetical', 'dialogue', 'character', 'dialogue', 'transition'])
    expect(b.elements[11].styles).toEqual([{ start: 0, end: 41, style: 'italic' }])
    expect(b.elements[13]).toEqual({ type: 'dialogue', text: "Then let's retire them.\nPermanently.", styles: [{ start: 24, end: 35, style: 'underline' }] })
    const d = parseFdx(readFixtureText('fdx/jumpcut/dual-dialogue-basic.fdx'))
    expect(d.elements.map((e) => [e.type, e.dual])).toEqual([['action', undefined], ['character', 'left'], ['dialogue', 'left'], ['character', 'right'], ['dialogue', 'right'], ['transition', undefined]])
    expect(kinds(parseFdx(readFixtureText('fdx/jumpcut/paragraph-layout-overrides.fdx')))).toEqual(['action', 'character', 'dialogue'])
    expect(texts(parseFdx(readFixtureText('fdx/jumpcut/settings-normalized.fdx')))).toEqual(['Sample action.'])
  })

  it('rsdoiel samples (written by Fade In) match their Fountain twins', () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => `sample-0${n}.fdx`)
    for (const f of files) {
      const s = parseFdx(readFixtureText('fdx/rsdoiel-osf', f))
      const fountain = readFixtureText('fdx/rsdoiel-osf', f.replace('.fdx', '.fountain'))
      // Every non-blank body line of the Fountain twin appears, in order, as element text.
      expect(texts(s).filter((t) => t)).toEqual(fountainBodyLines(fountain))
      if (fountain.startsWith('Title:')) {
        expect(s.titlePage.title).toBe(/Title: (.*)/.exec(fountain)![1])
        expect(s.titlePage.author).toBe(/Author: (.*)/.exec(fountain)![1])
        expect(s.titlePage.credit).toBe('Written by')
      }
      expect(parseFdx(writeFdx(s))).toEqual(s)
      // Fade In's own styles (action at 1.25–7.25 in) come along as the script's format.
      expect(s.format?.styles?.Action).toMatchObject({ leftIndent: 1.25, rightIndent: 7.25 })
    }
    const s6 = parseFdx(readFixtureText('fdx/rsdoiel-osf/sample-06.fdx'))
    expect(kinds(s6)).toContain('page-break')
    expect(s6.elements.at(-1)).toEqual({ type: 'centered', text: 'THE END.' })
    expect(parseFdx(readFixtureText('fdx/rsdoiel-osf/sample-03.fdx')).titlePage).toEqual({ title: 'SAMPLE 03', credit: 'Written by', author: 'Jane Doe', source: '', draft: '2018-01-01', contact: 'ACME Examples Productions\n1234 5th Avenue\nAnytown, Planet Earth, 12345-7890', extra: [{ key: 'Copyright', value: 'Copyright (c) 2018' }] })
  })

  it('reads fixture bytes through the registry', async () => {
    const f = formatForFileName('x.fdx')!
    const s = await f.read!(readFixture('fdx/jumpcut/brick-n-steel-basic.fdx'))
    expect(s.elements[0].text).toBe("EXT. BRICK'S PATIO - DAY")
  })
})

describe.skipIf(!hasFixtures)(`FDX against the Fountain parser (${hasFixtures ? 'shared fixtures' : NO_FIXTURES_REASON})`, () => {
  // The Fountain reader stores parentheticals without their parentheses; Final Draft (and we)
  // keep them in the text. Compare with that one difference taken out.
  const norm = (s: Script) => s.elements.map((e) => [e.type, e.type === 'parenthetical' ? e.text.replace(/^\((.*)\)$/s, '$1') : e.text])

  it('afterwriting .fdx samples import exactly as their .fountain twins parse', async () => {
    const { parseFountain } = await import('../fountain')
    for (const name of ['header_note', 'note', 'synopsis']) {
      expect(parseFdx(readFixtureText(`fdx/afterwriting/${name}.fdx`)).elements).toEqual(parseFountain(readFixtureText(`fdx/afterwriting/${name}.fountain`)).elements)
    }
  })

  it('rsdoiel .fdx samples have the element sequence of their .fountain twins', async () => {
    const { parseFountain } = await import('../fountain')
    // sample-06's twin writes its page break '===' straight under dialogue, where Fountain reads
    // it as dialogue text, so it is checked on its own (above) instead.
    for (let n = 1; n <= 5; n++) {
      const fromFountain = norm(parseFountain(readFixtureText(`fdx/rsdoiel-osf/sample-0${n}.fountain`)))
        // The twins write the centred "THE END." as forced action '!>THE END.<'.
        .map(([t, x]) => (t === 'action' && /^>.*<$/.test(x) ? ['centered', x.slice(1, -1)] : [t, x]))
      expect(norm(parseFdx(readFixtureText(`fdx/rsdoiel-osf/sample-0${n}.fdx`)))).toEqual(fromFountain)
    }
  })

  it('Fountain → FDX → Fountain is lossless on Brick & Steel (dual dialogue, styles, transitions)', async () => {
    const { parseFountain } = await import('../fountain')
    const script = parseFountain(readFixtureText('fountain/samples/brick-and-steel.fountain'))
    expect(script.elements.some((e) => e.dual)).toBe(true)
    expect(parseFdx(writeFdx(script))).toEqual(script)
  })
})
