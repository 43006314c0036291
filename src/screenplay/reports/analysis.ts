/**
 * What every report reads from a script, worked out once: the layout engine's pages for each
 * element, the scenes with where and when they happen, and who speaks each line of dialogue.
 */
import { kindToEditorType, type ElementKind, type Script, type ScriptElement } from '../model'
import { layoutScript, pageLabel, DEFAULT_LAYOUT, type Layout, type LayoutSettings } from '../layout'
import { parseHeading } from '../stats/heading'
import { normaliseCharacterName } from './names'
import { blockVisualLines } from './visual-lines'

/** The report's own names for element types. */
export type ParsedLineType = 'scene' | 'action' | 'character' | 'dialogue' | 'parenthetical' | 'transition' | 'shot' | 'note' | 'other'

/** One element of the script as the reports see it. */
export interface ParsedLine {
  text: string
  type: ParsedLineType
  /** The page (from the layout engine) on which the element starts. */
  pageNumber: number
  /** The visual-line estimate (greater of text lines and length over line width). */
  visualLines: number
  /** The scene the element belongs to; absent before the first scene heading. */
  sceneNumber?: string
  sceneHeading?: string
}

export type Setting = 'INT' | 'EXT' | 'INT/EXT' | 'OTHER'

export interface SceneInfo {
  /** 1-based position among the script's scenes. */
  ordinal: number
  /** The printed scene number when the heading carries one, else its position. */
  sceneNumber: string
  heading: string
  /** Element indexes [start, end): the heading and everything up to the next heading. */
  start: number
  end: number
  location: string
  setting: Setting
  /** The heading's time of day as written (DAY, NIGHT, CONTINUOUS, …); '' when it names none. */
  timeOfDay: string
}

export interface ScriptAnalysis {
  elements: readonly ScriptElement[]
  title: string
  layout: Layout
  pageCount: number
  /** Lines on a full page, for lengths in eighths of a page. */
  linesPerPage: number
  /** Per element: first and last page (1-based) its printed lines are on; 0 when it prints nothing. */
  firstPage: number[]
  lastPage: number[]
  /** Per element: the scene it belongs to (index into `scenes`), -1 before the first heading. */
  sceneOf: number[]
  /** Per element: the normalised name of the speaker of a cue, parenthetical or dialogue; '' otherwise. */
  speaker: string[]
  scenes: SceneInfo[]
  /**
   * Once pages are locked, the number each page prints ("5A", "15-16"), by page number - 1;
   * absent while pages run 1, 2, 3.
   */
  pageLabels?: string[]
}

export const NO_LOCATION = 'UNSPECIFIED LOCATION'

export function lineType(kind: ElementKind): ParsedLineType {
  if (kind === 'page-break') return 'other'
  const type = kindToEditorType(kind)
  return type === 'sceneHeading' ? 'scene' : type
}

/** Notes never print and a page break holds no text: neither counts in lines or pages. */
export function prints(el: ScriptElement): boolean {
  return el.type !== 'page-break' && kindToEditorType(el.type) !== 'note'
}

export function settingOf(heading: string): Setting {
  const h = parseHeading(heading)
  return h.interior && h.exterior ? 'INT/EXT' : h.interior ? 'INT' : h.exterior ? 'EXT' : 'OTHER'
}

/** 'INT. HOUSE - KITCHEN - NIGHT' → 'NIGHT': the last ' - ' part, when there is more than one. */
export function timeOfDayOf(heading: string): string {
  const parts = heading.toUpperCase().split(/\s+[-–—]+\s+/)
  if (parts.length < 2) return ''
  return parts[parts.length - 1].replace(/[\s.,;:]+$/, '').replace(/\s+/g, ' ').trim()
}

