/**
 * The Character report: for each speaking character (names normalised, so MARY (V.O.) is MARY)
 * their speeches, dialogue lines (the greater of text lines and length over line width), share of
 * the script's lines and of all dialogue, words per speech, characters per word, pages from the
 * layout engine, the scenes they speak in, and those scenes by setting and time of day.
 */
import type { Script, ScriptElement } from '../model'
import type { LayoutSettings } from '../layout'
import { analyseScript, lineType, pagesOf, round2, type ScriptAnalysis } from './analysis'
import { breakdownOf, type Breakdown } from './breakdown'
import { scriptLineTotal } from './location-report'
import { blockVisualLines } from './visual-lines'

export interface CharacterReportItem {
  characterName: string
  /** Cues: each time the character starts speaking. */
  speechCount: number
  /** Dialogue lines. */
  totalLines: number
  /** Dialogue lines over the whole script's lines, in percent with 2 decimals. */
  linePercentage: number
  wordsPerSpeech: number
  charactersPerWord: number
  totalWords: number
  /** Characters of the dialogue's words (spaces not counted). */
  totalWordCharacters: number
  pageCount: number
  pageNumbers: number[]
  scenes: { location: string; speechesInScene: number; sceneNumber: string; sceneHeading: string }[]
  /** Dialogue lines over all characters' dialogue lines, in percent with 2 decimals. */
  dialogueShare: number
  breakdown: Breakdown
}

export interface CharacterReport {
  title: string
  items: CharacterReportItem[]
  totalCharacters: number
  totalSpeeches: number
  totalDialogueLines: number
  scriptLines: number
  totalPages: number
  /** Once pages are locked, what each page prints ("5A", "15-16"), by page number - 1. */
  pageLabels?: string[]
}

export function characterReport(script: Script | readonly ScriptElement[], settings?: LayoutSettings, analysis?: ScriptAnalysis): CharacterReport {
  const a = analysis ?? analyseScript(script, settings)
  const scriptLines = scriptLineTotal(a)
  interface Acc {
    speeches: number
    lines: number
    words: number
    wordChars: number
    indexes: number[]
    /** Scene index → speeches there, in order of first speech. */
    scenes: Map<number, number>
  }
  const byName = new Map<string, Acc>()
  a.elements.forEach((el, i) => {
    const who = a.speaker[i]
    if (!who) return
    let acc = byName.get(who)
    if (!acc) byName.set(who, (acc = { speeches: 0, lines: 0, words: 0, wordChars: 0, indexes: [], scenes: new Map() }))
    acc.indexes.push(i)
    const type = lineType(el.type)
    if (type === 'character') {
      acc.speeches++
      const s = a.sceneOf[i]
      if (s >= 0) acc.scenes.set(s, (acc.scenes.get(s) ?? 0) + 1)
    } else if (type === 'dialogue') {
      acc.lines += blockVisualLines(el.text, el.type)
      for (const w of el.text.match(/\S+/g) ?? []) {
        acc.words++
        acc.wordChars += w.length
      }
    }
  })
  const totalDialogueLines = [...byName.values()].reduce((n, c) => n + c.lines, 0)
  const items: CharacterReportItem[] = [...byName.entries()].map(([name, c]) => {
    const pageNumbers = pagesOf(a, c.indexes)
    const sceneIdx = [...c.scenes.keys()]
    return {
      characterName: name,
      speechCount: c.speeches,
      totalLines: c.lines,
      linePercentage: scriptLines ? round2((c.lines / scriptLines) * 100) : 0,
      wordsPerSpeech: c.speeches ? round2(c.words / c.speeches) : 0,
      charactersPerWord: c.words ? round2(c.wordChars / c.words) : 0,
      totalWords: c.words,
      totalWordCharacters: c.wordChars,
      pageCount: pageNumbers.length,
      pageNumbers,
      scenes: sceneIdx.map((s) => ({ location: a.scenes[s].location, speechesInScene: c.scenes.get(s)!, sceneNumber: a.scenes[s].sceneNumber, sceneHeading: a.scenes[s].heading })),
      dialogueShare: totalDialogueLines ? round2((c.lines / totalDialogueLines) * 100) : 0,
      breakdown: breakdownOf(sceneIdx.map((s) => a.scenes[s])),
    }
  })
  // The lead first: most dialogue, then most speeches, then by name.
  items.sort((x, y) => y.totalLines - x.totalLines || y.speechCount - x.speechCount || x.characterName.localeCompare(y.characterName))
  return {
    title: a.title,
    items,
    totalCharacters: items.length,
    totalSpeeches: items.reduce((n, c) => n + c.speechCount, 0),
    totalDialogueLines,
    scriptLines,
    totalPages: a.pageCount,
    ...(a.pageLabels && { pageLabels: a.pageLabels }),
  }
}
