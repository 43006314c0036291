import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from '../limits'
import { describe, it, expect } from 'vitest'
import { unzipSync, strToU8, strFromU8, zipSync } from 'fflate'
import { parseCeltx, writeCeltx, parseScriptHtml, CELTX_ERRORS } from '.'
import { tokenizeHtml } from './html'
import { formatForFileName } from '../registry'
import './register'
import type { Script } from '../../model'
import { declareUncompressedSize, entityBomb, expectEveryTruncationRefused, expectRandomBytesRefused, expectRefusals, expectRoundTrips, fiveMegabytesOf, nested, withinHangGuard, zipOf } from '../testing'
import { hasFixtures, NO_FIXTURES_REASON, readFixture } from '../../../../tests/fixtures'

const page = (body: string, head = '') => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">\n<html>\n<head>\n  <title>Screenplay</title>\n${head}</head>\n<body>\n${body}\n</body>\n</html>`

describe('parseCeltx: mapping', () => {
  it('maps Celtx classes, collapses source wrapping, keeps <br> breaks and drops empty paragraphs', () => {
    const html = page(
      [
        '<p scenestr="1" scenenumber="1" id="a" class="sceneheading">ext. stonehenge - night<br>\n</p>',
        '<p class="action">A blizzard\nrages.   Snow<br>\neverywhere.<br>\n</p>',
        '<p class="character">JASON</p>',
        '<p class="parenthetical">(shouting)</p>',
        '<p class="dialog">How long?<br>\n</p>',
        '<p class="transition">DISSOLVE TO:<br></p>',
        '<p class="shot">ANGLE ON</p>',
        '<p class="act">ACT ONE</p>',
        '<p>SUPER: "OCEAN"</p>',
        '<p class="">Plain</p>',
        '<p class="sound">Thunder</p>',
        '<p class="action" style="text-align: center;">THE END</p>',
        '<p class="action"><br>\n</p>',
      ].join('\n'),
    )
    const s = parseCeltx(zipOf({ 'script-abc.html': html }))
    expect(s.elements).toEqual([
      { type: 'scene-heading', text: 'ext. stonehenge - night' },
      { type: 'action', text: 'A blizzard rages. Snow\neverywhere.' },
      { type: 'character', text: 'JASON' }, { type: 'parenthetical', text: '(shouting)' }, { type: 'dialogue', text: 'How long?' },
      { type: 'transition', text: 'DISSOLVE TO:' },
      { type: 'shot', text: 'ANGLE ON' },
      { type: 'section', text: 'ACT ONE', depth: 1 },
      // No class, an empty class and an unknown class all read as action.
      { type: 'action', text: 'SUPER: "OCEAN"' }, { type: 'action', text: 'Plain' }, { type: 'action', text: 'Thunder' },
      { type: 'centered', text: 'THE END' },
    ])
  })

  it('reads inline styles from spans and b/i/u tags, entities, and STARC-style note spans', () => {
    const html = page(
      '<p class="action">A <span style="font-weight: bold;">big</span> <b><i>bang</i></b> <span style="text-decoration: underline line-through">x</span> &amp; &nbsp;&eacute;&#8217;<span text="Check this" style="color: rgb(255, 0, 0);">!</span></p>',
    )
    const s = parseCeltx(zipOf({ 'script-1.html': html }))
    expect(s.elements).toEqual([
      {
        type: 'action',
        text: 'A big bang x & \u00a0é’!',
        // One line per source: the bold span, <b><i>, the two-decoration span.
        styles: [
          { start: 2, end: 5, style: 'bold' },
          { start: 6, end: 10, style: 'bold' }, { start: 6, end: 10, style: 'italic' },
          { start: 11, end: 12, style: 'underline' }, { start: 11, end: 12, style: 'strike' },
        ],
      },
      { type: 'note', text: 'Check this' },
    ])
  })

  it('takes the title page from project.xml, then the HTML meta tags and project.rdf', () => {
    const head = '<meta content="Ann Lee" name="Author">\n<meta content="Story by Bo" name="DC.source">\n<meta content="(c) 2025" name="DC.rights">\n<meta content="ann@example.com&#10;555" name="CX.contact">\n<meta content="Written by" name="CX.byline">\n'
    const rdf = '<?xml version="1.0"?><RDF:RDF xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:cx="http://celtx.com/NS/v1/" xmlns:RDF="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><cx:Project RDF:about="p" cx:fileVersion="1.4" dc:title="The Heist"/></RDF:RDF>'
    const s = parseCeltx(zipOf({ 'project.rdf': rdf, 'script-x.html': page('<p class="action">x</p>', head) }))
    expect(s.titlePage).toEqual({ title: 'The Heist', credit: 'Written by', author: 'Ann Lee', source: 'Story by Bo', draft: '', contact: 'ann@example.com\n555', extra: [{ key: 'Copyright', value: '(c) 2025' }] })
    const withXml = parseCeltx(zipOf({ 'project.xml': '<project><title>Other</title><author>Zoë</author><script>script-x.html</script></project>', 'script-x.html': page('<p class="action">x</p>') }))
    expect(withXml.titlePage).toMatchObject({ title: 'Other', author: 'Zoë' })
  })

  it('uses the script document project.rdf names when several script files exist', () => {
    const rdf = '<?xml version="1.0"?><RDF:RDF xmlns:dc="d" xmlns:cx="c" xmlns:RDF="r"><cx:Document RDF:about="x" dc:title="Screenplay" cx:localFile="script-b.html"><cx:doctype RDF:resource="http://celtx.com/NS/v1/ScriptDocument"/></cx:Document></RDF:RDF>'
    const s = parseCeltx(zipOf({ 'project.rdf': rdf, 'script-a.html': page('<p class="action">A</p>'), 'script-b.html': page('<p class="action">B</p>') }))
    expect(s.elements[0].text).toBe('B')
  })

  it('tokenizes unquoted, single-quoted and valueless attributes and skips comments, scripts and styles', () => {
    const toks = tokenizeHtml(`<p class=action data-x='1' hidden><!-- <p>not</p> -->a<style>p{}</style><script>var x = "<p>";</script>b</p>`)
    expect(toks[0]).toEqual({ kind: 'start', name: 'p', attrs: { class: 'action', 'data-x': '1', hidden: '' }, selfClosing: false })
    expect(toks.filter((t) => t.kind === 'text').map((t) => (t as { text: string }).text).join('')).toBe('ab')
  })

  it('finds the end of a title or script in any case, whatever letters come before it', () => {
    // 'İ' lower-cases to two characters: the end must still be found where it is in the page.
    const read = parseScriptHtml('<html><head><TITLE>İSTANBUL</Title><SCRIPT>"İ<p>"</sCrIpT></head><body><p class="action">Gün</p></body></html>')
    expect(read.htmlTitle).toBe('İSTANBUL')
    expect(read.elements).toEqual([{ type: 'action', text: 'Gün' }])
  })
})

