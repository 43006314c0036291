import { describe, it, expect } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { REPORT_SCRIPT, REPORT_ELEMENTS } from '../../testing/hand-counted-reports'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import {
  analyseScript,
  blockVisualLines,
  characterReport,
  characterReportDocument,
  locationReport,
  locationReportDocument,
  normaliseCharacterName,
  reportDate,
  reportFileName,
  reportText,
  sceneReport,
  sceneReportDocument,
  sceneVisualLines,
  eighthsText,
  scriptReport,
  scriptReportDocument,
} from './index'
import { renderReportPdf } from './pdf'

describe('visual line estimates', () => {
  it('scene rule: each text line on its own, blank lines count one, at least one', () => {
    expect(sceneVisualLines('', 'action')).toBe(1)
    expect(sceneVisualLines('x'.repeat(60), 'action')).toBe(1)
    expect(sceneVisualLines('x'.repeat(61), 'action')).toBe(2)
    expect(sceneVisualLines('x'.repeat(36), 'dialogue')).toBe(2)
    expect(sceneVisualLines('x'.repeat(26), 'character')).toBe(2)
    expect(sceneVisualLines('x'.repeat(25), 'parenthetical')).toBe(1)
    // 61 + blank + 5: 2 + 1 + 1
    expect(sceneVisualLines(`${'x'.repeat(61)}\n\nshort`, 'action')).toBe(4)
  })
  it('location/character rule: greater of text lines and whole length over width', () => {
    expect(blockVisualLines('', 'dialogue')).toBe(1)
    expect(blockVisualLines('a\nb\nc', 'dialogue')).toBe(3)
    expect(blockVisualLines('x'.repeat(71), 'dialogue')).toBe(3)
    // 61 + '\n' + 5 = 67 characters → 2, two text lines → 2 (the scene rule says 3)
    expect(blockVisualLines(`${'x'.repeat(61)}\nshort`, 'action')).toBe(2)
    expect(sceneVisualLines(`${'x'.repeat(61)}\nshort`, 'action')).toBe(3)
  })
})

describe('character name normalisation', () => {
  it.each([
    ['MARY', 'MARY'],
    ['mary', 'MARY'],
    ['MARY (V.O.)', 'MARY'],
    ["MARY (CONT'D)", 'MARY'],
    ['MARY (V.O.) (CONT’D)', 'MARY'],
    ['MARY V.O.', 'MARY'],
    ['MARY O.S.', 'MARY'],
    ['MARY OFF SCREEN', 'MARY'],
    ['MARY VOICE OVER', 'MARY'],
    ['MARY CONTINUED', 'MARY'],
    ['DR. KIM (into phone)', 'DR. KIM'],
    ['OLD  MAN', 'OLD MAN'],
    ['V.O.', 'V.O.'],
  ])('%s → %s', (cue, name) => expect(normaliseCharacterName(cue)).toBe(name))
})

describe('hostile input', () => {
  it('finishes on huge cues and elements', () => {
    const t = performance.now()
    expect(normaliseCharacterName('A' + ' '.repeat(100_000) + 'x')).toBe('A')
    expect(normaliseCharacterName('('.repeat(100_000))).toBe('(')
    expect(normaliseCharacterName('BOB' + ' (V.O.)'.repeat(20_000))).toBe('BOB')
    const r = characterReport([
      { type: 'scene-heading', text: 'INT. ' + '- '.repeat(50_000) + 'DAY' },
      { type: 'character', text: 'BOB' + ' (V.O.)'.repeat(40) },
      { type: 'dialogue', text: 'word '.repeat(50_000) },
    ])
    expect(r.items[0]).toMatchObject({ characterName: 'BOB', totalWords: 50_000 })
    expect(performance.now() - t).toBeLessThan(HANG_GUARD_MS)
  })
})

describe('pages come from the layout engine', () => {
  it('places the hand-counted script on its three pages', () => {
    const a = analyseScript(REPORT_SCRIPT)
    expect(a.pageCount).toBe(3)
    expect([0, 7, 9, 15, 17, 19].map((i) => a.firstPage[i])).toEqual([1, 1, 2, 2, 3, 3])
  })
})

