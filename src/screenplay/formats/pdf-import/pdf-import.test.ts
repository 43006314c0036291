import { describe, it, expect } from 'vitest'
import { jsPDF } from 'jspdf'
import { readPdf, parsePdfText, PDF_ERRORS, type PdfTextItem, type PdfTextPage } from '.'
import type { Script, ScriptElement } from '../../model'
import { emptyTitlePage } from '../../model'
import { FD_LAYOUT, renderTestPdf } from './testing/render-test-pdf'
import { makeScript, recoveredShare } from './testing/sample-script'
import { renderPdf } from '../../pdf'

/** One text line at (x inches, line number from the top at 6 lines per inch, 1 in top margin). */
const at = (x: number, line: number, str: string): PdfTextItem => ({ str, x: x * 72, y: 792 - 72 - 12 * (line + 1), hasEOL: true })
const kindsTexts = (s: Script) => s.elements.map((e) => [e.type, e.text])

describe('parsePdfText', () => {
  it('infers element types from the indents', () => {
    const page: PdfTextPage = {
      items: [
        at(1.5, 0, 'INT. RADIO SHACK - NIGHT'),
        at(1.5, 2, 'Static fills the room. A lamp'),
        at(1.5, 3, 'flickers.'),
        at(3.5, 5, 'MARA (V.O.)'),
        at(2.9, 6, '(whispering)'),
        at(2.5, 7, 'Is anyone there? Anyone at'),
        at(2.5, 8, 'all?'),
        at(6.4, 10, 'CUT TO:'),
        at(1.5, 12, 'EXT. FIELD - DAY'),
        at(4.1, 14, 'THE END'),
      ],
    }
    expect(kindsTexts(parsePdfText([page]))).toEqual([
      ['scene-heading', 'INT. RADIO SHACK - NIGHT'],
      ['action', 'Static fills the room. A lamp flickers.'],
      ['character', 'MARA (V.O.)'],
      ['parenthetical', '(whispering)'],
      ['dialogue', 'Is anyone there? Anyone at all?'],
      ['transition', 'CUT TO:'],
      ['scene-heading', 'EXT. FIELD - DAY'],
      ['centered', 'THE END'],
    ])
  })

  it('drops page numbers and scene continueds, and rejoins a speech split by (MORE) / (CONT\'D)', () => {
    const p1: PdfTextPage = {
      items: [at(1.5, 0, 'INT. HALL - DAY'), at(3.5, 2, 'ANN'), at(2.5, 3, 'First half of the speech'), at(2.5, 4, 'goes here.'), at(3.5, 5, '(MORE)'), at(6.0, 53, '(CONTINUED)')],
    }
    const p2: PdfTextPage = {
      items: [at(7.1, -3, '2.'), at(1.5, -1, 'CONTINUED:'), at(3.5, 0, "ANN (CONT'D)"), at(2.5, 1, 'And the second half.'), at(1.5, 3, 'She leaves.')],
    }
    expect(kindsTexts(parsePdfText([p1, p2]))).toEqual([
      ['scene-heading', 'INT. HALL - DAY'],
      ['character', 'ANN'],
      ['dialogue', 'First half of the speech goes here. And the second half.'],
      ['action', 'She leaves.'],
    ])
  })

  it('reads scene numbers printed in the margins', () => {
    const s = parsePdfText([{ items: [at(0.75, 0, '12A'), at(1.5, 0, 'INT. LAB - NIGHT'), at(7.2, 0, '12A'), at(1.5, 2, 'Beakers.')] }])
    expect(s.elements[0]).toEqual({ type: 'scene-heading', text: 'INT. LAB - NIGHT', sceneNumber: '12A' })
  })

  it('works with other tools\' margins (Fade In: everything 0.25 in further left, cue at 3.75 in)', () => {
    const s = parsePdfText([
      { items: [at(1.25, 0, 'EXT. PARK - DAY'), at(1.25, 2, 'A dog runs.'), at(3.75, 4, 'DOG'), at(3.15, 5, '(barking)'), at(2.55, 6, 'Woof.'), at(5.8, 8, 'FADE TO BLACK.')] },
    ])
    expect(s.elements.map((e) => e.type)).toEqual(['scene-heading', 'action', 'character', 'parenthetical', 'dialogue', 'transition'])
  })

  it('reads a sparse first page as the title page', () => {
    const title: PdfTextPage = { items: [at(3.8, 18, 'THE SIGNAL'), at(3.75, 20, 'Written by'), at(3.9, 22, 'Ann Lee'), at(1.5, 48, 'ann@example.com'), at(1.5, 49, '555-0100')] }
    const body: PdfTextPage = { items: [at(1.5, 0, 'INT. SHACK - NIGHT'), at(1.5, 2, 'Static.')] }
    const s = parsePdfText([title, body])
    expect(s.titlePage).toMatchObject({ title: 'THE SIGNAL', credit: 'Written by', author: 'Ann Lee', contact: 'ann@example.com\n555-0100' })
    expect(kindsTexts(s)).toEqual([['scene-heading', 'INT. SHACK - NIGHT'], ['action', 'Static.']])
  })

  it('joins items of one line and inserts the spaces an extractor leaves out', () => {
    const s = parsePdfText([{ items: [{ str: 'INT.', x: 108, y: 700, hasEOL: false }, { str: 'HOUSE', x: 108 + 5 * 7.2, y: 700.5, hasEOL: true }] }])
    expect(s.elements[0].text).toBe('INT. HOUSE')
  })

  it('reads dual dialogue column by column: two cues on one row, their speeches side by side', () => {
    // Left column 1.5–4.375 in, right column 4.625–7.5 in; the left speech is the longer one.
    const page: PdfTextPage = {
      items: [
        at(1.5, 0, 'INT. KITCHEN - NIGHT'),
        at(2.6, 2, 'ANNA'), at(5.7, 2, "BEN (CONT'D)"),
        at(1.5, 3, '(quietly)'), at(4.625, 3, 'The train stopped'),
        at(1.5, 4, 'You are late, and you'), at(4.625, 4, 'twice.'),
        at(1.5, 5, 'know it.'),
        at(1.5, 7, 'She turns away.'),
      ],
    }
    expect(parsePdfText([page]).elements).toEqual([
      { type: 'scene-heading', text: 'INT. KITCHEN - NIGHT' },
      { type: 'character', text: 'ANNA', dual: 'left' },
      { type: 'parenthetical', text: '(quietly)', dual: 'left' },
      { type: 'dialogue', text: 'You are late, and you know it.', dual: 'left' },
      { type: 'character', text: 'BEN', dual: 'right' },
      { type: 'dialogue', text: 'The train stopped twice.', dual: 'right' },
      { type: 'action', text: 'She turns away.' },
    ])
  })

  it('returns no elements for pages without text', () => {
    expect(parsePdfText([{ items: [] }, { items: [{ str: '  ', x: 0, y: 0, hasEOL: false }] }])).toEqual({ titlePage: emptyTitlePage(), elements: [] })
  })
})

