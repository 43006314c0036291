import { describe, it, expect } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
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
})