describe('Scene report (hand-counted)', () => {
  const r = sceneReport(REPORT_SCRIPT)
  it('has every scene with its figures', () => {
    expect(r.items).toEqual([
      {
        sceneNumber: '1',
        sceneHeading: 'INT. KITCHEN - DAY',
        totalLines: 12,
        actionLines: 1,
        actionPercentage: 8,
        pageCount: 2,
        pageNumbers: [1, 2],
        characterCount: 2,
        characters: [
          { name: 'MARY', dialogueLines: 5 },
          { name: 'BOB', dialogueLines: 1 },
        ],
        pageEighths: 2,
        estimatedSeconds: 9,
        location: 'KITCHEN',
        setting: 'INT',
        timeOfDay: 'DAY',
      },
      {
        sceneNumber: '2',
        sceneHeading: 'EXT. GARDEN - NIGHT',
        totalLines: 4,
        actionLines: 1,
        actionPercentage: 25,
        pageCount: 1,
        pageNumbers: [2],
        characterCount: 1,
        characters: [{ name: 'BOB', dialogueLines: 1 }],
        pageEighths: 1,
        estimatedSeconds: 3,
        location: 'GARDEN',
        setting: 'EXT',
        timeOfDay: 'NIGHT',
      },
      {
        sceneNumber: '2A',
        sceneHeading: 'INT. KITCHEN - NIGHT',
        totalLines: 3,
        actionLines: 1,
        actionPercentage: 33,
        pageCount: 1,
        pageNumbers: [3],
        characterCount: 0,
        characters: [],
        pageEighths: 1,
        estimatedSeconds: 5,
        location: 'KITCHEN',
        setting: 'INT',
        timeOfDay: 'NIGHT',
      },
    ])
  })
  it('lengths in eighths of a page, from the printed rows', () => {
    expect([2, 1, 4, 8, 11, 16].map(eighthsText)).toEqual(['2/8', '1/8', '4/8', '1', '1 3/8', '2'])
    // Heading, blank, then 51 rows of action: rows 0-52, 53 of 54 → 53 / 6.75 = 7.9 → 8/8.
    // (An empty line inside an element prints nothing, as in Final Draft: 51 lines of text make 51 rows.)
    const full = sceneReport([{ type: 'scene-heading', text: 'INT. A - DAY' }, { type: 'action', text: Array.from({ length: 51 }, () => 'x').join('\n') }])
    expect(full.items[0].pageEighths).toBe(8)
    expect(full.totalPages).toBe(1)
  })
  it('totals, INT/EXT and DAY/NIGHT breakdowns and the scene × character matrix', () => {
    expect([r.totalScenes, r.totalPages, r.totalLines]).toEqual([3, 3, 19])
    expect(r.breakdown.setting).toEqual([
      { label: 'INT', scenes: 2 },
      { label: 'EXT', scenes: 1 },
    ])
    expect(r.breakdown.timeOfDay).toEqual([
      { label: 'DAY', scenes: 1 },
      { label: 'NIGHT', scenes: 2 },
    ])
    expect(r.matrix).toEqual({ sceneNumbers: ['1', '2', '2A'], characters: ['BOB', 'MARY'], speeches: [[1, 1, 0], [2, 0, 0]] })
  })
})