describe('writeCeltx', () => {
  const sample: Script = {
    titlePage: { title: 'The <Heist>', credit: 'Written by', author: 'Ann & Bo', source: '', draft: 'Second Draft', contact: 'ann@example.com\n555-0100', extra: [{ key: 'Copyright', value: '(c) 2025' }] },
    elements: [
      { type: 'section', text: 'ACT ONE', depth: 1 },
      { type: 'scene-heading', text: 'EXT. STONEHENGE - NIGHT', sceneNumber: '1' },
      { type: 'action', text: 'Snow & <wind>.\nMore snow.', styles: [{ start: 0, end: 4, style: 'bold' }] },
      { type: 'character', text: 'JASON' }, { type: 'parenthetical', text: '(shouting)' }, { type: 'dialogue', text: 'How long?' },
      { type: 'note', text: 'fix' },
      { type: 'page-break', text: '' },
      { type: 'centered', text: 'THE END' },
    ],
  }

  it('writes script-*.html, project.xml (title, author, script) and project.rdf', () => {
    const files = unzipSync(writeCeltx(sample))
    expect(Object.keys(files).sort()).toEqual(['project.rdf', 'project.xml', 'script-nw1.html'])
    const html = strFromU8(files['script-nw1.html'])
    expect(html).toContain('<p scenestr="1" scenenumber="1" class="sceneheading">EXT. STONEHENGE - NIGHT</p>')
    expect(html).toContain('<p class="action"><span style="font-weight: bold;">Snow</span> &amp; &lt;wind&gt;.<br>\nMore snow.</p>')
    expect(html).toContain('<p class="dialog">How long?</p>')
    expect(html).toContain('<meta content="ann@example.com&#10;555-0100" name="CX.contact">')
    const xml = strFromU8(files['project.xml'])
    expect(xml).toContain('<title>The &lt;Heist&gt;</title>')
    expect(xml).toContain('<author>Ann &amp; Bo</author>')
    expect(xml).toContain('<script>script-nw1.html</script>')
    expect(strFromU8(files['project.rdf'])).toContain('cx:localFile="script-nw1.html"')
  })

  it('reads back what it wrote', () => {
    expect(parseCeltx(writeCeltx(sample))).toEqual(sample)
  })

  it('round-trips generated scripts', () => {
    const features = { styles: true, sceneNumbers: true, multiline: true, titlePage: true, extras: true }
    expectRoundTrips(features, (s) => {
      expect(parseCeltx(writeCeltx(s))).toEqual(s)
    }, 200)
  })

  it('is registered for .celtx', () => {
    const f = formatForFileName('heist.CELTX')
    expect(f?.id).toBe('celtx')
    // The registry wraps each reader with the import size limit; the wrapped reader is this one.
    expect(() => f?.read?.(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(TOO_LARGE_MESSAGE)
  })
})

describe('parseCeltx: bad input', () => {
  it('a class or entity named like an object property is read as plain text', () => {
    const s = parseCeltx(zipOf({ 'script-1.html': '<html><body><p class="constructor">Bob walks &toString; in.</p></body></html>' }))
    expect(s.elements).toEqual([{ type: 'action', text: 'Bob walks &toString; in.' }])
  })

  const withScript = (html: string) => parseCeltx(zipOf({ 'script-1.html': html }))

  it('says why a file is refused: no script, empty, not HTML, not a zip', () => {
    expectRefusals(parseCeltx, [[zipOf({ 'project.rdf': '<x/>', 'scratch-1.html': '<p>x</p>' }), CELTX_ERRORS.noScript]])
    expect(CELTX_ERRORS.noScript).toBe('No script files found in Celtx file')
    expectRefusals(withScript, [
      ['  \n', 'Script file appears to be empty'],
      ['just words, no markup', 'Failed to parse HTML content from Celtx file'],
      ['\u0000\u0001binary<p>', 'Failed to parse HTML content from Celtx file'],
    ])
    expectRefusals(parseCeltx, [[strToU8('<html><body><p class="action">not a zip at all, just HTML</p></body></html>'), 'Failed to parse Celtx file: the file is not a zip archive']])
  })

  it('rejects random bytes and every truncation of a real file with a Celtx error', () => {
    expectRandomBytesRefused(parseCeltx, /^(Failed to parse Celtx file: |No script files found in Celtx file)/, { maxLength: 3000 })
    expectEveryTruncationRefused(writeCeltx(sample()), 11, parseCeltx, /^Failed to parse Celtx file: /)
  })

  it('refuses a script entry declaring more than the limit without inflating it', () => {
    const bytes = zipOf({ 'script-1.html': page('<p class="action">x</p>') })
    declareUncompressedSize(bytes, 'script-1.html', 250 * 1024 * 1024)
    expectRefusals(parseCeltx, [[bytes, 'Failed to parse Celtx file: script-1.html expands to 250 MB when unzipped, past the 20 MB a script may unzip to; it was not read']])
  })

  it('refuses a small file that unzips to 50 MB, naming the limit, and stops a lying one at the limit', () => {
    // 50 MB of one paragraph repeated compresses to a few hundred KB: the shape of a zip bomb.
    const unit = '<p class="action">The rain does not stop.</p>\n'
    const body = page(unit.repeat(Math.ceil((50 * 1024 * 1024) / unit.length)))
    const bytes = zipSync({ 'script-1.html': [strToU8(body), { level: 9 }] })
    expect(bytes.length).toBeLessThan(400 * 1024)
    expectRefusals(parseCeltx, [[bytes, 'Failed to parse Celtx file: script-1.html expands to 50 MB when unzipped, past the 20 MB a script may unzip to; it was not read']])
    // Declaring a small size does not help: inflating stops once it passes what was declared.
    declareUncompressedSize(bytes, 'script-1.html', 1000)
    expectRefusals(parseCeltx, [[bytes, 'Failed to parse Celtx file: script-1.html inflates to more than it declares; refused']])
  })

  it('counts every entry it unzips against one limit', () => {
    // Each under the limit, together over it: the project file and the script share it.
    const filler = `<project><title>T</title>${'<note>a</note>'.repeat((12 * 1024 * 1024) / 14)}</project>`
    const script = page('<p class="action">x</p>') + ' '.repeat(12 * 1024 * 1024)
    expectRefusals(parseCeltx, [[zipOf({ 'project.xml': filler, 'script-1.html': script }), /^Failed to parse Celtx file: script-1\.html expands to 12 MB when unzipped, past the 20 MB/]])
    expect(parseCeltx(zipOf({ 'project.xml': filler, 'script-1.html': page('<p class="action">x</p>') })).elements).toEqual([{ type: 'action', text: 'x' }])
  })

  it('does not expand entities in project.rdf and tolerates a broken one', () => {
    const rdf = `<?xml version="1.0"?><!DOCTYPE r [${entityBomb('a', 'aaaaaaaa')}]><RDF:RDF xmlns:cx="c" xmlns:dc="d" xmlns:RDF="r"><cx:Project RDF:about="p" dc:title="&a9;"/></RDF:RDF>`
    const s = withinHangGuard(() => parseCeltx(zipOf({ 'project.rdf': rdf, 'script-1.html': page('<p class="action">x</p>') })))
    expect(s.titlePage.title).toBe('&a9;')
    expect(parseCeltx(zipOf({ 'project.rdf': '<RDF:RDF><unclosed>', 'script-1.html': page('<p class="action">x</p>') })).elements).toEqual([{ type: 'action', text: 'x' }])
  })

  it('reads 5 MB of HTML and deeply nested spans in reasonable time', () => {
    const { text, count } = fiveMegabytesOf('<p class="action">The quick brown fox jumps over the lazy dog, again and again.<br>\n</p>\n')
    const deep = page('<p class="action">' + nested('<span style="font-style: italic">', 20000, 'x') + '</p>')
    withinHangGuard(() => {
      expect(withScript(page(text)).elements.length).toBe(count)
      expect(parseScriptHtml(deep).elements).toEqual([{ type: 'action', text: 'x', styles: [{ start: 0, end: 1, style: 'italic' }] }])
    })
  })
})

function sample(): Script {
  return { titlePage: { title: 'T', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'x'.repeat(400) }] }
}

describe.skipIf(!hasFixtures)(`Celtx fixture (${hasFixtures ? 'shared fixtures' : NO_FIXTURES_REASON})`, () => {
  it('trelby test.celtx imports with its element sequence', () => {
    const s = parseCeltx(readFixture('celtx/trelby/test.celtx'))
    expect(s.titlePage).toMatchObject({ title: 'test', credit: 'By', author: '' })
    expect(s.elements.length).toBe(82)
    expect(s.elements.slice(0, 10).map((e) => [e.type, e.text.slice(0, 20)])).toEqual([
      ['scene-heading', 'ext. stonehenge - ni'],
      ['action', 'A blizzard rages. Sn'],
      ['character', 'JASON'],
      ['dialogue', 'How long to the drop'],
      ['character', 'kevin'],
      ['dialogue', 'About one hour, if t'],
      ['character', 'JASON'],
      ['dialogue', "I'll go entertain th"],
      ['transition', 'DISSOLVE TO:'],
      ['scene-heading', 'ext. fishing boat - '],
    ])
    expect(s.elements.filter((e) => e.type === 'scene-heading').length).toBe(13)
    expect(s.elements.find((e) => e.type === 'parenthetical')?.text).toBe('(sadly)')
    expect(s.elements.find((e) => e.text.startsWith('Jason, Kevin and Sarah are standing'))?.text).toBe(
      'Jason, Kevin and Sarah are standing in front of the emergency exit door, wearing parachutes, with a\nbright\nyellow package at their feet.',
    )
    expect(s.elements.at(-1)).toEqual({ type: 'dialogue', text: 'Very.' })
    expect(s.elements.some((e) => e.sceneNumber)).toBe(false)
    expect(parseCeltx(writeCeltx(s))).toEqual(s)
  })
})
