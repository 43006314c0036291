/**
 * Fountain parsing speed: Brick & Steel repeated to ~120 pages and a generated
 * ~300-page script, parsed by our parser, fountain-js and aw-parser (afterwriting's parser; it
 * runs in Node as a plain CommonJS package) side by side. The note column gives element counts
 * per kind on Brick & Steel (H heading, A action, C character, D dialogue, P parenthetical,
 * T transition, X centered), whose correct sequence is asserted in
 * src/screenplay/formats/fountain/fixtures.test.ts (H8 A20 C20 D22 P6 T7 X3; aw-parser reads the
 * '> THE END <' style lines and the tab-indented cue block differently).
 *
 * `npm run bench` calls runFountainBench(); alone: `npx tsx bench/fountain-bench.ts`.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { parseFountain, writeFountain } from '../src/screenplay/formats/fountain'
import { countPages } from '../src/screenplay/layout'
import { generateScript } from './generate-script'
import { fixturePath, hasFixtures } from '../tests/fixtures'
import { formatTable, stats, timeRuns, type Row } from './stats'

const require = createRequire(import.meta.url)

interface Parser {
  name: string
  parse: (text: string) => unknown
  /** Element counts by our kind letters, for the note column. */
  counts: (text: string) => Record<string, number>
}

function tally(types: readonly string[], map: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const t of types) {
    const k = map[t]
    if (k) out[k] = (out[k] ?? 0) + 1
  }
  return out
}

const OURS: Record<string, string> = { 'scene-heading': 'H', action: 'A', character: 'C', dialogue: 'D', parenthetical: 'P', transition: 'T', centered: 'X' }
const THEIRS: Record<string, string> = { scene_heading: 'H', action: 'A', character: 'C', dialogue: 'D', parenthetical: 'P', transition: 'T', centered: 'X' }

function parsers(): { list: Parser[]; skipped: string[] } {
  const list: Parser[] = [
    {
      name: 'nightwriter parseFountain',
      parse: (t) => parseFountain(t),
      counts: (t) => tally(parseFountain(t).elements.map((e) => e.type), OURS),
    },
  ]
  const skipped: string[] = []
  try {
    const { Fountain } = require('fountain-js') as { Fountain: new () => { parse(s: string, tokens: boolean): { tokens: { type: string }[] } } }
    list.push({
      name: 'fountain-js 1.2.4',
      parse: (t) => new Fountain().parse(t, true),
      counts: (t) => tally(new Fountain().parse(t, true).tokens.map((x) => x.type), THEIRS),
    })
  } catch (e) {
    skipped.push(`fountain-js: ${(e as Error).message}`)
  }
  try {
    const aw = require('aw-parser') as { parser: { parse(s: string, cfg: object): { tokens: { type: string }[] } } }
    const cfg = { print_headers: true, print_actions: true, print_dialogues: true, print_notes: false, print_sections: false, print_synopsis: false, use_dual_dialogue: true }
    list.push({
      name: 'aw-parser (afterwriting)',
      parse: (t) => aw.parser.parse(t, cfg),
      counts: (t) => tally(aw.parser.parse(t, cfg).tokens.map((x) => x.type), THEIRS),
    })
  } catch (e) {
    skipped.push(`aw-parser: ${(e as Error).message}`)
  }
  return { list, skipped }
}

/** Brick & Steel's body repeated until the layout engine counts `pages` pages. */
function brickAndSteel(pages: number): string {
  const src = readFileSync(fixturePath('fountain', 'samples', 'brick-and-steel.fountain'), 'utf8')
  const body = src.slice(src.search(/^EXT\./m))
  let copies = Math.max(1, Math.round(pages / countPages(parseFountain(src))))
  const make = () => src + ('\n\n' + body).repeat(copies - 1)
  while (countPages(parseFountain(make())) < pages) copies++
  return make()
}

const fmt = (c: Record<string, number>) => ['H', 'A', 'C', 'D', 'P', 'T', 'X'].map((k) => `${k}${c[k] ?? 0}`).join(' ')

export async function runFountainBench(runs = 25): Promise<Row[]> {
  const { list, skipped } = parsers()
  const inputs: { label: string; text: string }[] = []
  if (hasFixtures) inputs.push({ label: 'Brick & Steel ×, ~120 pages', text: brickAndSteel(120) })
  inputs.push({ label: 'generated, ~300 pages', text: writeFountain(generateScript(300)) })
  const brick = hasFixtures ? readFileSync(fixturePath('fountain', 'samples', 'brick-and-steel.fountain'), 'utf8') : ''

  const rows: Row[] = []
  for (const input of inputs) {
    const pages = countPages(parseFountain(input.text))
    const medians = new Map<string, number>()
    for (const p of list) {
      for (let w = 0; w < 3; w++) p.parse(input.text) // warm up the JIT
      const r = stats(await timeRuns(() => p.parse(input.text), runs))
      medians.set(p.name, r.median)
      const note = brick && input === inputs[0] ? `Brick & Steel: ${fmt(p.counts(brick))}` : ''
      rows.push({ name: `fountain parse, ${input.label} (${pages} pp), ${p.name}`, ...r, note })
    }
    const ours = medians.get(list[0].name)!
    for (const row of rows.slice(-list.length + 1)) {
      const peer = medians.get(row.name.split('), ')[1])
      if (peer) row.note = `${row.note ? row.note + '; ' : ''}ours ${(peer / ours).toFixed(1)}× faster`
    }
  }
  for (const s of skipped) rows.push({ name: `fountain parse: ${s}`, median: NaN, p95: NaN, n: 0, note: 'not runnable' })
  return rows
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFountainBench().then((rows) => console.log(formatTable(rows)))
}