describe('Location report (hand-counted)', () => {
  const r = locationReport(REPORT_SCRIPT)
  it('groups scenes by location, most of the script first', () => {
    expect(r.scriptLines).toBe(20)
    expect(r.items).toEqual([
      {
        location: 'KITCHEN',
        totalLines: 15,
        actionLines: 2,
        actionPercentage: 13,
        sceneCount: 2,
        pageCount: 3,
        pageNumbers: [1, 2, 3],
        characterCount: 2,
        characters: ['BOB', 'MARY'],
        scenes: [
          { sceneNumber: '1', sceneHeading: 'INT. KITCHEN - DAY', lines: 12 },
          { sceneNumber: '2A', sceneHeading: 'INT. KITCHEN - NIGHT', lines: 3 },
        ],
        scriptPercentage: 75,
      },
      {
        location: 'GARDEN',
        totalLines: 4,
        actionLines: 1,
        actionPercentage: 25,
        sceneCount: 1,
        pageCount: 1,
        pageNumbers: [2],
        characterCount: 1,
        characters: ['BOB'],
        scenes: [{ sceneNumber: '2', sceneHeading: 'EXT. GARDEN - NIGHT', lines: 4 }],
        scriptPercentage: 20,
      },
    ])
    expect([r.totalLocations, r.totalScenes, r.totalPages]).toEqual([2, 3, 3])
  })
})

describe('Character report (hand-counted)', () => {
  const r = characterReport(REPORT_SCRIPT)
  it('has every speaking character with the figures', () => {
    expect(r.items).toEqual([
      {
        characterName: 'MARY',
        speechCount: 2,
        totalLines: 5,
        linePercentage: 25,
        wordsPerSpeech: 7,
        charactersPerWord: 4,
        totalWords: 14,
        totalWordCharacters: 56,
        pageCount: 2,
        pageNumbers: [1, 2],
        scenes: [{ location: 'KITCHEN', speechesInScene: 2, sceneNumber: '1', sceneHeading: 'INT. KITCHEN - DAY' }],
        dialogueShare: 71.43,
        breakdown: { setting: [{ label: 'INT', scenes: 1 }], timeOfDay: [{ label: 'DAY', scenes: 1 }] },
      },
      {
        characterName: 'BOB',
        speechCount: 2,
        totalLines: 2,
        linePercentage: 10,
        wordsPerSpeech: 1,
        charactersPerWord: 6,
        totalWords: 2,
        totalWordCharacters: 12,
        pageCount: 2,
        pageNumbers: [1, 2],
        scenes: [
          { location: 'KITCHEN', speechesInScene: 1, sceneNumber: '1', sceneHeading: 'INT. KITCHEN - DAY' },
          { location: 'GARDEN', speechesInScene: 1, sceneNumber: '2', sceneHeading: 'EXT. GARDEN - NIGHT' },
        ],
        dialogueShare: 28.57,
        breakdown: {
          setting: [
            { label: 'INT', scenes: 1 },
            { label: 'EXT', scenes: 1 },
          ],
          timeOfDay: [
            { label: 'DAY', scenes: 1 },
            { label: 'NIGHT', scenes: 1 },
          ],
        },
      },
    ])
    expect([r.totalCharacters, r.totalSpeeches, r.totalDialogueLines, r.scriptLines]).toEqual([2, 4, 7, 20])
  })
  it('rounds the line share to 2 decimals', () => {
    // 1 dialogue line of 3 script lines: 33.333… → 33.33
    const r3 = characterReport([
      { type: 'character', text: 'JO' },
      { type: 'dialogue', text: 'Hi.' },
      { type: 'action', text: 'Jo waves.' },
    ])
    expect(r3.items[0].linePercentage).toBe(33.33)
  })
})

