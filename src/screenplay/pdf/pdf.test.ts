import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { nodeCourierPrime } from '../../cli/pdf-fonts'
import { formatForFileName } from '../formats/all'
import { paginate, PAGE, type Page } from '../layout'
import { generateScript } from '../layout/sample-script'
import type { Script } from '../model'
import { fontRuns } from './glyphs'
import { hasTitlePage, protectPdf, renderPdf, renderWatermarkedPdf, titlePageLines, type CourierPrimeFonts } from './index'

interface Item {
  str: string
  transform: number[]
}

async function open(bytes: Uint8Array, password?: string) {
  return getDocument({ data: bytes.slice(), password, verbosity: 0 }).promise
}

interface Run {
  row: number
  col: number
  text: string
}

/**
 * Text runs as "row|column|text". pdf.js cuts items at runs of spaces and adds synthetic blank
 * items, so both sides are normalised alike: blank items dropped and runs on one row rejoined when the gap between them is a whole 0–3 characters.
 */
function normalise(runs: Run[]): string[] {
  const sorted = runs.filter((r) => r.text.trim() !== '').sort((a, b) => a.row - b.row || a.col - b.col)
  const out: Run[] = []
  for (const r of sorted) {
    const last = out.at(-1)
    const gap = last ? r.col - (last.col + last.text.length) : -1
    if (last && last.row === r.row && gap >= -0.1 && gap <= 3.1 && Math.abs(gap - Math.round(gap)) < 0.1) last.text += ' '.repeat(Math.round(gap)) + r.text
    else out.push({ ...r })
  }
  return out.map((r) => `${r.row}|${Math.round(r.col * 100) / 100}|${r.text}`)
}

/** The text of a PDF page, in layout rows and columns. */
async function pageRuns(doc: Awaited<ReturnType<typeof open>>, n: number): Promise<string[]> {
  const page = await doc.getPage(n)
  const content = await page.getTextContent()
  return normalise(
    (content.items as Item[]).map((it) => ({
      row: Math.round((PAGE.height - it.transform[5] - PAGE.top - 9) / PAGE.lineHeight),
      col: (it.transform[4] - PAGE.left) / PAGE.charWidth,
      text: it.str,
    })),
  )
}

const expected = (p: Page) => normalise(p.lines.map((l) => ({ row: l.row, col: l.indent, text: l.text })))

let fonts: CourierPrimeFonts
beforeAll(async () => {
  fonts = await nodeCourierPrime()
})

