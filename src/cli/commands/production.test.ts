/**
 * Production scripts from the command line, as real child processes through bin/nightwriter.cjs:
 * `parse` shows scene numbers and revision sets, `convert … out.pdf` prints them, and the PDF
 * options print one set's revised pages or a character's sides.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { REPO_ROOT } from '../../../tests/fixtures'

const BIN = resolve(REPO_ROOT, 'bin', 'nightwriter.cjs')
let dir = ''

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((res) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      res({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

async function pdfPages(file: string): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(join(dir, file))), verbosity: 0 }).promise
  const out: string[][] = []
  for (let n = 1; n <= doc.numPages; n++) out.push(((await (await doc.getPage(n)).getTextContent()).items as { str: string }[]).map((i) => i.str.trim()).filter(Boolean))
  return out
}

const para = (type: string, text: string, attrs = '', rev = 0) => `<Paragraph${attrs ? ` ${attrs}` : ''} Type="${type}"><Text${rev ? ` RevisionID="${rev}"` : ''}>${text}</Text></Paragraph>`
const FDX = `<?xml version="1.0" encoding="UTF-8"?>
<FinalDraft DocumentType="Script" Version="4"><Content>
${para('Scene Heading', 'INT. KITCHEN - DAY', 'Number="1"')}
${para('Character', 'ANNA')}
${para('Dialogue', 'The kettle is singing again.', '', 2)}
${para('Scene Heading', 'EXT. STREET - NIGHT', 'Number="2"')}
${para('Character', 'BEN')}
${para('Dialogue', 'Nobody here.')}
${para('Scene Heading', 'OMITTED', 'Number="2A"')}
</Content>
<Revisions ActiveSet="2"><Revision Color="#FFFFFFFFFFFF" ID="1" Mark="*" Name="White"/><Revision Color="#C6C6EDEDFEFE" ID="2" Mark="*" Name="Blue"/><Revision Color="#FDFDCCCCD4D4" ID="3" Mark="*" Name="Pink"/></Revisions>
</FinalDraft>`

/**
 * Two scenes whose pages were locked while each filled about one page; the kitchen has since
 * grown past its page, so its overflow prints on 1A and the street still starts page 2.
 */
const beats = (name: string, n: number) => Array.from({ length: n }, (_, i) => para('Action', `${name} beat ${i + 1}.`)).join('\n')
const GROWN = `<?xml version="1.0" encoding="UTF-8"?>
<FinalDraft DocumentType="Script" Version="4"><Content>
${para('Scene Heading', 'INT. KITCHEN - DAY', 'Number="1"')}
${beats('Kitchen', 40)}
${para('Scene Heading', 'EXT. STREET - NIGHT', 'Number="2"')}
${beats('Street', 3)}
</Content>
<LockedPages><LockedPage Element="0" Label="1" Offset="0"/><LockedPage Element="41" Label="2" Offset="0"/></LockedPages>
</FinalDraft>`

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwriter-production-'))
  writeFileSync(join(dir, 'shoot.fdx'), FDX)
  writeFileSync(join(dir, 'grown.fdx'), GROWN)
  writeFileSync(join(dir, 'bad.fdx'), FDX.replace('RevisionID="2"', 'RevisionID="9"'))
  // Duplicate scene numbers and locked pages the script no longer has, beside the unknown set.
  writeFileSync(
    join(dir, 'damaged.fdx'),
    FDX.replace('RevisionID="2"', 'RevisionID="9"')
      .replace('Number="2"', 'Number="1"')
      .replace('</Content>', '</Content>\n<LockedPages><LockedPage Element="0" Label="1" Offset="0"/><LockedPage Element="60" Label="2" Offset="0"/></LockedPages>'),
  )
})