export function analyseScript(script: Script | readonly ScriptElement[], settings: LayoutSettings = DEFAULT_LAYOUT): ScriptAnalysis {
  const elements: readonly ScriptElement[] = Array.isArray(script) ? script : (script as Script).elements
  const title = Array.isArray(script) ? '' : ((script as Script).titlePage?.title ?? '')
  const layout = layoutScript(elements, settings)
  const n = elements.length
  const firstPage = new Array<number>(n).fill(0)
  const lastPage = new Array<number>(n).fill(0)
  for (const page of layout.pages)
    for (const line of page.lines) {
      const e = line.elementIndex
      if (e === undefined || line.kind === 'blank') continue
      if (!firstPage[e]) firstPage[e] = page.number
      lastPage[e] = page.number
    }

  const sceneOf = new Array<number>(n).fill(-1)
  const speaker = new Array<string>(n).fill('')
  const scenes: SceneInfo[] = []
  let current = ''
  for (let i = 0; i < n; i++) {
    const el = elements[i]
    const type = kindToEditorType(el.type)
    if (type === 'sceneHeading') {
      if (scenes.length) scenes[scenes.length - 1].end = i
      const heading = el.text.trim()
      scenes.push({
        ordinal: scenes.length + 1,
        sceneNumber: el.sceneNumber?.trim() || String(scenes.length + 1),
        heading,
        start: i,
        end: n,
        location: parseHeading(heading).location || NO_LOCATION,
        setting: settingOf(heading),
        timeOfDay: timeOfDayOf(heading),
      })
    }
    sceneOf[i] = scenes.length - 1
    // A speech runs from its cue through parentheticals and dialogue; notes do not end it.
    if (type === 'character') current = normaliseCharacterName(el.text)
    else if (type !== 'parenthetical' && type !== 'dialogue' && type !== 'note') current = ''
    if (type === 'character' || type === 'parenthetical' || type === 'dialogue') speaker[i] = current
  }
  const out: ScriptAnalysis = { elements, title, layout, pageCount: layout.pages.length, linesPerPage: settings.linesPerPage, firstPage, lastPage, sceneOf, speaker, scenes }
  if (layout.pages.some((p) => p.label)) out.pageLabels = layout.pages.map(pageLabel)
  return out
}

/** The distinct pages, in order, that the given elements print on. */
export function pagesOf(a: ScriptAnalysis, indexes: Iterable<number>): number[] {
  const set = new Set<number>()
  for (const i of indexes) {
    const first = a.firstPage[i]
    if (!first) continue
    for (let p = first; p <= a.lastPage[i]; p++) set.add(p)
  }
  return [...set].sort((x, y) => x - y)
}

export function range(start: number, end: number): number[] {
  const out: number[] = []
  for (let i = start; i < end; i++) out.push(i)
  return out
}

/** The parsed line records of the whole script. */
export function parsedLines(a: ScriptAnalysis): ParsedLine[] {
  return a.elements.map((el, i) => {
    const rec: ParsedLine = {
      text: el.text,
      type: lineType(el.type),
      pageNumber: (a.layout.elementPage[i] ?? 0) + 1,
      visualLines: blockVisualLines(el.text, el.type),
    }
    const s = a.scenes[a.sceneOf[i]]
    if (s) {
      rec.sceneNumber = s.sceneNumber
      rec.sceneHeading = s.heading
    }
    return rec
  })
}

/**
 * 'pp. 3-5' style: '3', '3-5', '3-5, 8'. With locked pages' labels, the numbers the pages print:
 * '5-5B', '15-16, 17' (a combined page is never the end of a range).
 */
export function pageRanges(pages: readonly number[], labels?: readonly string[]): string {
  const label = (p: number) => labels?.[p - 1] ?? String(p)
  const parts: string[] = []
  for (let i = 0; i < pages.length; ) {
    let j = i
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++
    const [a, b] = [label(pages[i]), label(pages[j])]
    if (i === j) parts.push(a)
    else if (a.includes('-') || b.includes('-')) parts.push(pages.slice(i, j + 1).map(label).join(', '))
    else parts.push(`${a}-${b}`)
    i = j + 1
  }
  return parts.join(', ')
}

/**
 * How long each scene runs on the page, in eighths of a page as schedules count it: the rows from
 * its first printed line to its last on each page it touches, over a page's lines, at least 1/8.
 */
export function sceneEighths(a: ScriptAnalysis): number[] {
  const rows = new Array<number>(a.scenes.length).fill(0)
  for (const page of a.layout.pages) {
    let scene = -1
    let min = 0
    let max = 0
    const close = () => {
      if (scene >= 0) rows[scene] += max - min + 1
    }
    for (const line of page.lines) {
      if (line.elementIndex === undefined) continue
      const s = a.sceneOf[line.elementIndex]
      if (s !== scene) {
        close()
        scene = s
        min = max = line.row
      } else {
        min = Math.min(min, line.row)
        max = Math.max(max, line.row)
      }
    }
    close()
  }
  const eighth = a.linesPerPage / 8
  return rows.map((r) => Math.max(1, Math.round(r / eighth)))
}

/** 11 eighths → '1 3/8'; 4 → '4/8'; 16 → '2'. */
export function eighthsText(eighths: number): string {
  const whole = Math.floor(eighths / 8)
  const rest = eighths % 8
  return whole && rest ? `${whole} ${rest}/8` : whole ? String(whole) : `${rest}/8`
}

export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0)
export const round2 = (x: number): number => Math.round(x * 100) / 100
