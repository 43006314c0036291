/**
 * Where each page starts, in a form two paginations of the same script can be compared by: the
 * ordinal of the first element printed on the page among the elements that print (notes,
 * sections, synopses and page breaks are not counted, so a Fountain and a Final Draft copy of a
 * script agree), with "+" when the page opens with the rest of an element split across the break.
 */
import type { ScriptElement } from '../model'
import type { Layout } from './types'

const UNPRINTED = new Set(['note', 'section', 'synopsis', 'page-break'])

/** Page starts of our layout of `elements`. */
export function layoutPageStarts(layout: Layout, elements: readonly ScriptElement[]): string[] {
  const ordinal: number[] = []
  let n = 0
  for (const e of elements) ordinal.push(UNPRINTED.has(e.type) ? -1 : ++n)
  return layout.pages.map((p) => {
    const first = p.lines.find((l) => l.elementIndex !== undefined && l.kind !== 'blank' && l.kind !== 'contd' && l.kind !== 'more')
    if (!first) return 'empty'
    const continued = (first.offset ?? 0) > 0 || p.lines.some((l) => l.kind === 'contd')
    return `${ordinal[first.elementIndex!]}${continued ? '+' : ''}`
  })
}

/** A reading of a reference render: per page, its items (element id "el-NNNNN" and fragment). */
export interface PageBreakReading {
  pages: { items: { element_id: string; fragment: string }[] }[]
}

/**
 * Page starts of a reference reading. Its element ids count every element of the source,
 * printed or not; ids that never appear on a page are the unprinted ones, so they are skipped.
 */
export function readingPageStarts(reading: PageBreakReading): string[] {
  const seen = new Set<number>()
  for (const p of reading.pages) for (const it of p.items) seen.add(Number(it.element_id.replace(/^\D+/, '')))
  const ids = [...seen].sort((a, b) => a - b)
  const ordinal = new Map<number, number>()
  ids.forEach((id, k) => ordinal.set(id, k + 1))
  return reading.pages.map((p) => {
    const it = p.items[0]
    if (!it) return 'empty'
    return `${ordinal.get(Number(it.element_id.replace(/^\D+/, '')))}${it.fragment === 'continued-from-prev' ? '+' : ''}`
  })
}

/** Share (0–1) of the reference's page starts that `ours` also starts a page at. */
export function pageStartShare(ours: readonly string[], reference: readonly string[]): { matched: number; total: number; share: number } {
  const have = new Set(ours)
  let matched = 0
  for (const s of reference) if (have.has(s)) matched++
  return { matched, total: reference.length, share: reference.length ? matched / reference.length : 1 }
}