describe('renderPdf', () => {
  const script = generateScript(6, 11)
  script.elements.splice(3, 0, { type: 'action', text: 'Bold, italic and underlined words: café “quoted” — done.', styles: [{ start: 0, end: 4, style: 'bold' }, { start: 6, end: 12, style: 'italic' }, { start: 17, end: 27, style: 'underline' }] })
  const pages = paginate(script)

  it('prints a title page plus exactly the layout\'s pages, on US Letter, with the same text in the same places', async () => {
    const bytes = await renderPdf(script, { titlePage: true, fonts })
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const doc = await open(bytes)
    expect(doc.numPages).toBe(pages.length + 1)
    const first = await doc.getPage(2)
    expect(first.view).toEqual([0, 0, 612, 792])
    for (let i = 0; i < pages.length; i++) {
      const runs = await pageRuns(doc, i + 2)
      const body = runs.filter((r) => !r.startsWith('-3|'))
      expect(body, `page ${i + 1}`).toEqual(expected(pages[i]))
    }
  })

  it("numbers pages 'N.' top right from page 2, none on page 1 or the title page", async () => {
    const doc = await open(await renderPdf(script, { titlePage: true, fonts }))
    const header = async (n: number) => (await pageRuns(doc, n)).filter((r) => r.startsWith('-3|'))
    expect(await header(1)).toEqual([])
    expect(await header(2)).toEqual([])
    // "2." ends at 7.25 in (522 pt): it starts two characters before that.
    expect(await header(3)).toEqual([`-3|${(522 - 108) / 7.2 - 2}|2.`])
    expect(await header(pages.length + 1)).toEqual([`-3|${(522 - 108) / 7.2 - String(pages.length).length - 1}|${pages.length}.`])
  })

  it('draws the title page: centred title, credit and author, draft bottom right, contact bottom left', async () => {
    const s: Script = { titlePage: { title: 'BRICK & STEEL', credit: 'Written by', author: 'Stu Maschwitz', source: 'Story by KTM', draft: '1/27/2012', contact: 'Next Level\n1588 Mission Dr.' }, elements: [{ type: 'action', text: 'Hello.' }] }
    const doc = await open(await renderPdf(s, { fonts }))
    expect(doc.numPages).toBe(2)
    const centre = (t: string) => Math.round(((432 - t.length * 7.2) / 2 / 7.2) * 100) / 100
    expect(await pageRuns(doc, 1)).toEqual([
      `19|${centre('BRICK & STEEL')}|BRICK & STEEL`,
      `23|${centre('Written by')}|Written by`,
      `25|${centre('Stu Maschwitz')}|Stu Maschwitz`,
      `29|${centre('Story by KTM')}|Story by KTM`,
      '52|0|Next Level',
      '53|0|1588 Mission Dr.',
      `53|${60 - 9}|1/27/2012`,
    ])
  })

  it('leaves the title page out when it is empty, and when asked to', async () => {
    const s: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'x' }] }
    expect(hasTitlePage(s.titlePage)).toBe(false)
    expect((await open(await renderPdf(s, { fonts }))).numPages).toBe(1)
    expect((await open(await renderPdf(script, { fonts, titlePage: false }))).numPages).toBe(pages.length)
  })

  it('embeds Courier Prime, and uses standard Courier (or "?") for characters it lacks', async () => {
    const s: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: 'Tomás says “hola” — 中 ok' }] }
    const bytes = await renderPdf(s, { fonts })
    const doc = await open(bytes)
    expect(await pageRuns(doc, 1)).toEqual(['0|0|Tomás says “hola” — ? ok'])
    const fontNames = new TextDecoder('latin1').decode(bytes)
    expect(fontNames).toMatch(/CourierPrime/)
    const std = await renderPdf(s, { font: 'courier' })
    expect(new TextDecoder('latin1').decode(std)).not.toMatch(/CourierPrime/)
    expect(await pageRuns(await open(std), 1)).toEqual(['0|0|Tomás says “hola” — ? ok'])
  })

  it('embeds each Courier Prime face drawn with, once and whole, and every object is where the cross-reference table says', async () => {
    const bytes = await renderPdf(script, { fonts })
    const text = new TextDecoder('latin1').decode(bytes)
    // The script draws regular, bold and italic text, never bold italic; é, “ ” and — go by glyph id.
    const faces = [...text.matchAll(/\/Subtype \/TrueType \/BaseFont \/([\w-]+)/g)].map((m) => m[1]).sort()
    expect(faces).toEqual(['CourierPrime-Bold', 'CourierPrime-Italic', 'CourierPrime-Regular'])
    expect([...text.matchAll(/\/Subtype \/Type0 \/BaseFont \/([\w-]+)/g)].map((m) => m[1])).toEqual(['CourierPrime-Regular'])
    expect(text.match(/\/FontFile2 /g)).toHaveLength(3)
    expect([...text.matchAll(/\/Length1 (\d+)/g)].map((m) => Number(m[1])).sort()).toEqual([fonts.regular, fonts.bold, fonts.italic].map((f) => f.length).sort())
    // Each xref entry points at the start of "N 0 obj".
    const xref = text.slice(text.lastIndexOf('\nxref\n') + 6)
    const [first, count] = xref.split('\n')[0].split(' ').map(Number)
    const entries = xref.split('\n').slice(1, 1 + count)
    for (let n = first + 1; n < first + count; n++) {
      const offset = Number(entries[n - first].slice(0, 10))
      expect(text.startsWith(`${n} 0 obj`, offset), `object ${n}`).toBe(true)
    }
    expect(text.slice(text.lastIndexOf('startxref\n') + 10).split('\n')[0]).toBe(String(text.lastIndexOf('\nxref\n') + 1))
    expect((await open(bytes)).numPages).toBe(pages.length + 1)
  })

  it('draws every character of Latin-1 and the usual punctuation as itself, parentheses and backslashes included', async () => {
    const chars: string[] = []
    for (let c = 0x21; c <= 0x7e; c++) chars.push(String.fromCharCode(c))
    // Not the soft hyphen (invisible) nor the micro sign, which pdf.js reads back as Greek mu.
    for (let c = 0xa1; c <= 0xff; c++) if (c !== 0xad && c !== 0xb5) chars.push(String.fromCharCode(c))
    chars.push(...'‘’“”–—…€™•')
    const lines = []
    for (let i = 0; i < chars.length; i += 40) lines.push(chars.slice(i, i + 40).join(''))
    const s: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: lines.map((text) => ({ type: 'action' as const, text })) }
    for (const options of [{ fonts }, { font: 'courier' as const }]) {
      const doc = await open(await renderPdf(s, options))
      const runs = await pageRuns(doc, 1)
      expect(runs.map((r) => r.split('|').slice(2).join('|'))).toEqual(lines)
    }
  })

  it('draws the Courier Prime letters WinAnsi lacks by glyph, beside WinAnsi text on the same line, in place', async () => {
    const line = 'Łódź (Dvořák) — Œuvre \\ ő'
    const s: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [{ type: 'action', text: line, styles: [{ start: 0, end: 4, style: 'bold' }] }] }
    const bytes = await renderPdf(s, { fonts })
    expect(await pageRuns(await open(bytes), 1)).toEqual([`0|0|${line}`])
    const text = new TextDecoder('latin1').decode(bytes)
    // Regular and bold, each for ASCII and by glyph id; one font file per face.
    expect(text.match(/\/Subtype \/Type0 /g)).toHaveLength(2)
    expect(text.match(/\/Subtype \/TrueType /g)).toHaveLength(2)
    expect(text.match(/\/FontFile2 /g)).toHaveLength(2)
    expect(text.match(/\/Ordering \(Identity\)/g)).toHaveLength(2)
  })

  it('has no error a strict checker finds', async () => {
    let qpdfFound = true
    try {
      execFileSync('qpdf', ['--version'], { stdio: 'ignore' })
    } catch {
      qpdfFound = false
    }
    const bytes = await renderPdf(script, { titlePage: true, fonts, watermark: { text: 'DRAFT' } })
    // Without qpdf, the same promise rests on pdf.js reading every page above.
    if (!qpdfFound) return expect((await open(bytes)).numPages).toBe(pages.length + 1)
    const dir = mkdtempSync(join(tmpdir(), 'nw-pdf-'))
    writeFileSync(join(dir, 's.pdf'), bytes)
    expect(execFileSync('qpdf', ['--check', join(dir, 's.pdf')], { encoding: 'utf8' })).toMatch(/No syntax or stream encoding errors found/)
  })

  it('puts the watermark text on every page', async () => {
    const doc = await open(await renderPdf(script, { titlePage: true, fonts, watermark: { text: 'CONFIDENTIAL' } }))
    for (let n = 1; n <= doc.numPages; n++) {
      const items = (await (await doc.getPage(n)).getTextContent()).items as Item[]
      const mark = items.find((i) => i.str === 'CONFIDENTIAL')
      expect(mark, `page ${n}`).toBeDefined()
      // Rotated: the text matrix has a non-zero skew.
      expect(Math.abs(mark!.transform[1])).toBeGreaterThan(1)
    }
  })

  it('is the registered writer for .pdf', async () => {
    const f = formatForFileName('script.pdf')
    expect(f?.id).toBe('pdf')
    const bytes = await f!.write!(script)
    expect((await open(bytes)).numPages).toBe(pages.length + 1)
  })
})

