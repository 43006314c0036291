import { test, expect, chromium, type Browser } from './test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scriptToDoc } from '../../src/screenplay/document'
import { clickToLineEnd, EDITOR } from './helpers'

/**
 * A writer types without pausing and the browser dies (a crash, a kill: no unload handler runs).
 * The next start must bring back everything typed until two seconds before, script and planning
 * data alike. The browser is a real Chromium process on a profile folder, killed with SIGKILL.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

interface Running {
  proc: ChildProcess
  browser: Browser
}

async function launch(profile: string): Promise<Running> {
  rmSync(join(profile, 'DevToolsActivePort'), { force: true })
  const proc = spawn(
    CHROMIUM,
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore', detached: true },
  )
  const portFile = join(profile, 'DevToolsActivePort')
  const deadline = Date.now() + 30_000
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > deadline) throw new Error('Chromium did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  const port = readFileSync(portFile, 'utf8').split('\n')[0]
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  return { proc, browser }
}

function kill(r: Running): Promise<void> {
  return new Promise((resolve) => {
    r.proc.once('exit', () => resolve())
    process.kill(-r.proc.pid!, 'SIGKILL')
  })
}

const PLANNING = {
  todos: [{ id: 't1', text: 'Cut the circus scene', completed: false }],
  characters: { characters: [{ id: 'c1', name: 'Edward Bloom' }] },
  plotBoard: { id: 'b1', title: 'Big Fish', description: '', acts: [{ id: 'a1', title: 'Act One', description: '', order: 0 }], sequences: [], beats: [] },
}

test('a browser killed after 8 s of steady typing brings back all but the last two seconds, planning data included', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const profile = mkdtempSync(join(tmpdir(), 'nw-crash-'))
  let running: Running | null = null
  try {
    running = await launch(profile)
    let context = running.browser.contexts()[0]
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }])
    // A returning writer: the welcome tour, which opens once for a new one, was seen.
    await context.addInitScript(() => localStorage.setItem('welcome-completed', 'true'))
    let page = await context.newPage()
    await page.goto(baseURL!)
    await page.locator(EDITOR).waitFor()
    // Yesterday's project, with its planning data, is what this browser kept.
    const nws = JSON.stringify({ version: '1.0', content: scriptToDoc({ elements: [{ type: 'action', text: 'Start.' }] }), titlePage: { title: 'Big Fish' }, ...PLANNING })
    await page.evaluate(async (record) => {
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('nightwriter')
        req.onupgradeneeded = () => req.result.createObjectStore('kv')
        req.onsuccess = () => {
          const tx = req.result.transaction('kv', 'readwrite')
          tx.objectStore('kv').put(record, 'current-document')
          tx.oncomplete = () => (req.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      })
    }, { version: 2, savedAt: Date.now(), nws, file: null, fileName: 'Big Fish', dirty: true })
    await page.reload()
    await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('Start.')

    // Steady typing for 8 s, a key every 50 ms, never a pause.
    await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`))
    const sentence = ' The river keeps its secrets and the fish keeps its eye on him.'
    const typedAt: { at: number; text: string }[] = []
    let text = 'Start.'
    const start = Date.now()
    for (let i = 0; Date.now() - start < 8000; i++) {
      const ch = sentence[i % sentence.length]
      await page.keyboard.type(ch)
      text += ch
      typedAt.push({ at: Date.now(), text })
      await new Promise((r) => setTimeout(r, 50))
    }
    const killedAt = Date.now()
    await kill(running)
    running = null
    const mustHave = [...typedAt].reverse().find((t) => t.at <= killedAt - 2000)!.text

    running = await launch(profile)
    context = running.browser.contexts()[0]
    // The consent cookie may not have reached the disk before the kill; the writer's choice stands.
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }])
    page = await context.newPage()
    await page.goto(baseURL!)
    const restored = (await page.locator(`${EDITOR} [data-type="action"]`).first().textContent()) ?? ''
    expect(restored.length, `restored ${restored.length} of ${text.length} characters typed`).toBeGreaterThanOrEqual(mustHave.length)
    expect(text.startsWith(restored)).toBe(true)
    // The planning data came back with the script.
    const kept = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const req = indexedDB.open('nightwriter')
          req.onsuccess = () => {
            const g = req.result.transaction('kv').objectStore('kv').get('current-document')
            g.onsuccess = () => (req.result.close(), resolve((g.result as { nws: string }).nws))
          }
        }),
    )
    const project = JSON.parse(kept)
    expect(project.todos).toEqual(PLANNING.todos)
    expect(project.characters).toEqual(PLANNING.characters)
    expect(project.plotBoard).toEqual(PLANNING.plotBoard)
    await expect(page).toHaveTitle('Big Fish - Nightwriter')
  } finally {
    if (running) await kill(running)
    rmSync(profile, { recursive: true, force: true })
  }
})
