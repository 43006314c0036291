import { EDITOR_ELEMENT_TYPES, kindToEditorType, type EditorElementType, type Script, type ScriptElement } from '../model'
import { layoutScript, pageLabel, settingsOf, type LayoutSettings } from '../layout'
import { parseHeading } from './heading'

/**
 * The Statistics dialog's figures, from a Script and the one
 * layout engine. Conventions, chosen so a writer can count them by hand:
 * - a word is a run of non-space characters ("INT." and "V.O." are words), as the CLI counts;
 * - characters are every character of an element's text, spaces included, line breaks not;
 * - lines are printed lines from the layout engine (blank spacing and (MORE)/(CONT'D) not counted);
 * - notes (and sections and synopses, shown as notes) never print, so they are left out of the
 *   totals, the scene lengths and the page estimate, and only counted in their own row.
 */
export interface TypeCounts {
  elements: number
  words: number
  characters: number
  lines: number
}

export interface LengthStats {
  max: number
  average: number
}

export interface ScriptStatistics {
  byType: Record<EditorElementType, TypeCounts>
  /** Script text, notes excluded. */
  words: number
  characters: number
  lines: number
  scenes: number
  interiorScenes: number
  exteriorScenes: number
  /** A scene runs from its heading to the next one; measured in words and in printed lines. */
  sceneWords: LengthStats
  sceneLines: LengthStats
  /** Per action element. */
  actionWords: LengthStats
  actionLines: LengthStats
  speakingCharacters: number
  characterNames: string[]
  uniqueLocations: number
  locations: string[]
  dialogueWords: number
  actionWordsTotal: number
  /** ceil(words / 250): the rule of thumb of 250 words a page, shown as an estimate only. */
  estimatedPages: number
  /** Script pages from the layout engine (title page not counted). */
  pages: number
  /** Once pages are locked, the numbers the first and last pages print ("1", "118B"); absent otherwise. */
  pageLabels?: { first: string; last: string }
}

export const WORDS_PER_ESTIMATED_PAGE = 250

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0
}

export function countCharacters(text: string): number {
  let n = 0
  for (const ch of text) if (ch !== '\n' && ch !== '\r') n++
  return n
}

/** A cue without its extension: 'MARY (V.O.)' and "mary (CONT'D)" are both MARY. */
export function speakerName(cue: string): string {
  return cue
    .replace(/^@/, '')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\^\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
}

const emptyCounts = (): TypeCounts => ({ elements: 0, words: 0, characters: 0, lines: 0 })

function lengthStats(values: readonly number[]): LengthStats {
  if (values.length === 0) return { max: 0, average: 0 }
  let max = 0
  let sum = 0
  for (const v of values) {
    if (v > max) max = v
    sum += v
  }
  return { max, average: sum / values.length }
}

/** Printed text lines per element index, counted from the layout's pages. */
function printedLines(elements: readonly ScriptElement[], settings: LayoutSettings): { lines: number[]; pages: number; pageLabels?: { first: string; last: string } } {
  const layout = layoutScript(elements, settings)
  const lines = new Array<number>(elements.length).fill(0)
  for (const page of layout.pages)
    for (const line of page.lines) {
      if (line.elementIndex === undefined || line.kind === 'blank' || line.kind === 'more' || line.kind === 'contd') continue
      lines[line.elementIndex]++
    }
  const { pages } = layout
  if (!pages.some((p) => p.label)) return { lines, pages: pages.length }
  return { lines, pages: pages.length, pageLabels: { first: pageLabel(pages[0]), last: pageLabel(pages[pages.length - 1]) } }
}

export function scriptStatistics(script: Script | readonly ScriptElement[], settings?: LayoutSettings): ScriptStatistics {
  const elements: readonly ScriptElement[] = Array.isArray(script) ? script : (script as Script).elements
  // Page and line counts in the script's own format (an imported file's styles, A4).
  const { lines, pages, pageLabels } = printedLines(elements, settings ?? settingsOf(script))
  const byType = Object.fromEntries(EDITOR_ELEMENT_TYPES.map((t) => [t, emptyCounts()])) as Record<EditorElementType, TypeCounts>
  const characterNames = new Set<string>()
  const locations = new Set<string>()
  const sceneWords: number[] = []
  const sceneLines: number[] = []
  const actionWords: number[] = []
  const actionLines: number[] = []
  let words = 0
  let characters = 0
  let totalLines = 0
  let interior = 0
  let exterior = 0

  elements.forEach((el, i) => {
    const type = kindToEditorType(el.type)
    const w = countWords(el.text)
    const c = countCharacters(el.text)
    const counts = byType[type]
    counts.elements++
    counts.words += w
    counts.characters += c
    counts.lines += lines[i]
    if (type === 'note') return
    words += w
    characters += c
    totalLines += lines[i]
    if (type === 'sceneHeading') {
      const h = parseHeading(el.text)
      if (h.interior) interior++
      if (h.exterior) exterior++
      if (h.location) locations.add(h.location)
      sceneWords.push(0)
      sceneLines.push(0)
    }
    if (sceneWords.length) {
      sceneWords[sceneWords.length - 1] += w
      sceneLines[sceneLines.length - 1] += lines[i]
    }
    if (type === 'action') {
      actionWords.push(w)
      actionLines.push(lines[i])
    }
    if (type === 'character') {
      const name = speakerName(el.text)
      if (name) characterNames.add(name)
    }
  })

  return {
    byType,
    words,
    characters,
    lines: totalLines,
    scenes: byType.sceneHeading.elements,
    interiorScenes: interior,
    exteriorScenes: exterior,
    sceneWords: lengthStats(sceneWords),
    sceneLines: lengthStats(sceneLines),
    actionWords: lengthStats(actionWords),
    actionLines: lengthStats(actionLines),
    speakingCharacters: characterNames.size,
    characterNames: [...characterNames].sort(),
    uniqueLocations: locations.size,
    locations: [...locations].sort(),
    dialogueWords: byType.dialogue.words,
    actionWordsTotal: byType.action.words,
    estimatedPages: Math.ceil(words / WORDS_PER_ESTIMATED_PAGE),
    pages,
    ...(pageLabels && { pageLabels }),
  }
}
