/**
 * The Script report: the script's elements of the chosen types (dialogue only unless the reader
 * picks others), each with its page from the layout engine, its visual lines and its scene.
 */
import type { Script, ScriptElement } from '../model'
import type { LayoutSettings } from '../layout'
import { analyseScript, parsedLines, type ParsedLine, type ParsedLineType, type ScriptAnalysis } from './analysis'

/** The selectable types, in the order and with the labels of the report's checklist. */
export const SCRIPT_REPORT_TYPES: readonly { type: Exclude<ParsedLineType, 'other'>; label: string }[] = [
  { type: 'scene', label: 'Scene Headings' },
  { type: 'action', label: 'Action' },
  { type: 'character', label: 'Character Names' },
  { type: 'parenthetical', label: 'Parentheticals' },
  { type: 'dialogue', label: 'Dialogue' },
  { type: 'transition', label: 'Transitions' },
  { type: 'shot', label: 'Shots' },
  { type: 'note', label: 'Notes' },
]
export const DEFAULT_SCRIPT_REPORT_TYPES: readonly ParsedLineType[] = ['dialogue']

export interface ScriptReport {
  title: string
  types: ParsedLineType[]
  items: ParsedLine[]
  /** Items per selected type. */
  counts: Partial<Record<ParsedLineType, number>>
  totalLines: number
  totalPages: number
  /** Once pages are locked, what each page prints ("5A", "15-16"), by page number - 1. */
  pageLabels?: string[]
}

export function scriptReport(
  script: Script | readonly ScriptElement[],
  types: readonly ParsedLineType[] = DEFAULT_SCRIPT_REPORT_TYPES,
  settings?: LayoutSettings,
  analysis?: ScriptAnalysis,
): ScriptReport {
  const a = analysis ?? analyseScript(script, settings)
  const wanted = new Set(types)
  const items = wanted.size ? parsedLines(a).filter((r) => wanted.has(r.type)) : []
  const counts: Partial<Record<ParsedLineType, number>> = {}
  for (const t of SCRIPT_REPORT_TYPES) if (wanted.has(t.type)) counts[t.type] = 0
  for (const r of items) counts[r.type] = (counts[r.type] ?? 0) + 1
  return {
    title: a.title,
    types: SCRIPT_REPORT_TYPES.map((t) => t.type).filter((t) => wanted.has(t)),
    items,
    counts,
    totalLines: items.reduce((n, r) => n + r.visualLines, 0),
    totalPages: a.pageCount,
    ...(a.pageLabels && { pageLabels: a.pageLabels }),
  }
}
