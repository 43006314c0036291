import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { createPaginator, findPageByLabel, layoutScript, lockPages, pageLabel, unlockPages } from './index'
import { layoutPageStarts } from './page-starts'
import { generateScript } from './sample-script'

const labels = (els: ScriptElement[]) => layoutScript(els).pages.map(pageLabel)

function locked(pages = 20): ScriptElement[] {
  const els = generateScript(pages, 7).elements
  return lockPages(els, layoutScript(els))
}

/** The index of the element page `label` begins in. */
function startOf(els: ScriptElement[], label: string): number {
  return els.findIndex((e) => e.lockedPages?.some((p) => p.label === label))
}

/** An element wholly inside page `label`, with the one after it also inside (safe to cut or follow). */
function insidePage(els: ScriptElement[], label: string): number {
  const from = startOf(els, label)
  for (let i = from + 1; i + 2 < els.length; i++) {
    if (els[i].lockedPages || els[i + 1].lockedPages || els[i + 2].lockedPages) break
    if (els[i].type === 'action') return i
  }
  throw new Error(`no element inside page ${label}`)
}

/** Where page `label` begins: element and offset of its first line. */
function pageStart(els: ScriptElement[], label: string) {
  const layout = layoutScript(els)
  const page = layout.pages[findPageByLabel(layout.pages, label)]
  const line = page.lines.find((l) => l.elementIndex !== undefined)!
  return { el: line.elementIndex!, offset: line.offset ?? 0 }
}

describe('locked pages', () => {
  it('locking changes no page: same starts, same numbers', () => {
    const els = generateScript(20, 7).elements
    const before = layoutScript(els)
    const after = layoutScript(lockPages(els, before))
    expect(layoutPageStarts(after, els)).toEqual(layoutPageStarts(before, els))
    expect(after.pages.map(pageLabel)).toEqual(before.pages.map((p) => String(p.number)))
  })

  it('a page that grows flows onto 5A, and page 6 starts where it did', () => {
    const els = locked()
    const six = pageStart(els, '6')
    const grown = els.slice()
    const extra: ScriptElement[] = Array.from({ length: 12 }, (_, k) => ({ type: 'action', text: `A new line of action number ${k} that the writer added.` }))
    grown.splice(insidePage(els, '5') + 1, 0, ...extra)
    const ls = labels(grown)
    expect(ls.slice(0, 7)).toEqual(['1', '2', '3', '4', '5', '5A', '6'])
    expect(pageStart(grown, '6')).toEqual({ el: six.el + extra.length, offset: six.offset })
  })

  it('a page that shrinks leaves white space: the next page starts where it did', () => {
    const els = locked()
    const four = pageStart(els, '4')
    const shrunk = els.slice()
    shrunk.splice(insidePage(els, '3'), 2)
    expect(labels(shrunk)).toEqual(labels(els))
    expect(pageStart(shrunk, '4')).toEqual({ el: four.el - 2, offset: four.offset })
    expect(layoutScript(shrunk).pages[2].lines.length).toBeLessThan(layoutScript(els).pages[2].lines.length)
  })

  it('two pages that become one print as "15-16"', () => {
    const els = locked()
    const sixteen = startOf(els, '16')
    const seventeen = startOf(els, '17')
    expect(sixteen).toBeGreaterThan(0)
    const cut = els.slice()
    cut.splice(sixteen, seventeen - sixteen)
    const ls = labels(cut)
    expect(ls).toContain('15-16')
    expect(ls).not.toContain('16')
    expect(ls[ls.indexOf('15-16') + 1]).toBe('17')
    const layout = layoutScript(cut)
    expect(findPageByLabel(layout.pages, '16')).toBe(findPageByLabel(layout.pages, '15-16'))
  })

  it('an edit inside a page changes only that page (the paginator reuses the others)', () => {
    const els = locked()
    const p = createPaginator()
    const first = p.update(els)
    const at = startOf(els, '9')
    const edited = els.slice()
    edited[at] = { ...edited[at], text: edited[at].text + ' More.' }
    const second = p.update(edited)
    expect(second.pages[2]).toEqual(first.pages[2])
    expect(second.pages.map(pageLabel)).toEqual(first.pages.map(pageLabel))
  })

  it('unlocking paginates freely again', () => {
    const els = locked()
    const grown = els.slice()
    grown.splice(insidePage(els, '5') + 1, 0, ...Array.from({ length: 12 }, (): ScriptElement => ({ type: 'action', text: 'More action that pushes the page.' })))
    expect(labels(unlockPages(grown)).every((l, k) => l === String(k + 1))).toBe(true)
  })

  it('Go To finds "5A" and a page inside a combined one', () => {
    const pages = [
      { number: 1, lines: [] },
      { number: 2, label: '1A', lines: [] },
      { number: 3, label: '2-3', lines: [] },
    ]
    expect(findPageByLabel(pages, '1a')).toBe(1)
    expect(findPageByLabel(pages, '3')).toBe(2)
    expect(findPageByLabel(pages, '9')).toBe(-1)
  })
})
