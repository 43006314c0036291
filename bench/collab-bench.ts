/**
 * The co-writing server: 50 writers on one shared script on one server, each typing at a steady
 * pace, measured from a keystroke on one writer's machine to its arrival on another's (the server
 * runs in a process of its own, as `npm start` does); the messages per second it holds; and the
 * memory a loaded shared project costs the server (a 120-page script, measured on the heap after
 * collection). Run alone: `npx tsx bench/collab-bench.ts`.
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import * as Y from 'yjs'
import { nwsFromScript } from '../src/project'
import { generateScript } from '../src/screenplay/layout/sample-script'
import { connect, createProject, freePort, startServer, startServerProcess, tempDir, until, type TestClient } from '../tests/collab/harness'
import { stats, type Row } from './stats'

const CLIENTS = 50
const SECONDS = 6

/** CPU time a process has used so far, in ms (Linux: user + system from /proc; null elsewhere). */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

/**
 * Each of 50 writers types into a block of their own at `perSecond` keystrokes a second; one more
 * client watches. Returns keystroke-to-arrival times at the watcher and the messages per second
 * the server took in.
 */
async function steadyTyping(port: number, perSecond: number, serverPid: number): Promise<{ latencies: number[]; inbound: number; converged: boolean; cpuPerMessage: number | null }> {
  const origin = `http://127.0.0.1:${port}`
  const target = { socketUrl: `ws://127.0.0.1:${port}/collab` }
  const lines = Array.from({ length: CLIENTS }, (_, i) => `Writer ${i}: `)
  const p = await createProject(origin, nwsFromScript({ titlePage: generateScript(1).titlePage, elements: lines.map((text) => ({ type: 'action' as const, text })) }))
  const writers: TestClient[] = []
  for (let i = 0; i < CLIENTS; i++) writers.push(connect(target, p.id, p.tokens.writer))
  const watcher = connect(target, p.id, p.tokens.reader)
  await Promise.all([...writers.map((w) => w.synced), watcher.synced])
  const textOf = (doc: Y.Doc, w: number) => (doc.getXmlFragment('script').get(w) as Y.XmlElement).get(0) as Y.XmlText
  const watched = Array.from({ length: CLIENTS }, (_, w) => textOf(watcher.doc, w))
  const typed = writers.map((c, w) => textOf(c.doc, w))
  const base = lines.map((l) => l.length)
  // Per writer, the keystrokes not yet seen by the watcher: [count, sent at].
  const pending: [number, number][][] = Array.from({ length: CLIENTS }, () => [])
  let outstanding = 0
  const latencies: number[] = []
  watcher.doc.on('update', () => {
    const now = performance.now()
    for (let w = 0; w < CLIENTS; w++) {
      const queue = pending[w]
      if (!queue.length) continue
      const seen = watched[w].length - base[w]
      while (queue.length && queue[0][0] <= seen) {
        latencies.push(now - queue.shift()![1])
        outstanding--
      }
    }
  })
  let sent = 0
  const cpuBefore = cpuMs(serverPid)
  const start = performance.now()
  const counts = new Array(CLIENTS).fill(0)
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = (performance.now() - start) / 1000
      if (elapsed >= SECONDS) {
        clearInterval(tick)
        resolve()
        return
      }
      // Keep every writer on pace: as many keystrokes as the time so far asks for.
      for (let w = 0; w < CLIENTS; w++)
        while (counts[w] < Math.floor(elapsed * perSecond)) {
          counts[w]++
          typed[w].insert(typed[w].length, 'x')
          pending[w].push([counts[w], performance.now()])
          outstanding++
          sent++
        }
    }, 10)
  })
  const seconds = (performance.now() - start) / 1000
  let converged = true
  try {
    await until(() => outstanding === 0, 'every keystroke to arrive', 20_000)
  } catch {
    converged = false
  }
  const cpuAfter = cpuMs(serverPid)
  for (const c of [...writers, watcher]) c.destroy()
  const cpuPerMessage = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / sent : null
  return { latencies, inbound: sent / seconds, converged, cpuPerMessage }
}

/** Heap per loaded shared project on the server: 20 copies of a 120-page script loaded, collected before and after. */
async function memoryPerDocument(): Promise<{ bytes: number; stored: number }> {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  const server = await startServer()
  try {
    const file = nwsFromScript(generateScript(120, 7))
    const ids: string[] = []
    for (let i = 0; i < 20; i++) ids.push((await createProject(server.origin, file)).id)
    gc()
    const before = process.memoryUsage().heapUsed
    const connections = []
    for (const id of ids) connections.push(await server.collab.engine.hocuspocus.openDirectConnection(id))
    gc()
    const after = process.memoryUsage().heapUsed
    const stored = Y.encodeStateAsUpdate(server.collab.engine.hocuspocus.documents.get(ids[0])!).byteLength
    for (const c of connections) await c.disconnect()
    return { bytes: (after - before) / ids.length, stored }
  } finally {
    await server.stop()
  }
}

export async function runCollabBench(): Promise<Row[]> {
  const rows: Row[] = []
  const port = await freePort()
  const child = await startServerProcess(port, tempDir('nw-bench-'))
  try {
    for (const perSecond of [5, 10]) {
      const r = await steadyTyping(port, perSecond, child.pid!)
      // What one core of the server can hold: its CPU time per message taken in and sent to everyone else.
      const held = r.cpuPerMessage ? `; server ${r.cpuPerMessage.toFixed(2)} ms CPU a message, so one core holds ~${Math.round(1000 / r.cpuPerMessage)} messages/s in (×${CLIENTS} out)` : ''
      rows.push({
        name: `co-writing: ${CLIENTS} writers at ${perSecond} keys/s, keystroke to a partner's screen`,
        ...stats(r.latencies),
        note: `${Math.round(r.inbound)} messages/s in, ${Math.round(r.inbound * CLIENTS)} out; ${r.converged ? 'all arrived' : 'NOT ALL ARRIVED'}${held}`,
      })
    }
  } finally {
    child.kill('SIGTERM')
  }
  const memory = await memoryPerDocument()
  rows.push({
    name: 'co-writing: server memory per loaded 120-page project',
    median: memory.bytes / 1048576,
    p95: memory.bytes / 1048576,
    n: 20,
    note: `MB of heap (not ms); stored state ${(memory.stored / 1024).toFixed(0)} KB`,
  })
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { formatTable } = await import('./stats')
  console.log(formatTable(await runCollabBench()))
  process.exit(0)
}
