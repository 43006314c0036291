/**
 * The Scene report: for each scene its heading, its lines (the scene count: each text line on its
 * own, blank lines counting one), the share of those lines that is action, its pages from the
 * layout engine, and who speaks how many lines of dialogue in it. Also the script's scenes by
 * setting and time of day, and which character speaks in which scene.
 */
import type { Script, ScriptElement } from '../model'
import type { LayoutSettings } from '../layout'
import { analyseScript, lineType, pagesOf, percent, prints, range, sceneEighths, type ScriptAnalysis, type Setting } from './analysis'
import { breakdownOf, type Breakdown } from './breakdown'
import { sceneVisualLines } from './visual-lines'
import { timingOf, type PlayedTimes } from '../timing'

export interface SceneReportItem {
  sceneNumber: string
  sceneHeading: string
  totalLines: number
  actionLines: number
  /** Action lines over total lines, as a whole percentage. */
  actionPercentage: number
  pageCount: number
  pageNumbers: number[]
  characterCount: number
  /** Speakers in the scene, most dialogue first. */
  characters: { name: string; dialogueLines: number }[]
  /** Length on the page in eighths (8 = one full page), from the layout engine. */
  pageEighths: number
  /** Estimated screen time in seconds (script timing), or a table read's played time. */
  estimatedSeconds: number
  /** Present when a table read timed the scene as played, in place of the estimate. */
  timedByRead?: true
  location: string
  setting: Setting
  timeOfDay: string
}

/** Which character speaks in which scene: speeches per character (rows) and scene (columns). */
export interface SceneCharacterMatrix {
  sceneNumbers: string[]
  characters: string[]
  /** speeches[c][s]: speeches of characters[c] in scene s. */
  speeches: number[][]
}

export interface SceneReport {
  title: string
  items: SceneReportItem[]
  totalScenes: number
  totalPages: number
  /** Once pages are locked, what each page prints ("5A", "15-16"), by page number - 1. */
  pageLabels?: string[]
  totalLines: number
  /** The scenes' screen time added up, shown beside the page count. */
  totalSeconds: number
  breakdown: Breakdown
  matrix: SceneCharacterMatrix
}

export function sceneReportItems(a: ScriptAnalysis, played?: PlayedTimes): SceneReportItem[] {
  const eighths = sceneEighths(a)
  const timing = timingOf(a, played)
  return a.scenes.map((s, index) => {
    let totalLines = 0
    let actionLines = 0
    const dialogue = new Map<string, number>()
    for (let i = s.start; i < s.end; i++) {
      const el = a.elements[i]
      if (!prints(el)) continue
      const lines = sceneVisualLines(el.text, el.type)
      totalLines += lines
      const type = lineType(el.type)
      if (type === 'action') actionLines += lines
      const who = a.speaker[i]
      if (who && (type === 'character' || type === 'dialogue')) dialogue.set(who, (dialogue.get(who) ?? 0) + (type === 'dialogue' ? lines : 0))
    }
    const pageNumbers = pagesOf(a, range(s.start, s.end))
    // Map order is first appearance; a stable sort keeps it among equals.
    const characters = [...dialogue.entries()].map(([name, dialogueLines]) => ({ name, dialogueLines })).sort((x, y) => y.dialogueLines - x.dialogueLines)
    return {
      sceneNumber: s.sceneNumber,
      sceneHeading: s.heading,
      totalLines,
      actionLines,
      actionPercentage: percent(actionLines, totalLines),
      pageCount: pageNumbers.length,
      pageNumbers,
      characterCount: characters.length,
      characters,
      pageEighths: eighths[index],
      estimatedSeconds: timing.scenes[index].seconds,
      location: s.location,
      setting: s.setting,
      timeOfDay: s.timeOfDay,
      ...(timing.scenes[index].played ? { timedByRead: true as const } : {}),
    }
  })
}

/** Characters ordered by how much they speak in the whole script, then by name. */
export function sceneCharacterMatrix(a: ScriptAnalysis): SceneCharacterMatrix {
  const speeches = new Map<string, number[]>()
  const total = new Map<string, number>()
  a.elements.forEach((el, i) => {
    const who = a.speaker[i]
    if (lineType(el.type) !== 'character' || !who || a.sceneOf[i] < 0) return
    let row = speeches.get(who)
    if (!row) speeches.set(who, (row = new Array<number>(a.scenes.length).fill(0)))
    row[a.sceneOf[i]]++
    total.set(who, (total.get(who) ?? 0) + 1)
  })
  const characters = [...speeches.keys()].sort((x, y) => total.get(y)! - total.get(x)! || x.localeCompare(y))
  return { sceneNumbers: a.scenes.map((s) => s.sceneNumber), characters, speeches: characters.map((c) => speeches.get(c)!) }
}

/** `played`: scenes (by position) a table read timed, whose played time replaces the estimate. */
export function sceneReport(script: Script | readonly ScriptElement[], settings?: LayoutSettings, analysis?: ScriptAnalysis, played?: PlayedTimes): SceneReport {
  const a = analysis ?? analyseScript(script, settings)
  const items = sceneReportItems(a, played)
  return {
    title: a.title,
    items,
    totalScenes: items.length,
    totalPages: a.pageCount,
    totalLines: items.reduce((n, s) => n + s.totalLines, 0),
    totalSeconds: items.reduce((n, s) => n + s.estimatedSeconds, 0),
    breakdown: breakdownOf(a.scenes),
    matrix: sceneCharacterMatrix(a),
    ...(a.pageLabels && { pageLabels: a.pageLabels }),
  }
}
