/**
 * Layout and PDF benchmarks: full pagination of a 300-page script, re-layout after a
 * one-character edit on page 150, PDF export of 120 pages, and afterwriting (the open-source
 * Fountain-to-PDF tool, a devDependency) on the same scripts side by side. Also page counts for the
 * public fixture scripts, ours beside afterwriting's, and page starts on the calibration sets
 * against Final Draft's own renders. Run alone: `npx tsx bench/layout-bench.ts`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { nodeCourierPrime } from '../src/cli/pdf-fonts'
import { createPaginator, layoutScript, paginate } from '../src/screenplay/layout'
import { layoutPageStarts, pageStartShare, readingPageStarts, type PageBreakReading } from '../src/screenplay/layout/page-starts'
import { parseFdx } from '../src/screenplay/formats/fdx'
import { parseFountain } from '../src/screenplay/formats/fountain'
import { generateScript } from '../src/screenplay/layout/sample-script'
import type { Script } from '../src/screenplay/model'
import { renderPdf } from '../src/screenplay/pdf'
import { FIXTURES_DIR, hasFixtures } from '../tests/fixtures'
import { formatTable, stats, timeRuns, type Row } from './stats'

const require = createRequire(import.meta.url)

/** afterwriting's own parser and liner (its pagination), loaded the way its CLI loads them. */
interface Afterwriting {
  pages(fountain: string): number
  /** The printed text lines of each page. */
  pageLines(fountain: string): string[][]
}
function loadAfterwriting(): Afterwriting | string {
  try {
    ;(globalThis as { window?: unknown }).window = undefined
    const awrequire = require('afterwriting/js/client/awrequire.js')
    awrequire.config({ map: { modernizr: {} }, use_node_require: ['jquery', 'fs', 'd3', 'pdfkit', 'aw-parser', 'protoplast', 'lodash'] })
    const parser = awrequire('aw-parser')
    const Liner = awrequire('utils/liner')
    const profiles = awrequire('utils/print-profiles')
    const lineUp = (fountain: string): { type: string; text: string }[] => {
      const parsed = parser.parser.parse(fountain, {
        print_headers: true,
        print_actions: true,
        print_dialogues: true,
        print_notes: false,
        print_sections: false,
        print_synopsis: false,
        double_space_between_scenes: false,
        use_dual_dialogue: true,
        merge_multiple_empty_lines: true,
      })
      return new Liner(parser.helpers).line(parsed.tokens, { print: profiles.usletter, text_more: '(MORE)', text_contd: "(CONT'D)", split_dialogue: true })
    }
    return {
      pageLines(fountain: string) {
        const pages: string[][] = [[]]
        for (const l of lineUp(fountain)) {
          if (l.type === 'page_break') pages.push([])
          else if (l.text && l.text.trim()) pages[pages.length - 1].push(l.text)
        }
        return pages
      },
      pages(fountain: string) {
        return lineUp(fountain).filter((l) => l.type === 'page_break').length + 1
      },
    }
  } catch (e) {
    return `afterwriting not runnable in Node: ${(e as Error).message}`
  }
}

/** Enough Fountain to hand our generated scripts to afterwriting. */
export function toFountain(s: Script): string {
  const out: string[] = []
  const els = s.elements
  for (let i = 0; i < els.length; i++) {
    const e = els[i]
    const next = els[i + 1]
    const inSpeech = next && (next.type === 'dialogue' || next.type === 'parenthetical' || next.type === 'lyrics')
    switch (e.type) {
      case 'scene-heading':
        out.push(`.${e.text}`, '')
        break
      case 'character':
        out.push(`@${e.text}${e.dual === 'right' ? ' ^' : ''}`)
        break
      case 'parenthetical':
        out.push(e.text)
        break
      case 'dialogue':
      case 'lyrics':
        out.push(e.type === 'lyrics' ? `~${e.text}` : e.text)
        if (!inSpeech) out.push('')
        break
      case 'transition':
        out.push(`> ${e.text}`, '')
        break
      case 'centered':
        out.push(`> ${e.text} <`, '')
        break
      case 'page-break':
        out.push('===', '')
        break
      case 'note':
      case 'section':
      case 'synopsis':
        break
      default:
        out.push(`!${e.text}`, '')
    }
  }
  return out.join('\n')
}

const median = (xs: number[]) => stats(xs).median

