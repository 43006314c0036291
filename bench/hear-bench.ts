/**
 * The built-in dictionary and the table read, in Node: a dictionary lookup cold (each shard it
 * needs read from the built files and parsed, as on a first lookup; no network) and warm (shards
 * already in memory), and building the table read's reading queue for a 120-page script.
 * Run alone: `npx tsx bench/hear-bench.ts`.
 */
import { pathToFileURL } from 'node:url'
import { lookUp, type ShardLoader } from '../src/screenplay/dictionary'
import { readingQueue } from '../src/screenplay/table-read'
import { generateScript } from '../src/screenplay/layout/sample-script'
import { stats, timeRuns, type Row } from './stats'
// @ts-expect-error plain JS build script shared with the app's build
import { dictionaryFiles } from '../scripts/dictionary-plugin.mjs'

const WORDS = ['running', 'mice', 'happier', 'table', 'ran', 'light', 'stories', 'better', 'went', 'glass', 'quickly', 'door', 'walked', 'children', 'saw', 'whisper', 'lugubrious', 'flibbertyzzq', 'coffee', 'night']

function loaderFrom(files: Map<string, string>, path: string, warm: Map<string, unknown> | null): ShardLoader {
  const read = async (name: string) => {
    if (warm?.has(name)) return warm.get(name)
    const text = files.get(`${path}/${name}.json`)
    const value = text === undefined ? undefined : JSON.parse(text)
    warm?.set(name, value)
    return value
  }
  return { words: read as ShardLoader['words'], rhymes: read as ShardLoader['rhymes'] }
}

export async function runHearBench(): Promise<Row[]> {
  const { files, path } = (await dictionaryFiles()) as { files: Map<string, string>; path: string }
  const rows: Row[] = []
  const cold: number[] = []
  for (let round = 0; round < 5; round++)
    for (const w of WORDS) {
      const t = performance.now()
      await lookUp(w, loaderFrom(files, path, null))
      cold.push(performance.now() - t)
    }
  rows.push({ name: 'dictionary: lookup, cold (shards read and parsed)', ...stats(cold), note: `${WORDS.length} words × 5; the fetch itself not counted` })
  const memory = new Map<string, unknown>()
  const warmLoader = loaderFrom(files, path, memory)
  for (const w of WORDS) await lookUp(w, warmLoader)
  const warm: number[] = []
  for (let round = 0; round < 20; round++)
    for (const w of WORDS) {
      const t = performance.now()
      await lookUp(w, warmLoader)
      warm.push(performance.now() - t)
    }
  rows.push({ name: 'dictionary: lookup, warm (shards in memory)', ...stats(warm), note: `${WORDS.length} words × 20` })
  let total = 0
  for (const text of files.values()) total += text.length
  rows.push({ name: 'dictionary: size of all shards', median: total / 1e6, p95: total / 1e6, n: files.size, note: 'MB of JSON (median/p95 columns), n = files' })

  const script = generateScript(120, 2)
  const times = await timeRuns(() => readingQueue(script.elements), 20)
  const n = readingQueue(script.elements).length
  rows.push({ name: `table read: reading queue, 120-page script (${n} utterances)`, ...stats(times), note: 'narrator reads, parentheticals skipped' })
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { formatTable } = await import('./stats')
  console.log(formatTable(await runHearBench()))
}
