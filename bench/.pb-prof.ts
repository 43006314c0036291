import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { scriptToDoc } from '../src/screenplay/document'
import { openSavedDoc } from '../tests/support/saved-script'
import { generateScript } from './generate-script'
import { BENCH_ARGS, ON_DEMAND_FRAMES } from './typing-probe'
const port = 4917
const server = spawn('/work/wt-plotboard/node_modules/.bin/tsx', ['src/server/main.ts'], { cwd: '/work/wt-plotboard', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true })
const base = `http://127.0.0.1:${port}/`
try {
  for (let i = 0; i < 100; i++) { try { if ((await fetch(base + 'api/health')).ok) break } catch {} await new Promise(r => setTimeout(r, 200)) }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: base }])
  const page = await context.newPage()
  await openSavedDoc(page, base, scriptToDoc({ elements: generateScript(300).elements }), 'Bench')
  await page.locator('.ProseMirror').click()
  await page.keyboard.press('Control+Shift+5')
  await page.getByRole('button', { name: 'Create Plot Board' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Plot Board' })
  await dialog.getByLabel('Template').selectOption('john-truby-22')
  await dialog.getByRole('button', { name: 'Create Plot Board' }).click()
  await page.getByTestId('beat-card').nth(21).waitFor()
  await page.waitForTimeout(3000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReturnAsStream' } as never)
  const mode = process.argv[2] ?? 'open'
  for (let i = 0; i < 6; i++) {
    if (mode === 'open') {
      await page.getByRole('button', { name: 'Close Plot Board' }).click()
      await page.waitForTimeout(300)
      await page.locator('.ProseMirror').click()
      await page.waitForTimeout(300)
      await page.keyboard.press('Control+Shift+5')
      await page.waitForTimeout(300)
    } else {
      await page.getByRole('button', { name: 'Move beat Ally or Allies', exact: true }).focus()
      for (const k of ['Space', i % 2 ? 'ArrowLeft' : 'ArrowRight', 'Space']) { await page.keyboard.press(k); await page.waitForTimeout(300) }
    }
  }
  const prof = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount: number; children?: number[] }[]; samples: number[]; timeDeltas: number[] } }
  { const self = new Map<string, number>(); const nodes = new Map(prof.profile.nodes.map((n) => [n.id, n]))
    prof.profile.samples.forEach((id, i) => { const n = nodes.get(id)!; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.slice(-12)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (prof.profile.timeDeltas[i] ?? 0) / 1000) })
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `self ${v.toFixed(1)} ${k}`).join('\n'))
    const selfById = new Map<number, number>(); prof.profile.samples.forEach((id, i) => selfById.set(id, (selfById.get(id) ?? 0) + (prof.profile.timeDeltas[i] ?? 0) / 1000))
    const incl = new Map<number, number>(); const tot = (id: number): number => { if (incl.has(id)) return incl.get(id)!; const n = nodes.get(id)!; const v = (selfById.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + tot(c), 0); incl.set(id, v); return v }
    const byKey = new Map<string, number>(); for (const n of prof.profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.slice(-12)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; if (!n.callFrame.url.includes('index-')) continue; byKey.set(k, Math.max(byKey.get(k) ?? 0, 0) + tot(n.id)) }
    console.log([...byKey].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, v]) => `incl ${v.toFixed(1)} ${k}`).join('\n')) }
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream: string }) => resolve(e.stream)))
  await cdp.send('Tracing.end')
  const stream = await done
  let data = ''
  for (;;) { const r = await cdp.send('IO.read', { handle: stream }) as { data: string; eof: boolean }; data += r.data; if (r.eof) break }
  const events = (JSON.parse(data).traceEvents ?? JSON.parse(data)) as { name: string; dur?: number; ph: string; args?: any }[]
  const agg = new Map<string, { n: number; t: number; max: number }>()
  for (const e of events) if (e.ph === 'X' && e.dur) { const a = agg.get(e.name) ?? { n: 0, t: 0, max: 0 }; a.n++; a.t += e.dur / 1000; a.max = Math.max(a.max, e.dur / 1000); agg.set(e.name, a) }
  {
    const main = events.filter((e: any) => e.ph === 'X' && e.dur && e.tid === (events.find((x: any) => x.name === 'EventDispatch') as any)?.tid) as any[]
    const long = main.filter((e) => e.name === 'RunTask' && e.dur > 15000)
    for (const t of long.slice(0, 12)) {
      const kids = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1500 && e.name !== 'RunTask')
      console.log('TASK', (t.dur / 1000).toFixed(1), kids.map((k) => `${k.name}${k.args?.data?.type ? '(' + k.args.data.type + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''}=${(k.dur / 1000).toFixed(1)}`).join(' '))
    }
  }
  for (const e of events) if (e.name === 'EventDispatch' && (e.dur ?? 0) > 3000) console.log('event', e.args?.data?.type, (e.dur! / 1000).toFixed(1))
  for (const e of events) if (e.name === 'FunctionCall' && (e.dur ?? 0) > 3000) console.log('fn', e.args?.data?.functionName, e.args?.data?.url?.slice(-30), e.args?.data?.lineNumber, (e.dur! / 1000).toFixed(1))
  console.log([...agg].sort((a, b) => b[1].t - a[1].t).slice(0, 25).map(([k, v]) => `${k.padEnd(40)} n=${v.n} total=${v.t.toFixed(1)} max=${v.max.toFixed(1)}`).join('\n'))
  await browser.close()
} finally { process.kill(-server.pid!, 'SIGTERM') }