export async function runLayoutBench(): Promise<Row[]> {
  const rows: Row[] = []
  const s300 = generateScript(300, 1)
  const pages300 = paginate(s300).length

  // (c) full layout of ~300 pages
  for (let i = 0; i < 5; i++) paginate(s300)
  rows.push({ name: `layout: full paginate, ${pages300} pages`, ...stats(await timeRuns(() => paginate(s300), 30)), note: 'target < 20 ms' })

  // (c) re-layout after one keystroke on page 150
  const pg = createPaginator()
  const first = pg.update(s300)
  const at = s300.elements.findIndex((e, i) => e.type === 'action' && first.elementPage[i] >= 149)
  let els = s300.elements
  const samples: number[] = []
  for (let k = 0; k < 400; k++) {
    els = els.slice()
    const t = els[at].text
    els[at] = { ...els[at], text: k % 2 ? t.slice(0, -1) : t + 'x' }
    const t0 = performance.now()
    pg.update(els, at)
    samples.push(performance.now() - t0)
  }
  rows.push({ name: `layout: re-layout after 1-char edit on page ${first.elementPage[at] + 1}`, ...stats(samples.slice(20)), note: `target < 1 ms; ${pg.stats.filledPages} pages refilled, ${pg.stats.reusedPages} reused` })

  const aw = loadAfterwriting()
  const f300 = toFountain(s300)
  if (typeof aw === 'string') rows.push({ name: 'afterwriting: pagination', median: NaN, p95: NaN, n: 0, note: aw })
  else {
    const awPages = aw.pages(f300)
    aw.pages(f300)
    rows.push({ name: `afterwriting: parse + paginate same script (${awPages} pages)`, ...stats(await timeRuns(() => aw.pages(f300), 10)), note: `ours ${pages300} pages; AW includes its Fountain parse` })
  }

  // (b) PDF export of ~120 pages, ours vs afterwriting's CLI
  const s120 = generateScript(120, 2)
  const fonts = await nodeCourierPrime()
  const pages120 = paginate(s120).length
  await renderPdf(s120, { fonts })
  const ours = await timeRuns(() => renderPdf(s120, { fonts }), 5)
  rows.push({ name: `pdf: renderPdf ${pages120} pages + title, Courier Prime embedded`, ...stats(ours), note: '' })
  const awPdf = afterwritingPdf(toFountain(s120))
  if (typeof awPdf === 'string') rows.push({ name: 'afterwriting: PDF export', median: NaN, p95: NaN, n: 0, note: awPdf })
  else {
    const ratio = median(awPdf.times) / median(ours)
    rows.push({ name: `afterwriting: CLI PDF export, same script (${awPdf.pages} PDF pages)`, ...stats(awPdf.times), note: `wall time incl. Node start-up (${awPdf.startup.toFixed(0)} ms); ours is ${ratio.toFixed(1)}× faster (target ≥ 5×)` })
  }
  return rows
}

