/**
 * Script timing: how long each scene runs, as a script supervisor times it before a shoot.
 * Two figures per scene: its length on the page in eighths (from the one layout engine, never an
 * estimate of its own) and its estimated screen time from reading time. A table read, as actually
 * played, replaces the estimate for the scenes it read.
 */
import { kindToEditorType, type Script, type ScriptElement } from '../model'
import type { LayoutSettings } from '../layout'
import { analyseScript, sceneEighths, type ScriptAnalysis } from '../reports/analysis'

/**
 * Dialogue is timed by its words: 150 words a minute is the pace of screen dialogue as actors play
 * it (a little slower than conversation: beats, reactions), so a page of talk runs about a minute.
 */
export const DIALOGUE_WORDS_PER_MINUTE = 150

/**
 * Action, shots, headings and transitions are timed by their printed lines, as supervisors time
 * what is seen rather than read: 1.5 seconds a line, so a page of action (some 40 printed lines
 * among its blank ones) runs about a minute — the page-a-minute rule, from the description side.
 */
export const SECONDS_PER_ACTION_LINE = 1.5

/** Parentheticals, notes, sections and synopses take no screen time of their own. */
const UNTIMED = new Set(['parenthetical', 'note'])

export interface SceneTiming {
  /** The printed scene number when the heading carries one, else its position. */
  sceneNumber: string
  sceneHeading: string
  /** Length on the page in eighths (8 = one full page), from the layout engine. */
  eighths: number
  /** Estimated screen time in whole seconds, or the played time when a table read timed it. */
  seconds: number
  /** True when `seconds` is a table read's played time rather than the estimate. */
  played?: boolean
}

export interface ScriptTiming {
  scenes: SceneTiming[]
  totalSeconds: number
  /** Script pages (title page not counted), for the total shown beside it. */
  pages: number
}

/** A scene timed by a table read: its position among the script's scenes and the seconds it played. */
export type PlayedTimes = ReadonlyMap<number, number>

function words(text: string): number {
  return text.match(/[A-Za-z0-9\u00C0-\uFFFF]+(?:['’-][A-Za-z0-9\u00C0-\uFFFF]+)*/g)?.length ?? 0
}

/** Printed lines per element, from the layout's pages (blank spacing lines and (MORE)/(CONT'D) not counted). */
function printedLines(a: ScriptAnalysis): number[] {
  const lines = new Array<number>(a.elements.length).fill(0)
  for (const page of a.layout.pages)
    for (const line of page.lines) if (line.elementIndex !== undefined && line.kind !== 'blank' && line.kind !== 'more' && line.kind !== 'contd') lines[line.elementIndex]++
  return lines
}

/** The reading-time estimate of one element, in seconds (unrounded). */
export function elementSeconds(el: ScriptElement, printed: number): number {
  if (el.type === 'page-break' || el.type === 'section' || el.type === 'synopsis') return 0
  const type = kindToEditorType(el.type)
  if (UNTIMED.has(type)) return 0
  if (type === 'dialogue') return (words(el.text) * 60) / DIALOGUE_WORDS_PER_MINUTE
  if (type === 'character') return 0
  return printed * SECONDS_PER_ACTION_LINE
}

/** Each scene's eighths and seconds, and the total; `played` replaces the estimate where a read timed it. */
export function timingOf(a: ScriptAnalysis, played?: PlayedTimes): ScriptTiming {
  const eighths = sceneEighths(a)
  const printed = printedLines(a)
  const scenes = a.scenes.map((s, i): SceneTiming => {
    const heard = played?.get(i)
    if (heard !== undefined) return { sceneNumber: s.sceneNumber, sceneHeading: s.heading, eighths: eighths[i], seconds: Math.round(heard), played: true }
    let seconds = 0
    for (let e = s.start; e < s.end; e++) seconds += elementSeconds(a.elements[e], printed[e])
    return { sceneNumber: s.sceneNumber, sceneHeading: s.heading, eighths: eighths[i], seconds: Math.round(seconds) }
  })
  return { scenes, totalSeconds: scenes.reduce((n, s) => n + s.seconds, 0), pages: a.pageCount }
}

/** Timing of a whole script from its elements. */
export function scriptTiming(script: Script | readonly ScriptElement[], settings?: LayoutSettings, played?: PlayedTimes): ScriptTiming {
  return timingOf(analyseScript(script, settings), played)
}

/** 754 → '12:34'; 3725 → '1:02:05': running time as a stopwatch shows it. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}