describe('readPdf', () => {
  it('recovers at least 99% of the elements of a long screenplay PDF', { timeout: 60000 }, async () => {
    const script = makeScript(130)
    const bytes = renderTestPdf(script)
    const got = await readPdf(bytes)
    const score = recoveredShare(script.elements, got.elements)
    console.log(`PDF import (jsPDF, FD indents): ${(score * 100).toFixed(2)}% of ${script.elements.length} elements recovered`)
    expect(score).toBeGreaterThanOrEqual(0.99)
    expect(got.titlePage).toMatchObject({ title: 'THE SIGNAL', credit: 'Written by', author: 'Ann Lee', contact: 'ann@example.com' })
  })

  it('recovers at least 99% of the elements of our own exporter\'s PDF (src/screenplay/pdf)', { timeout: 60000 }, async () => {
    const script = makeScript(130)
    const bytes = await renderPdf(script, { font: 'courier' })
    const got = await readPdf(bytes)
    const score = recoveredShare(script.elements, got.elements)
    console.log(`PDF import (our exporter): ${(score * 100).toFixed(2)}% of ${script.elements.length} elements recovered`)
    expect(score).toBeGreaterThanOrEqual(0.99)
    expect(got.titlePage).toMatchObject({ title: 'THE SIGNAL', author: 'Ann Lee', contact: 'ann@example.com' })
  })

  it('reads back the dual dialogue our exporter prints, both columns whole', { timeout: 60000 }, async () => {
    const speechOf = (side: 'left' | 'right', name: string, lines: [ScriptElement['type'], string][]): ScriptElement[] => [
      { type: 'character', text: name, dual: side },
      ...lines.map(([type, text]) => ({ type, text, dual: side })),
    ]
    const dual = [
      ...speechOf('left', 'ANNA', [['parenthetical', '(quietly, not looking up from the letter)'], ['dialogue', 'You are late again, and the soup has gone cold twice while I waited for you.']]),
      ...speechOf('right', 'BEN', [['dialogue', 'The train stopped twice.'], ['parenthetical', '(beat)'], ['dialogue', 'Nobody said why.']]),
    ]
    const script: Script = { titlePage: emptyTitlePage(), elements: [{ type: 'scene-heading', text: 'INT. KITCHEN - NIGHT' }, ...dual, { type: 'action', text: 'She turns away.' }] }
    const got = await readPdf(await renderPdf(script, { font: 'courier' }))
    expect(got.elements).toEqual(script.elements)
  })

  it('tolerates another tool\'s geometry (Fade In indents)', { timeout: 60000 }, async () => {
    const script = makeScript(20)
    const bytes = renderTestPdf(script, { action: 1.25, character: 3.75, dialogue: 2.55, parenthetical: 3.25, transitionRight: 6.75, titlePage: false })
    const got = await readPdf(bytes)
    expect(recoveredShare(script.elements, got.elements)).toBeGreaterThanOrEqual(0.99)
  })

  it('refuses a password-protected PDF with a clear message', async () => {
    const doc = new jsPDF({ unit: 'pt', format: 'letter', encryption: { userPassword: 'u', ownerPassword: 'o', userPermissions: ['print'] } })
    doc.text('INT. VAULT - NIGHT', 108, 100)
    await expect(readPdf(new Uint8Array(doc.output('arraybuffer')))).rejects.toThrow(PDF_ERRORS.password)
  })

  it('refuses a PDF without text (a scanned page) with a clear message', async () => {
    const doc = new jsPDF({ unit: 'pt', format: 'letter' })
    doc.rect(100, 100, 300, 400, 'F')
    await expect(readPdf(new Uint8Array(doc.output('arraybuffer')))).rejects.toThrow(PDF_ERRORS.noText)
  })

  it('refuses random bytes, HTML and a truncated PDF', async () => {
    await expect(readPdf(new Uint8Array(4096).map((_, i) => (i * 7919) % 251))).rejects.toThrow(PDF_ERRORS.invalid)
    await expect(readPdf(new TextEncoder().encode('<html><body>not a pdf</body></html>'))).rejects.toThrow(PDF_ERRORS.invalid)
    const good = renderTestPdf(makeScript(2), { ...FD_LAYOUT, titlePage: false })
    const cut = good.slice(0, Math.floor(good.length / 3))
    // pdfjs recovers what it can from a damaged file; either way the result is a clear outcome.
    const outcome = await readPdf(cut).then(
      (s) => `script:${s.elements.length}`,
      (e: Error) => e.message,
    )
    expect(outcome).toMatch(/^(script:\d+|Failed to read PDF file: it is damaged or not a PDF|Failed to read PDF file: page \d+ is damaged|This PDF has no text to import \(it may be a scanned image\))$/)
  })

  it('says a PDF whose page tree loops back on itself is damaged, not that it may be a scan', async () => {
    // A pages node that is its own kid, and two pages nodes that are each other's.
    const self = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>'])
    const pair = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 2 >>', '<< /Type /Pages /Kids [2 0 R] /Parent 2 0 R /Count 1 >>'])
    await expect(readPdf(self)).rejects.toThrow(PDF_ERRORS.loop)
    await expect(readPdf(pair)).rejects.toThrow('Failed to read PDF file: its page tree loops back on itself, so its pages cannot be found')
  })
})

/** A PDF of the given objects (numbered from 1, the first the catalog) with a correct cross-reference table. */
function pdfOf(objects: string[]): Uint8Array {
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
