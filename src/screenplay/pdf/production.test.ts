import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { layoutScript, lockPages, PAGE } from '../layout'
import { generateScript } from '../layout/sample-script'
import type { Script, ScriptElement } from '../model'
import { characterSides, defaultProduction } from '../production'
import { renderPdf } from './index'

interface Item {
  str: string
  transform: number[]
  width: number
}

/** Each PDF page's text items: text, left x and right x in points, and the baseline's distance from the top. */
async function read(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  const pages: { text: string; x: number; right: number; top: number }[][] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push((content.items as Item[]).filter((i) => i.str.trim()).map((i) => ({ text: i.str.trim(), x: i.transform[4], right: i.transform[4] + i.width, top: PAGE.height - i.transform[5] })))
  }
  return pages
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.6
const BLUE = 2
const today = new Date(2026, 10, 26)

function production(): Script['production'] {
  return { ...defaultProduction(), activeRevision: BLUE }
}

describe('production PDF', () => {
  const long = 'She crosses the room slowly and looks out at the rain for a long time, then turns back to the door, which is still open, and waits.'
  const script: Script = {
    titlePage: { title: 'T', credit: '', author: '', source: '', draft: '', contact: '' },
    elements: [
      { type: 'scene-heading', text: 'INT. KITCHEN - DAY', sceneNumber: '10' },
      { type: 'action', text: long, revision: BLUE },
      { type: 'action', text: 'Unchanged words.' },
      { type: 'scene-heading', text: 'OMITTED', sceneNumber: '10A', omitted: true },
    ],
    production: production(),
  }

  it('prints scene numbers at 0.75 in and ending at 7.38 in, OMITTED included', async () => {
    const [, page] = await read(await renderPdf(script, { font: 'courier', production: { today } }))
    const tens = page.filter((i) => i.text === '10')
    expect(tens.map((i) => near(i.x, 54) || near(i.right, 531.36))).toEqual([true, true])
    expect(tens.some((i) => near(i.x, 54))).toBe(true)
    expect(tens.some((i) => near(i.right, 531.36))).toBe(true)
    expect(page.filter((i) => i.text === '10A')).toHaveLength(2)
    expect(page.some((i) => i.text === 'OMITTED')).toBe(true)
  })

  it('puts the mark at 7.75 in on each printed line of the revised paragraph, and the header "Blue Rev. 11/26/26"', async () => {
    const [, page] = await read(await renderPdf(script, { font: 'courier', production: { today } }))
    const lines = layoutScript(script).pages[0].lines.filter((l) => l.elementIndex === 1 && l.text)
    expect(lines.length).toBeGreaterThan(1)
    const marks = page.filter((i) => i.text === '*')
    expect(marks).toHaveLength(lines.length)
    expect(marks.every((m) => near(m.x, 558))).toBe(true)
    expect(marks.map((m) => Math.round((m.top - PAGE.top - 9) / 12))).toEqual(lines.map((l) => l.row))
    expect(page.some((i) => i.text.startsWith('Blue Rev. 11/26/26'))).toBe(true)
  })

  it('shows no marks when asked for none, and only the current set when asked', async () => {
    const [, none] = await read(await renderPdf(script, { font: 'courier', production: { marks: 'none', today } }))
    expect(none.some((i) => i.text === '*')).toBe(false)
    const other = { ...script, production: { ...production()!, activeRevision: 3 } }
    const [, current] = await read(await renderPdf(other, { font: 'courier', production: { marks: 'current', today } }))
    expect(current.some((i) => i.text === '*')).toBe(false)
  })

  it('prints revised pages only for one set, with their A-page numbers, on the set\'s colour if asked', async () => {
    const base = generateScript(8, 3)
    const els = lockPages(base.elements, layoutScript(base.elements))
    // Grow page 3 with a revised paragraph onto 3A.
    const at = els.findIndex((e) => e.lockedPages?.some((p) => p.label === '4'))
    const added: ScriptElement[] = Array.from({ length: 10 }, (_, k) => ({ type: 'action', text: `Revised line ${k} that the writer added in blue.`, revision: BLUE }))
    els.splice(at - 1, 0, ...added)
    const s: Script = { ...base, elements: els, production: production() }
    const pages = await read(await renderPdf(s, { font: 'courier', revisedPagesOnly: { set: BLUE, onColour: true }, production: { today } }))
    const numbers = pages.map((p) => p.find((i) => /^\d+[A-Z]*\.$/.test(i.text))?.text)
    expect(numbers.length).toBeGreaterThan(0)
    expect(numbers).toContain('3A.')
    expect(numbers.length).toBeLessThan(layoutScript(els).pages.length)
    for (const p of pages) expect(p.some((i) => i.text.startsWith('Blue Rev.'))).toBe(true)
  })

  it('says so when no page carries the set', async () => {
    await expect(renderPdf(script, { font: 'courier', revisedPagesOnly: { set: 3 } })).rejects.toThrow('No page carries Pink revisions.')
  })

  it('prints character sides: only the scenes the character is in, with their numbers', async () => {
    const s: Script = {
      titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' },
      elements: [
        { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '1' },
        { type: 'character', text: 'ANNA' },
        { type: 'dialogue', text: 'Hello.' },
        { type: 'scene-heading', text: 'INT. B - DAY', sceneNumber: '2' },
        { type: 'character', text: 'BEN' },
        { type: 'dialogue', text: 'Alone.' },
        { type: 'scene-heading', text: 'INT. C - DAY', sceneNumber: '3' },
        { type: 'character', text: "ANNA (V.O.) (CONT'D)" },
        { type: 'dialogue', text: 'Again.' },
      ],
    }
    const sides = characterSides(s, 'anna')
    const [page] = await read(await renderPdf(sides, { font: 'courier' }))
    const text = page.map((i) => i.text)
    expect(text).toContain('INT. A - DAY')
    expect(text).toContain('INT. C - DAY')
    expect(text).not.toContain('INT. B - DAY')
    expect(text.filter((t) => t === '3')).toHaveLength(2)
    expect(() => characterSides(s, 'ZED')).toThrow('ZED is in no scene of this script.')
  })
})
