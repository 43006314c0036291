/**
 * The Location report: scenes grouped by where they happen (the heading without INT./EXT. and time
 * of day, so the kitchen by day and by night is one location), with lines (the greater of text
 * lines and length over line width), the action share, the location's share of the whole script,
 * its pages from the layout engine, who speaks there and its scenes.
 */
import type { Script, ScriptElement } from '../model'
import type { LayoutSettings } from '../layout'
import { analyseScript, lineType, pagesOf, percent, prints, type ScriptAnalysis } from './analysis'
import { blockVisualLines } from './visual-lines'

export interface LocationReportItem {
  location: string
  totalLines: number
  actionLines: number
  actionPercentage: number
  sceneCount: number
  pageCount: number
  pageNumbers: number[]
  characterCount: number
  /** Speakers in the location's scenes, by name. */
  characters: string[]
  scenes: { sceneNumber: string; sceneHeading: string; lines: number }[]
  /** The location's lines over the whole script's lines, as a whole percentage. */
  scriptPercentage: number
}

export interface LocationReport {
  title: string
  items: LocationReportItem[]
  totalLocations: number
  totalScenes: number
  totalPages: number
  /** Once pages are locked, what each page prints ("5A", "15-16"), by page number - 1. */
  pageLabels?: string[]
  /** Lines of the whole script, including anything before the first scene heading. */
  scriptLines: number
}

export function scriptLineTotal(a: ScriptAnalysis): number {
  let n = 0
  for (const el of a.elements) if (prints(el)) n += blockVisualLines(el.text, el.type)
  return n
}

export function locationReport(script: Script | readonly ScriptElement[], settings?: LayoutSettings, analysis?: ScriptAnalysis): LocationReport {
  const a = analysis ?? analyseScript(script, settings)
  const scriptLines = scriptLineTotal(a)
  interface Acc {
    item: LocationReportItem
    indexes: number[]
    speakers: Set<string>
    first: number
  }
  const byLocation = new Map<string, Acc>()
  for (const s of a.scenes) {
    let acc = byLocation.get(s.location)
    if (!acc) {
      acc = {
        item: { location: s.location, totalLines: 0, actionLines: 0, actionPercentage: 0, sceneCount: 0, pageCount: 0, pageNumbers: [], characterCount: 0, characters: [], scenes: [], scriptPercentage: 0 },
        indexes: [],
        speakers: new Set(),
        first: s.ordinal,
      }
      byLocation.set(s.location, acc)
    }
    let lines = 0
    for (let i = s.start; i < s.end; i++) {
      const el = a.elements[i]
      acc.indexes.push(i)
      if (a.speaker[i]) acc.speakers.add(a.speaker[i])
      if (!prints(el)) continue
      const l = blockVisualLines(el.text, el.type)
      lines += l
      if (lineType(el.type) === 'action') acc.item.actionLines += l
    }
    acc.item.totalLines += lines
    acc.item.sceneCount++
    acc.item.scenes.push({ sceneNumber: s.sceneNumber, sceneHeading: s.heading, lines })
  }
  const items = [...byLocation.values()]
    .map((acc) => {
      const it = acc.item
      it.actionPercentage = percent(it.actionLines, it.totalLines)
      it.scriptPercentage = percent(it.totalLines, scriptLines)
      it.pageNumbers = pagesOf(a, acc.indexes)
      it.pageCount = it.pageNumbers.length
      it.characters = [...acc.speakers].sort()
      it.characterCount = it.characters.length
      return { it, first: acc.first }
    })
    // Most of the script first; equal ones in the order they first appear.
    .sort((x, y) => y.it.totalLines - x.it.totalLines || x.first - y.first)
    .map((x) => x.it)
  return { title: a.title, items, totalLocations: items.length, totalScenes: a.scenes.length, totalPages: a.pageCount, scriptLines, ...(a.pageLabels && { pageLabels: a.pageLabels }) }
}
