/**
 * `nightwriter report` and `nightwriter check` run as real child processes through
 * bin/nightwriter.cjs, on the hand-counted report script saved as a .nws file.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, it, expect, beforeAll } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { REPO_ROOT } from '../../../tests/fixtures'
import { nwsFromScript, writeNws } from '../../project'
import { REPORT_SCRIPT } from '../../testing/hand-counted-reports'
import type { Script } from '../../screenplay/model'
import { characterReport, locationReport, sceneReport, scriptReport } from '../../screenplay/reports'

const BIN = resolve(REPO_ROOT, 'bin', 'nightwriter.cjs')
let dir = ''

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((res) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      res({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

const CLEAN = 'INT. DINER - NIGHT\n\nMay wipes the counter.\n\nMAY\n(tired)\nMore coffee?\n\nJOE\nSure.\n'
// Three errors: a cue with no speech (line 2), a name typed as action (line 3), dialogue after action (line 5).
const FAULTY: Script = {
  titlePage: REPORT_SCRIPT.titlePage,
  elements: [
    { type: 'scene-heading', text: 'INT. DINER - NIGHT' },
    { type: 'character', text: 'MAY' },
    { type: 'action', text: 'JOE' },
    { type: 'action', text: 'May waits.' },
    { type: 'dialogue', text: 'Sure.' },
  ],
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwriter-report-'))
  writeFileSync(join(dir, 'coffee.nws'), writeNws(nwsFromScript(REPORT_SCRIPT)))
  writeFileSync(join(dir, 'clean.fountain'), CLEAN)
  writeFileSync(join(dir, 'faulty.nws'), writeNws(nwsFromScript(FAULTY)))
  writeFileSync(join(dir, 'broken.fdx'), '<FinalDraft><Content><Paragraph')
})

function expectOneLineError(r: { code: number; stdout: string; stderr: string }, code: number, contains: string) {
  expect(r.code).toBe(code)
  expect(r.stdout).toBe('')
  const lines = r.stderr.split('\n').filter((l) => l !== '')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(contains)
  expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/)
}

describe.concurrent('nightwriter report / check (child process)', { timeout: 90_000 }, () => {
  it('report scenes --json prints the scene report items with the hand-counted figures', async () => {
    const r = await run('report', 'scenes', 'coffee.nws', '--json')
    expect(r.code).toBe(0)
    const items = JSON.parse(r.stdout)
    expect(items).toEqual(JSON.parse(JSON.stringify(sceneReport(REPORT_SCRIPT).items)))
    expect(items.map((s: { sceneNumber: string; totalLines: number; actionPercentage: number; pageNumbers: number[] }) => [s.sceneNumber, s.totalLines, s.actionPercentage, s.pageNumbers])).toEqual([
      ['1', 12, 8, [1, 2]],
      ['2', 4, 25, [2]],
      ['2A', 3, 33, [3]],
    ])
  })

  it('report locations and characters --json use the reports\' own field names', async () => {
    const [loc, chr] = await Promise.all([run('report', 'locations', 'coffee.nws', '--json'), run('report', 'characters', 'coffee.nws', '--json')])
    expect(JSON.parse(loc.stdout)).toEqual(JSON.parse(JSON.stringify(locationReport(REPORT_SCRIPT).items)))
    expect(JSON.parse(loc.stdout)[0]).toMatchObject({ location: 'KITCHEN', sceneCount: 2, totalLines: 15, scriptPercentage: 75, pageNumbers: [1, 2, 3] })
    const chars = JSON.parse(chr.stdout)
    expect(chars).toEqual(JSON.parse(JSON.stringify(characterReport(REPORT_SCRIPT).items)))
    expect(chars[0]).toMatchObject({ characterName: 'MARY', speechCount: 2, totalLines: 5, linePercentage: 25, wordsPerSpeech: 7, charactersPerWord: 4, totalWords: 14, totalWordCharacters: 56 })
  })

  it('report script: dialogue by default, --types picks others', async () => {
    const [def, some] = await Promise.all([run('report', 'script', 'coffee.nws', '--json'), run('report', 'script', 'coffee.nws', '--json', '--types=scene,transition')])
    expect(JSON.parse(def.stdout)).toEqual(JSON.parse(JSON.stringify(scriptReport(REPORT_SCRIPT).items)))
    expect(JSON.parse(some.stdout).map((i: { type: string; text: string; pageNumber: number }) => [i.type, i.text, i.pageNumber])).toEqual([
      ['scene', 'INT. KITCHEN - DAY', 1],
      ['scene', 'EXT. GARDEN - NIGHT', 2],
      ['scene', 'INT. KITCHEN - NIGHT', 3],
      ['transition', 'CUT TO:', 3],
    ])
  })

  it('report characters as text, and --pdf writes a PDF with the same figures', async () => {
    const text = await run('report', 'characters', 'coffee.nws')
    expect(text.code).toBe(0)
    expect(text.stdout).toContain('CHARACTER REPORT\nThe Cold Coffee!\n')
    expect(text.stdout).toContain('MARY\n  2 speeches · 5 dialogue lines · 25.00% of script lines · 71.43% of dialogue')
    const pdf = await run('report', 'scenes', 'coffee.nws', '--pdf', 'scenes.pdf')
    expect(pdf.code).toBe(0)
    expect(pdf.stdout).toBe('Scene Report saved as scenes.pdf\n')
    const doc = await getDocument({ data: new Uint8Array(readFileSync(join(dir, 'scenes.pdf'))), verbosity: 0 }).promise
    const c = await (await doc.getPage(1)).getTextContent()
    const words = c.items.map((it) => ('str' in it ? it.str : '')).join(' ')
    expect(words).toContain('SCENE REPORT')
    expect(words).toContain('SCENE 1: INT. KITCHEN - DAY')
    expect(words).toContain('Pages 1-2 (2 pages) · 12 lines · 1 action line (8%)')
  })

  it('report usage errors are one line', async () => {
    expectOneLineError(await run('report', 'plots', 'coffee.nws'), 1, "unknown report 'plots'")
    expectOneLineError(await run('report', 'scenes'), 1, 'usage: nightwriter report')
    expectOneLineError(await run('report', 'scenes', 'missing.nws'), 1, "cannot read 'missing.nws'")
    expectOneLineError(await run('report', 'script', 'coffee.nws', '--types=dialog'), 1, "unknown element type 'dialog'")
  })

  it('check: exit 0 on a clean script', async () => {
    const r = await run('check', 'clean.fountain')
    expect(r).toMatchObject({ code: 0, stderr: '' })
    expect(r.stdout).toContain('no formatting errors')
    expect(JSON.parse((await run('check', 'clean.fountain', '--json')).stdout)).toEqual([])
  })

  it('check --json: every error as a format-error record, exit 1', async () => {
    const r = await run('check', 'faulty.nws', '--json')
    expect(r.code).toBe(1)
    const errors = JSON.parse(r.stdout)
    expect(errors.map((e: { errorType: string; lineNumber: number; text: string; suggestedElementType?: string }) => [e.errorType, e.lineNumber, e.text, e.suggestedElementType])).toEqual([
      ['character_sequence', 2, 'MAY', undefined],
      ['incorrect_type', 3, 'JOE', 'character'],
      ['dialogue_sequence', 5, 'Sure.', 'action'],
    ])
    expect(Object.keys(errors[0]).sort()).toEqual(['description', 'elementIndex', 'elementType', 'errorType', 'lineNumber', 'position', 'suggestion', 'text'])
    const text = await run('check', 'faulty.nws')
    expect(text.code).toBe(1)
    expect(text.stdout).toContain('3 formatting errors found.')
  })

  it('check: exit 2 and one line when the file cannot be read', async () => {
    expectOneLineError(await run('check', 'missing.fountain'), 2, "cannot read 'missing.fountain'")
    expectOneLineError(await run('check', 'broken.fdx'), 2, "cannot read 'broken.fdx'")
    expectOneLineError(await run('check'), 2, 'usage: nightwriter check')
  })
})
