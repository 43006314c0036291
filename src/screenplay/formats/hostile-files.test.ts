/**
 * Hostile files for every format, read the way the CLI and the Import dialog read them (through
 * the format registry), each in a child process whose heap is capped: a reader that needs many
 * times the file's size in memory crashes the child and fails the test, and one that goes
 * quadratic trips the hang guard. The files are built here, not read from fixtures.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from './limits'
import { FIVE_MB, nested, zipOf } from './testing'

const CHILD = resolve(__dirname, '../../testing/read-in-child.ts')
const dir = mkdtempSync(join(tmpdir(), 'nw-hostile-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Outcome {
  ok: boolean
  message?: string
  elements?: number
  chars?: number
}

/** Reads `name` (written with `content`) in a child with `heapMb` of old-generation heap. */
function readInChild(name: string, content: string | Uint8Array, heapMb: number): Promise<{ code: number | null; outcome?: Outcome; stderr: string }> {
  const file = join(dir, name)
  writeFileSync(file, content)
  return new Promise((done) => {
    execFile(
      process.execPath,
      [`--max-old-space-size=${heapMb}`, '--import', 'tsx', CHILD, file],
      { timeout: HANG_GUARD_MS, maxBuffer: 1024 * 1024 },
      (err, stdout, stderr) => {
        const line = stdout.trim().split('\n').pop()
        let outcome: Outcome | undefined
        try {
          outcome = line ? (JSON.parse(line) as Outcome) : undefined
        } catch {
          outcome = undefined
        }
        done({ code: err ? ((err as { code?: number }).code ?? null) : 0, outcome, stderr: stderr.slice(-300) })
      },
    )
  })
}

/** About ten times a 5 MB file, plus what Node and the readers' own code need to start. */
const TEN_TIMES_FIVE_MB = 10 * 5 + 15

const html = (body: string) => `<html><head><title>Script</title></head><body>${body}</body></html>`
const fdx = (content: string) => `<?xml version="1.0"?><FinalDraft DocumentType="Script" Version="5"><Content>${content}</Content></FinalDraft>`
const osf = (paras: string) => `<?xml version="1.0"?><document type="Open Screenplay Format document" version="40"><paragraphs>${paras}</paragraphs></document>`
const repeatTo = (unit: string, bytes = FIVE_MB) => unit.repeat(Math.ceil(bytes / unit.length))

describe('every format refuses a file over the one import limit, with the limit in the message', () => {
  const oversized = new Uint8Array(MAX_IMPORT_BYTES + 1)
  for (const ext of ['fountain', 'txt', 'fdx', 'fadein', 'celtx', 'pdf']) {
    it(`.${ext}`, async () => {
      const r = await readInChild(`oversized.${ext}`, oversized, 200)
      expect(r.outcome, r.stderr).toEqual({ ok: false, message: TOO_LARGE_MESSAGE })
      expect(TOO_LARGE_MESSAGE).toContain('larger than 50 MB')
    })
  }
})

describe('Fountain: markup-heavy and long lines stay near the size of the file', () => {
  it('a 5 MB line of *, _ and [[ reads, every character kept', async () => {
    const line = repeatTo('*_[[x ')
    const r = await readInChild('markup.fountain', `INT. HOUSE - DAY\n\n${line}\n`, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome?.ok).toBe(true)
  })

  it('5 MB of matched emphasis pairs in one line reads', async () => {
    const r = await readInChild('emphasis.fountain', `INT. HOUSE - DAY\n\n${repeatTo('*a* _b_ ')}\n`, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome).toMatchObject({ ok: true, elements: 2 })
  })

  it('5 MB of ordinary scenes reads', async () => {
    const r = await readInChild('plain.fountain', repeatTo('INT. HOUSE - DAY\n\nBob walks in.\n\nBOB\nHello there.\n\n'), TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome?.ok).toBe(true)
  })
})

describe('Celtx: nesting and markup are read in linear time and bounded memory', () => {
  it('700,000 nested <b> tags in one paragraph (5 MB) read as one bold word', async () => {
    const depth = Math.floor(FIVE_MB / 7)
    const bytes = zipOf({ 'script-1.html': html(`<p class="action">${nested('<b>', depth, 'x')}</p>`) })
    const r = await readInChild('nested.celtx', bytes, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome).toMatchObject({ ok: true, elements: 1, chars: 1 })
  })

  it('40,000 nested tags in a small file finish (each closing tag used to rescan the stack)', async () => {
    const bytes = zipOf({ 'script-1.html': html(`<p class="action">${nested('<span>', 40_000, 'x')}</p>`) })
    const r = await readInChild('nested-small.celtx', bytes, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome).toMatchObject({ ok: true, elements: 1 })
  })

  it('5 MB of alternating bold and italic one-letter runs in one paragraph reads', async () => {
    // 650,000 runs become as many style spans, which the script keeps (most of the memory here).
    // The paragraph's text is joined once, not grown run by run (that needed 115 MB here), and
    // its spans are gathered as numbers, with no list of runs beside them.
    const bytes = zipOf({ 'script-1.html': html(`<p class="action">${repeatTo('<b>a</b><i>b</i>')}</p>`) })
    const r = await readInChild('alternating.celtx', bytes, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome).toMatchObject({ ok: true, elements: 1, chars: 2 * Math.ceil(FIVE_MB / 16) })
  })

  it('5 MB project index files of small elements are read as they stream by', async () => {
    // The index is optional metadata; a tree of a file like this needed 20 times its size.
    const script = html('<p class="action">Bob walks in.</p>')
    const rdf = `<RDF:RDF>${repeatTo('<cx:Document cx:localFile="a.html"><cx:doctype RDF:resource="x#Other"/></cx:Document>\n')}</RDF:RDF>`
    const projectXml = `<project><title>The Long Index</title>${repeatTo('<note>a</note>\n')}</project>`
    for (const [name, files] of [['rdf.celtx', { 'script-1.html': script, 'project.rdf': rdf }], ['project-xml.celtx', { 'script-1.html': script, 'project.xml': projectXml }]] as const) {
      const r = await readInChild(name, zipOf(files), TEN_TIMES_FIVE_MB)
      expect(r.code, r.stderr).toBe(0)
      expect(r.outcome).toMatchObject({ ok: true, elements: 1, chars: 'Bob walks in.'.length })
    }
  })

  it('5 MB of plain paragraphs reads', async () => {
    const bytes = zipOf({ 'script-1.html': html(repeatTo('<p class="action">Bob walks into the <b>room</b> and looks around.</p>\n')) })
    const r = await readInChild('big.celtx', bytes, TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome?.ok).toBe(true)
  })
})