describe('protectPdf', () => {
  let plain: Uint8Array
  beforeAll(async () => {
    plain = await renderPdf(generateScript(2, 5), { fonts, watermark: { text: 'CONFIDENTIAL' } })
  })

  it('needs the password to open, and reads with it', async () => {
    const bytes = await protectPdf(plain, { password: 'open sesame', blockPrinting: true, blockCopying: true, blockModifying: true })
    await expect(open(bytes)).rejects.toMatchObject({ name: 'PasswordException', code: 1 })
    await expect(open(bytes, 'wrong')).rejects.toMatchObject({ name: 'PasswordException', code: 2 })
    const doc = await open(bytes, 'open sesame')
    expect(doc.numPages).toBe((await open(plain)).numPages)
    const text = ((await (await doc.getPage(2)).getTextContent()).items as Item[]).map((i) => i.str).join(' ')
    expect(text).toContain('CONFIDENTIAL')
  })

  it('sets the permission flags asked for', async () => {
    const blocked = await open(await protectPdf(plain, { blockPrinting: true, blockCopying: true, blockModifying: false }))
    const perms = (await blocked.getPermissions()) ?? []
    // pdf.js PermissionFlag: PRINT 4, MODIFY_CONTENTS 8, COPY 16, PRINT_HIGH_QUALITY 2048.
    expect(perms).not.toContain(4)
    expect(perms).not.toContain(16)
    expect(perms).toContain(8)
    const open2 = await open(await protectPdf(plain, { blockPrinting: false, blockCopying: false, blockModifying: true }))
    const p2 = (await open2.getPermissions()) ?? []
    expect(p2).toContain(4)
    expect(p2).toContain(16)
    expect(p2).not.toContain(8)
  })

  const qpdf = (() => {
    try {
      execFileSync('qpdf', ['--version'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()
  it.skipIf(!qpdf)(`is AES-256 encryption according to qpdf${qpdf ? '' : ' (skipped: qpdf not installed)'}`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nw-pdf-'))
    const file = join(dir, 'p.pdf')
    writeFileSync(file, await protectPdf(plain, { password: 'pw', blockPrinting: true, blockCopying: false, blockModifying: true }))
    let out = ''
    try {
      out = execFileSync('qpdf', ['--password=pw', '--show-encryption', file], { encoding: 'utf8' })
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? '')
    }
    expect(out).toMatch(/R = 6/)
    expect(out).toMatch(/AESv3/)
    expect(out).toMatch(/print low resolution: not allowed/)
    expect(out).toMatch(/extract for any purpose: allowed/)
    expect(out).toMatch(/modify other: not allowed/)
  })

  it('renderWatermarkedPdf: CONFIDENTIAL by default, encrypted only when asked', async () => {
    const s = generateScript(1, 2)
    const open1 = await open(await renderWatermarkedPdf(s, { text: '   ' }))
    const items = (await (await open1.getPage(1)).getTextContent()).items as Item[]
    expect(items.some((i) => i.str === 'CONFIDENTIAL')).toBe(true)
    await expect(open(await renderWatermarkedPdf(s, { text: 'DRAFT', password: 'x', security: null }))).rejects.toMatchObject({ code: 1 })
  })
})

describe('title page and glyph helpers', () => {
  it('places the fields by row', () => {
    expect(titlePageLines({ title: 'T\nSub', credit: 'by', author: 'A', source: '', draft: 'D', contact: 'C1\nC2\nC3' })).toEqual([
      { text: 'T', row: 19, align: 'center' },
      { text: 'Sub', row: 20, align: 'center' },
      { text: 'by', row: 24, align: 'center' },
      { text: 'A', row: 26, align: 'center' },
      { text: 'C1', row: 51, align: 'left' },
      { text: 'C2', row: 52, align: 'left' },
      { text: 'C3', row: 53, align: 'left' },
      { text: 'D', row: 53, align: 'right' },
    ])
  })
  it('splits text by the font that has each glyph', () => {
    expect(fontRuns('aé中b', (c) => c < 128)).toEqual([
      { face: 'prime', text: 'a' },
      { face: 'std', text: 'é' },
      { face: 'prime', text: '?b' },
    ])
    expect(fontRuns('x😀y', null)).toEqual([{ face: 'std', text: 'x? y' }])
  })
})
