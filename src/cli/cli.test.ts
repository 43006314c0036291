/**
 * The `nightwriter` command run as a real child process through bin/nightwriter.cjs, from a
 * temporary directory (so paths must not depend on the working directory).
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, it, expect, beforeAll } from 'vitest'
import { REPO_ROOT } from '../../tests/fixtures'

const BIN = resolve(REPO_ROOT, 'bin', 'nightwriter.cjs')
let dir = ''

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runWith({}, ...args)
}

function runWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((res) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      res({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

const SAMPLE = `Title: The Test
Author: Ann Writer

INT. HOUSE - DAY #1#

Bob *waits* by the [[lamp?]] door.

BOB
(quietly)
Hello.

ALICE ^
Hi.

CUT TO:

> THE END <
`

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwriter-cli-'))
  writeFileSync(join(dir, 'sample.fountain'), SAMPLE)
  writeFileSync(join(dir, 'binary.fountain'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01, 0xff]))
  writeFileSync(join(dir, 'empty.txt'), '\n\n   \n')
  writeFileSync(join(dir, 'script.xyz'), 'hello')
})

/** Exactly one line on stderr, no stack trace. */
function expectOneLineError(r: { code: number; stdout: string; stderr: string }, contains: string) {
  expect(r.code).not.toBe(0)
  expect(r.stdout).toBe('')
  const lines = r.stderr.split('\n').filter((l) => l !== '')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(contains)
  expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/)
}