describe('XML formats (Final Draft, Fade In): nesting is refused, large files read', () => {
  const XML_HEAP_MB = TEN_TIMES_FIVE_MB

  it('FDX nested 100,000 deep is refused with the format message', async () => {
    const r = await readInChild('nested.fdx', fdx(nested('<Paragraph>', 100_000)), XML_HEAP_MB)
    expect(r.outcome?.ok, r.stderr).toBe(false)
    expect(r.outcome?.message).toMatch(/^Failed to parse FDX file/)
  })

  it('a 5 MB FDX of paragraphs with thousands of attributes reads', async () => {
    const attrs = Array.from({ length: 2000 }, (_, i) => `a${i}="v"`).join(' ')
    const r = await readInChild('attrs.fdx', fdx(repeatTo(`<Paragraph Type="Action" ${attrs}><Text>x</Text></Paragraph>\n`)), XML_HEAP_MB)
    expect(r.code, r.stderr).toBe(0)
    expect(r.outcome?.ok).toBe(true)
  })

  /** 5 MB of one paragraph repeated, in the file `wrap` makes, reads as that many elements, each with `text`. */
  async function expectEveryParagraphRead(name: string, wrap: (paragraphs: string) => string | Uint8Array, unit: string, text: string) {
    const r = await readInChild(name, wrap(repeatTo(unit)), XML_HEAP_MB)
    expect(r.code, r.stderr).toBe(0)
    const paragraphs = Math.ceil(FIVE_MB / unit.length)
    expect(r.outcome).toEqual({ ok: true, elements: paragraphs, chars: paragraphs * text.length })
  }
  const fadeIn = (paras: string) => zipOf({ 'document.xml': osf(paras) })

  it('a 5 MB FDX reads', async () => {
    await expectEveryParagraphRead('big.fdx', fdx, '<Paragraph Type="Action"><Text>Bob walks into the room.</Text></Paragraph>\n', 'Bob walks into the room.')
  })

  it('a 5 MB FDX of paragraphs in three styled runs each reads', async () => {
    // Paragraphs wait for the styles Final Draft writes after them, each as its text and spans
    // only: a tree of the file's elements needed 15 times its size here.
    const unit = '<Paragraph Type="Action"><Text Style="Bold">Bob</Text><Text> walks into the </Text><Text Style="Italic">room</Text></Paragraph>\n'
    await expectEveryParagraphRead('styled.fdx', fdx, unit, 'Bob walks into the room')
  })

  it('Fade In nested 100,000 deep is refused with the format message', async () => {
    const r = await readInChild('nested.fadein', zipOf({ 'document.xml': osf(nested('<para>', 100_000)) }), XML_HEAP_MB)
    expect(r.outcome?.ok, r.stderr).toBe(false)
    expect(r.outcome?.message).toMatch(/^XML parsing failed: its elements are nested more than 200 levels deep/)
  })

  it('a 5 MB Fade In document reads', async () => {
    await expectEveryParagraphRead('big.fadein', fadeIn, '<para><style basestylename="Action"/><text>Bob walks into the room.</text></para>\n', 'Bob walks into the room.')
  })

  it('a 5 MB Fade In document of paras in three styled runs each reads', async () => {
    // Each para is kept as its text and spans once it closes: a tree of the file's elements
    // needed 14 times its size here.
    const unit = '<para><style basestylename="Action"/><text bold="1">Bob</text><text> walks into the </text><text italic="1">room</text></para>\n'
    await expectEveryParagraphRead('styled.fadein', fadeIn, unit, 'Bob walks into the room')
  })
})

describe('Text: a 5 MB plain-text script reads in bounded memory', () => {
  it('reads, every scene, cue and speech in it', async () => {
    // Lines are measured as they are read, never all held at once beside the elements.
    const unit = 'INT. HOUSE - DAY\n\nBob walks in.\n\n                    BOB\n          Hello there.\n\n'
    const r = await readInChild('big.txt', repeatTo(unit), TEN_TIMES_FIVE_MB)
    expect(r.code, r.stderr).toBe(0)
    const units = Math.ceil(FIVE_MB / unit.length)
    expect(r.outcome).toEqual({ ok: true, elements: 4 * units, chars: units * 'INT. HOUSE - DAYBob walks in.BOBHello there.'.length })
  })
})