describe('Script report (hand-counted)', () => {
  it('lists dialogue only by default, with pages, lines and scenes', () => {
    const r = scriptReport(REPORT_SCRIPT)
    expect(r.types).toEqual(['dialogue'])
    expect(r.items.map((i) => [i.pageNumber, i.visualLines, i.sceneNumber, i.text])).toEqual([
      [1, 2, '1', 'Where were you last night? I waited up until two.'],
      [1, 1, '1', 'Out.'],
      [2, 3, '1', 'Out where?\n\nTell me.'],
      [2, 1, '2', 'Nothing.'],
    ])
    expect(r.items[0]).toEqual({ text: 'Where were you last night? I waited up until two.', type: 'dialogue', pageNumber: 1, visualLines: 2, sceneNumber: '1', sceneHeading: 'INT. KITCHEN - DAY' })
    expect(r.totalLines).toBe(7)
    expect(r.counts).toEqual({ dialogue: 4 })
  })
  it('all eight types: every element but the page breaks; none selected: nothing', () => {
    const all = scriptReport(REPORT_SCRIPT, ['scene', 'action', 'character', 'parenthetical', 'dialogue', 'transition', 'shot', 'note'])
    expect(all.items).toHaveLength(18)
    expect(all.counts).toEqual({ scene: 3, action: 4, character: 4, parenthetical: 1, dialogue: 4, transition: 1, shot: 0, note: 1 })
    expect(all.items[0]).toEqual({ text: 'A quiet town.', type: 'action', pageNumber: 1, visualLines: 1 })
    expect(scriptReport(REPORT_SCRIPT, []).items).toEqual([])
    expect(scriptReportDocument(scriptReport(REPORT_SCRIPT, [])).body).toEqual([{ text: 'No elements found for the selected types' }])
  })
})

describe('file names', () => {
  it('lower-cases the title and turns every other character into an underscore', () => {
    expect(reportFileName('The Cold Coffee!', 'scene')).toBe('the_cold_coffee__scene_report.pdf')
    expect(reportFileName('', 'location')).toBe('untitled_screenplay_location_report.pdf')
    expect(reportFileName('  ', 'character')).toBe('untitled_screenplay_character_report.pdf')
    expect(reportFileName('Part 2', 'script')).toBe('part_2_script_report.pdf')
  })
})

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  let out = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    out += c.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n'
  }
  return out.replace(/[ \t]+/g, ' ')
}

describe('report text and PDF', () => {
  const date = new Date(2026, 10, 24)
  it('prints the title block and the figures', async () => {
    expect(reportDate(date)).toBe('November 24, 2026')
    const doc = sceneReportDocument(sceneReport(REPORT_SCRIPT))
    const text = reportText(doc, reportDate(date))
    expect(text).toContain('SCENE REPORT\nThe Cold Coffee!\nNovember 24, 2026\n3 scenes · 3 pages (0:17 estimated screen time) · 19 lines\n---')
    expect(text).toContain('SCENE 1: INT. KITCHEN - DAY\n  Pages 1-2 (2 pages) · 12 lines · 1 action line (8%) · length 2/8 · time 0:09\n  Characters (2): MARY 5 lines, BOB 1 line')
    expect(text).toContain('Setting: INT 2 · EXT 1')
    const pdf = await pdfText(renderReportPdf(doc, date))
    expect(pdf).toContain('SCENE REPORT')
    expect(pdf).toContain('November 24, 2026')
    expect(pdf).toContain('SCENE 2A: INT. KITCHEN - NIGHT')
    expect(pdf).toContain('Characters (2): MARY 5 lines, BOB 1 line')
  })
  it('location and character documents carry the shares', () => {
    expect(reportText(locationReportDocument(locationReport(REPORT_SCRIPT)), '')).toContain('KITCHEN — 75% of the script')
    const c = reportText(characterReportDocument(characterReport(REPORT_SCRIPT)), '')
    expect(c).toContain('2 speeches · 5 dialogue lines · 25.00% of script lines · 71.43% of dialogue')
  })
  it('a long report flows onto more pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => [
      { type: 'scene-heading' as const, text: `INT. ROOM ${i} - DAY` },
      { type: 'character' as const, text: 'ANN' },
      { type: 'dialogue' as const, text: 'Hello.' },
    ]).flat()
    const bytes = renderReportPdf(sceneReportDocument(sceneReport(many)), date)
    const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
    expect(doc.numPages).toBeGreaterThan(5)
  })
  it('keeps the source elements untouched', () => {
    const before = JSON.stringify(REPORT_ELEMENTS)
    sceneReport(REPORT_SCRIPT)
    characterReport(REPORT_SCRIPT)
    expect(JSON.stringify(REPORT_ELEMENTS)).toBe(before)
  })
})