describe('nightwriter and production scripts', () => {
  it('parse shows sceneNumber on headings and revision by set name', async () => {
    const r = await run('parse', 'shoot.fdx')
    expect(r.code).toBe(0)
    const els = JSON.parse(r.stdout).elements
    expect(els[0]).toEqual({ type: 'scene-heading', text: 'INT. KITCHEN - DAY', sceneNumber: '1' })
    expect(els[2]).toEqual({ type: 'dialogue', text: 'The kettle is singing again.', revision: 'Blue' })
    expect(els[6]).toEqual({ type: 'scene-heading', text: 'OMITTED', sceneNumber: '2A', omitted: true })
  })

  it('convert to PDF prints the scene numbers and marks the file carries', async () => {
    const r = await run('convert', 'shoot.fdx', 'all.pdf')
    expect(r.code).toBe(0)
    const [page] = await pdfPages('all.pdf')
    expect(page.filter((t) => t === '1')).toHaveLength(2)
    expect(page.filter((t) => t === '2A')).toHaveLength(2)
    expect(page).toContain('*')
    expect(page.some((t) => /^Blue Rev\. \d\d\/\d\d\/\d\d$/.test(t))).toBe(true)
  })

  it('--revised-pages-only prints one set\'s pages, and refuses a set the file does not have', async () => {
    expect((await run('convert', 'shoot.fdx', 'blue.pdf', '--revised-pages-only', 'blue')).code).toBe(0)
    const pages = await pdfPages('blue.pdf')
    expect(pages).toHaveLength(1)
    expect(pages[0].join(' ')).toContain('The kettle is singing')
    const pink = await run('convert', 'shoot.fdx', 'pink.pdf', '--revised-pages-only', 'Pink')
    expect(pink.code).toBe(1)
    expect(pink.stderr).toBe('nightwriter: No page carries Pink revisions.\n')
    const none = await run('convert', 'shoot.fdx', 'x.pdf', '--revised-pages-only', 'Mauve')
    expect(none.stderr).toBe("nightwriter: no revision set named 'Mauve' in shoot.fdx (it has White, Blue, Pink)\n")
  })

  it('--sides prints only the scenes the character is in', async () => {
    expect((await run('convert', '--sides', 'BEN', 'shoot.fdx', 'ben.pdf')).code).toBe(0)
    const text = (await pdfPages('ben.pdf')).flat()
    expect(text).toContain('EXT. STREET - NIGHT')
    expect(text).not.toContain('INT. KITCHEN - DAY')
  })

  it('report --json gives each locked page\'s printed label beside its number', async () => {
    const scenes = await run('report', 'scenes', 'grown.fdx', '--json')
    expect(scenes.code).toBe(0)
    const items = JSON.parse(scenes.stdout) as { sceneNumber: string; pageNumbers: number[]; pageLabels: string[] }[]
    expect(items.map((s) => [s.sceneNumber, s.pageNumbers, s.pageLabels])).toEqual([
      ['1', [1, 2], ['1', '1A']],
      ['2', [3], ['2']],
    ])
    const lines = JSON.parse((await run('report', 'script', 'grown.fdx', '--json', '--types=scene')).stdout) as { text: string; pageNumber: number; pageLabel: string }[]
    expect(lines.map((l) => [l.text, l.pageNumber, l.pageLabel])).toEqual([
      ['INT. KITCHEN - DAY', 1, '1'],
      ['EXT. STREET - NIGHT', 3, '2'],
    ])
    // Pages that run freely print their own numbers: nothing is added.
    const free = JSON.parse((await run('report', 'scenes', 'shoot.fdx', '--json')).stdout) as object[]
    expect(free[0]).not.toHaveProperty('pageLabels')
  })

  it('a file with a mark of no set converts, and says what it repaired', async () => {
    const r = await run('convert', 'bad.fdx', 'bad.fountain')
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('revision set 9')
    expect(readFileSync(join(dir, 'bad.fountain'), 'utf8')).toContain('The kettle is singing again.')
  })

  it('a file with duplicate scene numbers and stale locked pages converts with its text and numbers, each repair said', async () => {
    const r = await run('convert', 'damaged.fdx', 'damaged.fountain')
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('revision set 9')
    expect(r.stderr).toContain('Scene number 1 is on 2 scenes')
    expect(r.stderr).toContain('locked pages no longer match')
    const out = readFileSync(join(dir, 'damaged.fountain'), 'utf8')
    // Nothing renumbered: both scenes keep the file's 1.
    expect(out).toContain('INT. KITCHEN - DAY #1#')
    expect(out).toContain('EXT. STREET - NIGHT #1#')
    expect(out).toContain('The kettle is singing again.')
    const els = JSON.parse((await run('parse', 'damaged.fdx')).stdout).elements as { text: string; revision?: string }[]
    expect(els.find((e) => e.text.startsWith('The kettle'))?.revision).toBe('Revision 9')
  })
})
