import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { layoutScript, lockPages } from '../layout'
import { pageRanges, sceneReport, sceneReportDocument, scriptReport, scriptReportDocument, withPageLabels } from '.'

const scene = (name: string, lines: number): ScriptElement[] => [
  { type: 'scene-heading', text: `INT. ${name} - DAY`, sceneNumber: name === 'HALL' ? '2A' : undefined },
  ...Array.from({ length: lines }, (_, i): ScriptElement => ({ type: 'action', text: `${name} beat ${i + 1}.` })),
]

describe('reports of a script with locked pages', () => {
  it('print page ranges by the labels the pages carry', () => {
    expect(pageRanges([1, 2, 3, 5], ['1', '2', '2A', '3', '4'])).toBe('1-2A, 4')
    expect(pageRanges([3, 4], ['1', '2', '15-16', '17'])).toBe('15-16, 17')
    expect(pageRanges([1, 2, 3, 5])).toBe('1-3, 5')
  })

  it('name the A-page a scene grew onto, and each scene by its own number', () => {
    const before = [...scene('KITCHEN', 20), ...scene('GARDEN', 20)]
    const locked = lockPages(before, layoutScript(before))
    // Page 1 grows: its overflow goes onto 1A, and page 2 keeps its number.
    const grown = [...locked.slice(0, 21), ...scene('HALL', 12), ...locked.slice(21)]
    const report = sceneReport(grown)
    expect(report.pageLabels?.slice(0, 3)).toEqual(['1', '1A', '2'])
    expect(report.items.map((s) => s.sceneNumber)).toEqual(['1', '2A', '3'])
    expect(sceneReportDocument(report).body.map((l) => l.text).join('\n')).toMatch(/Pages 1-1A/)
    const lines = scriptReport(grown, ['scene'])
    expect(lines.pageLabels).toEqual(report.pageLabels)
    // Each heading line of the Script report names its scene by number and its page as printed.
    expect(scriptReportDocument(lines).body.map((l) => l.text).filter((t) => t.includes('HALL'))).toEqual([`p.1    ${'SCENE 2A'.padEnd(13)} INT. HALL - DAY`])
  })

  it('give items the labels their pages print beside the page numbers', () => {
    const labels = ['1', '1A', '2', '15-16']
    expect(withPageLabels([{ pageNumbers: [1, 2, 4] }, { pageNumber: 2 }], labels)).toEqual([
      { pageNumbers: [1, 2, 4], pageLabels: ['1', '1A', '15-16'] },
      { pageNumber: 2, pageLabel: '1A' },
    ])
    const items = [{ pageNumbers: [1] }]
    expect(withPageLabels(items, undefined)).toEqual(items)
  })

  it('leave labels out while pages run freely', () => {
    expect(sceneReport(scene('KITCHEN', 3)).pageLabels).toBeUndefined()
  })
})

describe('statistics of a script with locked pages', () => {
  it('name the first and last page as they print', async () => {
    const { scriptStatistics } = await import('../stats')
    const before = [...scene('KITCHEN', 20), ...scene('GARDEN', 20)]
    const locked = lockPages(before, layoutScript(before))
    const grown = [...locked.slice(0, 21), ...scene('HALL', 12), ...locked.slice(21)]
    expect(scriptStatistics(grown).pageLabels).toEqual({ first: '1', last: '2' })
    expect(scriptStatistics(before).pageLabels).toBeUndefined()
  })
})
