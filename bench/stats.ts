export interface Row {
  name: string
  median: number
  p95: number
  n: number
  note?: string
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

export function stats(samples: readonly number[]): Pick<Row, 'median' | 'p95' | 'n'> {
  const s = [...samples].sort((a, b) => a - b)
  return { median: percentile(s, 50), p95: percentile(s, 95), n: s.length }
}

export async function timeRuns(fn: () => unknown | Promise<unknown>, runs: number): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    out.push(performance.now() - t)
  }
  return out
}

export function formatTable(rows: readonly Row[]): string {
  const head = ['benchmark', 'median ms', 'p95 ms', 'n', 'note']
  const body = rows.map((r) => [r.name, r.median.toFixed(2), r.p95.toFixed(2), String(r.n), r.note ?? ''])
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |'
  return [line(head), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...body.map(line)].join('\n')
}