// Each run starts Node and loads every format (~2-3 s); generous timeouts for a busy 2-core machine.
describe.concurrent('nightwriter CLI (child process)', { timeout: 90_000 }, () => {
  it('parse prints the contract JSON: plain text, dual, sceneNumber, notes as elements', async () => {
    const r = await run('parse', 'sample.fountain')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.stdout)
    expect(json.titlePage).toMatchObject({ title: 'The Test', author: 'Ann Writer' })
    expect(json.elements).toEqual([
      { type: 'scene-heading', text: 'INT. HOUSE - DAY', sceneNumber: '1' },
      { type: 'action', text: 'Bob waits by the door.' },
      { type: 'note', text: 'lamp?' },
      { type: 'character', text: 'BOB', dual: 'left' }, { type: 'parenthetical', text: 'quietly', dual: 'left' }, { type: 'dialogue', text: 'Hello.', dual: 'left' },
      { type: 'character', text: 'ALICE', dual: 'right' }, { type: 'dialogue', text: 'Hi.', dual: 'right' },
      { type: 'transition', text: 'CUT TO:' },
      { type: 'centered', text: 'THE END' },
    ])
  })

  it('convert picks formats by extension, fountain → txt → fountain', async () => {
    expect((await run('convert', 'sample.fountain', 'out.txt')).code).toBe(0)
    const txt = readFileSync(join(dir, 'out.txt'), 'utf8')
    expect(txt).toContain(' '.repeat(22) + 'BOB\n')
    expect((await run('convert', 'out.txt', 'back.fountain')).code).toBe(0)
    const back = JSON.parse((await run('parse', 'back.fountain')).stdout)
    expect(back.elements.map((e: { type: string }) => e.type)).toEqual(['scene-heading', 'action', 'note', 'character', 'parenthetical', 'dialogue', 'character', 'dialogue', 'transition', 'centered'])
  })

  it('stats --json gives pages, scenes, words', async () => {
    const r = await run('stats', 'sample.fountain', '--json')
    expect(r.code).toBe(0)
    const stats = JSON.parse(r.stdout)
    expect(stats.pages).toBe(1)
    expect(stats.scenes).toBe(1)
    // Notes are not script words: INT. HOUSE - DAY (4) + Bob waits by the door. (5) + BOB (1) +
    // quietly (1) + Hello. (1) + ALICE (1) + Hi. (1) + CUT TO: (2) + THE END (2)
    expect(stats.words).toBe(18)
  })

  it('timing --json gives each scene\'s eighths and estimated seconds, and the total', async () => {
    const r = await run('timing', 'sample.fountain', '--json')
    expect(r.code).toBe(0)
    // Heading, action, CUT TO: and THE END print one line each at 1.5 s; "Hello." and "Hi." are a
    // word each at 150 a minute (0.4 s): 6.8 s, shown as 7. It prints on rows 0 to 10 of 54: 2 eighths.
    expect(JSON.parse(r.stdout)).toEqual({ scenes: [{ sceneNumber: '1', sceneHeading: 'INT. HOUSE - DAY', eighths: 2, seconds: 7 }], totalSeconds: 7, pages: 1 })
    const text = await run('timing', 'sample.fountain')
    expect(text.stdout).toContain('Total: 0:07 estimated screen time, 1 page')
    expectOneLineError(await run('timing', 'nope.fountain'), "cannot read 'nope.fountain': no such file")
  })

  it('--help prints usage', async () => {
    const r = await run('--help')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('nightwriter parse <file>')
    expect(r.stdout).toContain('nightwriter convert <in> <out>')
  })

  it('missing file: one-line error, non-zero exit', async () => {
    expectOneLineError(await run('parse', 'nope.fountain'), "cannot read 'nope.fountain': no such file")
  })

  it('unknown extension: one-line error', async () => {
    expectOneLineError(await run('parse', 'script.xyz'), "unsupported file type '.xyz'")
    expectOneLineError(await run('convert', 'sample.fountain', 'out.xyz'), "unsupported output type '.xyz'")
  })

  it('corrupt input: binary .fountain and an empty .txt give their messages', async () => {
    expectOneLineError(await run('parse', 'binary.fountain'), 'This file is not a text file (it contains binary data).')
    expectOneLineError(await run('stats', 'empty.txt'), 'File contains only empty lines.')
  })

  it('usage errors are one line too', async () => {
    expectOneLineError(await run('frobnicate'), "unknown command 'frobnicate'")
    expectOneLineError(await run('convert', 'sample.fountain'), 'usage: nightwriter convert <in> <out>')
    expectOneLineError(await run(), 'missing command')
  })

  it('a PDF it wrote reads back: convert .fountain → .pdf, then parse the .pdf', async () => {
    expect((await run('convert', 'sample.fountain', 'sample.pdf')).code).toBe(0)
    const r = await run('parse', 'sample.pdf')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.stdout)
    expect(json.titlePage).toMatchObject({ title: 'The Test', author: 'Ann Writer' })
    // The scene number prints both sides of the heading and reads back as the heading's number.
    expect(json.elements).toContainEqual({ type: 'scene-heading', text: 'INT. HOUSE - DAY', sceneNumber: '1' })
    expect(json.elements).toContainEqual({ type: 'action', text: 'Bob waits by the door.' })
    expect(json.elements).toContainEqual({ type: 'transition', text: 'CUT TO:' })
    // Dual dialogue comes back column by column.
    const dual = json.elements.filter((e: { dual?: string }) => e.dual)
    expect(dual).toEqual([
      { type: 'character', text: 'BOB', dual: 'left' }, { type: 'parenthetical', text: 'quietly', dual: 'left' }, { type: 'dialogue', text: 'Hello.', dual: 'left' },
      { type: 'character', text: 'ALICE', dual: 'right' }, { type: 'dialogue', text: 'Hi.', dual: 'right' },
    ])
  })

  it('each command starts from the code cache the build wrote', async () => {
    const r = await runWith({ NIGHTWRITER_CODE_CACHE: 'report' }, 'convert', 'sample.fountain', 'cached.pdf')
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/^code cache used: .*commands[\\/]convert\.cjs$/m)
  })

  it('a reader that stops early ends the command quietly (exit 0, nothing on stderr)', async () => {
    writeFileSync(join(dir, 'long.fountain'), SAMPLE.repeat(2000))
    const child = spawn(process.execPath, [BIN, 'parse', 'long.fountain'], { cwd: dir })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((res) => child.on('close', res))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })
})
