import { describe, it, expect } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../tests/fixtures'

const bin = join(REPO_ROOT, 'bin', 'nightwriter.cjs')
const dir = mkdtempSync(join(tmpdir(), 'nw-cli-nws-'))

describe('nightwriter and .nws files', () => {
  it('converts Fountain to .nws and parses the .nws back', () => {
    writeFileSync(join(dir, 'a.fountain'), 'Title: Night\n\nINT. ROOM - DAY\n\nShe waits.\n\nBOB\n(quietly)\nHello.\n')
    execFileSync(process.execPath, [bin, 'convert', join(dir, 'a.fountain'), join(dir, 'a.nws')], { cwd: REPO_ROOT })
    const nws = JSON.parse(readFileSync(join(dir, 'a.nws'), 'utf8'))
    expect(nws.version).toBe('1.0')
    expect(nws.titlePage.title).toBe('Night')
    const out = JSON.parse(execFileSync(process.execPath, [bin, 'parse', join(dir, 'a.nws')], { cwd: REPO_ROOT, encoding: 'utf8' }))
    expect(out.elements.map((e: { type: string; text: string }) => [e.type, e.text])).toEqual([
      ['scene-heading', 'INT. ROOM - DAY'],
      ['action', 'She waits.'],
      ['character', 'BOB'],
      ['parenthetical', 'quietly'],
      ['dialogue', 'Hello.'],
    ])
  }, 60_000)
  it('a bad .nws exits non-zero with one line and no stack trace', () => {
    writeFileSync(join(dir, 'bad.nws'), '{"version":"9"}')
    const r = spawnSync(process.execPath, [bin, 'parse', join(dir, 'bad.nws')], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(r.status).not.toBe(0)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stderr).toContain('version "9"')
    expect(r.stderr).not.toMatch(/\n\s+at /)
  }, 60_000)
  it('reads what it can of a damaged .nws, as the editor opens it, and says what was repaired on stderr', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'scene',
          content: [
            { type: 'sceneHeading', content: [{ type: 'text', text: 'INT. ROOM - DAY' }] },
            { type: 'action', content: [{ type: 'text', text: 'See ' }, { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://x' } }] }, { type: 'text', text: '' }] },
            { type: 'character', content: [{ type: 'text', text: 'BOB' }] },
            { type: 'dialogue', content: [{ type: 'text', text: 'Hello.' }] },
          ],
        },
      ],
    }
    writeFileSync(join(dir, 'damaged.nws'), JSON.stringify({ version: '1.0', content: doc, titlePage: {} }))
    const r = spawnSync(process.execPath, [bin, 'parse', join(dir, 'damaged.nws')], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout).elements.map((e: { text: string }) => e.text)).toEqual(['INT. ROOM - DAY', 'See this', 'BOB', 'Hello.'])
    expect(r.stderr).toBe(
      `nightwriter: warning: '${join(dir, 'damaged.nws')}': The script was repaired to open: 1 text run keeps its words without a mark this version does not know ("link"); 1 empty text run removed.\n`,
    )
  }, 60_000)
  it('refuses a .nws nothing could be read from: non-zero exit, one line, nothing written', () => {
    writeFileSync(join(dir, 'empty.nws'), JSON.stringify({ version: '1.0', content: { type: 'doc', content: [{ type: 'scene', content: [{ type: 'action', content: [{ type: 'text', text: '' }] }] }] } }))
    const r = spawnSync(process.execPath, [bin, 'convert', join(dir, 'empty.nws'), join(dir, 'empty.fountain')], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(`nightwriter: cannot read '${join(dir, 'empty.nws')}': This .nws file is damaged: none of its script could be read. Nothing was opened.\n`)
    expect(existsSync(join(dir, 'empty.fountain'))).toBe(false)
  }, 60_000)
  it('reads a Fountain file that is not UTF-8 as Windows-1252 and says so on stderr, with the line', () => {
    const file = join(dir, 'cafe.fountain')
    writeFileSync(file, Buffer.concat([Buffer.from('INT. CAFE - DAY\n\nMARIE\n'), Buffer.from([0x93, 0x48, 0x69, 0x94, 0x20, 0x43, 0x61, 0x66, 0xe9]), Buffer.from('\n')]))
    const r = spawnSync(process.execPath, [bin, 'parse', file], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout).elements.map((e: { text: string }) => e.text)).toEqual(['INT. CAFE - DAY', 'MARIE', '\u201cHi\u201d Caf\u00e9'])
    expect(r.stderr).toBe(
      `nightwriter: warning: '${file}': This file is not valid UTF-8 text (the first byte that is not is on line 4), so it was read as Windows-1252, the encoding of older Windows programs: check its accented letters and quotation marks.\n`,
    )
  }, 60_000)
})