/** afterwriting's command-line PDF export, timed as a child process (its only supported entry). */
function afterwritingPdf(fountain: string): { times: number[]; pages: number; startup: number } | string {
  const dir = mkdtempSync(join(tmpdir(), 'nw-aw-'))
  try {
    const src = join(dir, 'in.fountain')
    const out = join(dir, 'out.pdf')
    writeFileSync(src, fountain)
    const cli = require.resolve('afterwriting/awc.js')
    const run = () => execFileSync(process.execPath, [cli, '--source', src, '--pdf', out, '--overwrite'], { stdio: 'ignore', timeout: 120_000 })
    const t0 = performance.now()
    execFileSync(process.execPath, ['-e', ''], { stdio: 'ignore' })
    const startup = performance.now() - t0
    run()
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      const t = performance.now()
      run()
      times.push(performance.now() - t)
    }
    let pages = NaN
    try {
      pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [out], { encoding: 'utf8' }))?.[1])
    } catch {
      // pdfinfo absent: page count unknown
    }
    return { times, pages, startup }
  } catch (e) {
    return `afterwriting CLI failed: ${(e as Error).message.split('\n')[0]}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** (a) Page counts of every public fixture script: ours beside afterwriting's and the published count. */
export function fixturePageCounts(): { file: string; ours: number; afterwriting: number | string; published: string }[] {
  if (!hasFixtures) return []
  const aw = loadAfterwriting()
  const out: { file: string; ours: number; afterwriting: number | string; published: string }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith('.fountain')) {
        const text = readFileSync(p, 'utf8')
        const rel = relative(FIXTURES_DIR, p)
        out.push({
          file: rel,
          ours: paginate(parseFountain(text)).length,
          afterwriting: typeof aw === 'string' ? 'n/a' : aw.pages(text),
          published: rel.startsWith('pagination/jumpcut-brick-n-steel') ? '4 (reference PDF, very probably Final Draft)' : 'none',
        })
      }
    }
  }
  walk(FIXTURES_DIR)
  return out
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runLayoutBench()
  console.log(formatTable(rows))
  const counts = fixturePageCounts()
  if (counts.length) {
    console.log('\nPage counts of fixture scripts (body pages, title page not counted):')
    console.log(formatCounts(counts))
  }
  const starts = calibrationStarts()
  if (starts.length) {
    console.log("\nPage starts against Final Draft 11's renders (calibration sets):")
    console.log(formatStarts(starts))
  }
}

/**
 * Page starts on the calibration sets (Final Draft 11's own renders): ours element by element
 * (exact, split fragments included), and — so afterwriting can be measured the same way — ours
 * and afterwriting's by the first two printed lines of each page against Final Draft's.
 */
export interface StartsRow {
  script: string
  finalDraft: number
  oursPages: number
  oursExact: string
  oursByLines: string
  awPages: number | string
  awByLines: string
}

/**
 * A printed line compared without the continued marker: "(CONT'D)", or its scrambled twin in the
 * anonymised renders (four letters, an apostrophe, one letter), which Final Draft also adds to a
 * cue whose speaker spoke last in the scene; neither tool's page start depends on it.
 */
function normLine(s: string): string {
  return s.replace(/\((?:CONTINUED|[A-Z]{4}['’][A-Z])\)/gi, '').replace(/\s+/g, ' ').trim().toUpperCase()
}
/** The first two printed lines of a page, as a key ("(CONT'D)" dropped, spaces collapsed, capitals). */
function startKey(lines: readonly string[]): string {
  return lines
    .map(normLine)
    .filter((l) => l && !/^\d+\.$/.test(l) && l !== '(MORE)')
    .slice(0, 2)
    .join(' | ')
}
function matchedByLines(tool: readonly string[][], fd: readonly string[][]): number {
  const have = new Map<string, number>()
  for (const p of tool) have.set(startKey(p), (have.get(startKey(p)) ?? 0) + 1)
  let n = 0
  for (const p of fd) {
    const k = startKey(p)
    const c = have.get(k) ?? 0
    if (c > 0) {
      n++
      have.set(k, c - 1)
    }
  }
  return n
}

export function calibrationStarts(): StartsRow[] {
  if (!hasFixtures) return []
  const aw = loadAfterwriting()
  const out: StartsRow[] = []
  for (const name of ['jumpcut-vikings', 'jumpcut-mostly-genius']) {
    const dir = join(FIXTURES_DIR, 'pagination', name)
    const reference = readingPageStarts(JSON.parse(readFileSync(join(dir, 'page-breaks.json'), 'utf8')) as PageBreakReading)
    const fdPages = (JSON.parse(readFileSync(join(dir, 'pdf-pages.json'), 'utf8')) as { pages: { text: string }[] }).pages.slice(1).map((p) => p.text.split('\n'))
    const fountain = readFileSync(join(dir, 'source.fountain'), 'utf8')
    const awPages = typeof aw === 'string' ? null : aw.pageLines(fountain)
    const pct = (m: number, t: number) => `${m}/${t} (${((100 * m) / t).toFixed(1)}%)`
    for (const form of ['fdx', 'fountain'] as const) {
      const script = form === 'fdx' ? parseFdx(readFileSync(join(dir, 'source.fdx'), 'utf8')) : parseFountain(fountain)
      const layout = layoutScript(script)
      const exact = pageStartShare(layoutPageStarts(layout, script.elements), reference)
      const ourLines = layout.pages.map((p) => p.lines.filter((l) => l.kind !== 'blank' && l.kind !== 'more').map((l) => l.text))
      out.push({
        script: `${name.replace('jumpcut-', '')} (.${form})`,
        finalDraft: reference.length,
        oursPages: layout.pages.length,
        oursExact: pct(exact.matched, exact.total),
        oursByLines: pct(matchedByLines(ourLines, fdPages), fdPages.length),
        awPages: form === 'fountain' && awPages ? awPages.length : form === 'fountain' ? 'n/a' : '—',
        awByLines: form === 'fountain' && awPages ? pct(matchedByLines(awPages, fdPages), fdPages.length) : form === 'fountain' ? String(aw) : '— (reads Fountain only)',
      })
    }
  }
  return out
}

export function formatStarts(rows: readonly StartsRow[]): string {
  const head = ['script', 'Final Draft pages', 'ours pages', 'ours page starts (exact)', 'ours (first lines)', 'afterwriting pages', 'afterwriting (first lines)']
  const body = rows.map((r) => [r.script, String(r.finalDraft), String(r.oursPages), r.oursExact, r.oursByLines, String(r.awPages), r.awByLines])
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (c: string[]) => '| ' + c.map((x, i) => x.padEnd(w[i])).join(' | ') + ' |'
  return [line(head), '|' + w.map((x) => '-'.repeat(x + 2)).join('|') + '|', ...body.map(line)].join('\n')
}

export function formatCounts(rows: ReturnType<typeof fixturePageCounts>): string {
  const head = ['script', 'ours', 'afterwriting', 'published']
  const body = rows.map((r) => [r.file, String(r.ours), String(r.afterwriting), r.published])
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (c: string[]) => '| ' + c.map((x, i) => x.padEnd(w[i])).join(' | ') + ' |'
  return [line(head), '|' + w.map((x) => '-'.repeat(x + 2)).join('|') + '|', ...body.map(line)].join('\n')
}
