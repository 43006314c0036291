/**
 * Each report as lines of text: what the PDF prints under its title block and what the command
 * line prints without --json. One wording for both.
 */
import { eighthsText, pageRanges } from './analysis'
import { durationText } from '../timing'
import { breakdownText } from './breakdown'
import type { CharacterReport } from './character-report'
import type { LocationReport } from './location-report'
import type { SceneReport, SceneCharacterMatrix } from './scene-report'
import { SCRIPT_REPORT_TYPES, type ScriptReport } from './script-report'
import { REPORT_NAMES, type ReportKind } from './file-names'

export interface ReportLine {
  text: string
  indent?: number
  bold?: boolean
  /** Start a new page unless this many lines fit (keeps a heading with what follows). */
  keep?: number
}

export interface ReportDocument {
  kind: ReportKind
  /** 'Scene Report' */
  name: string
  /** The script's title, or 'Untitled Screenplay'. */
  scriptTitle: string
  /** Totals shown under the title. */
  totals: string[]
  body: ReportLine[]
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const pagesText = (pages: readonly number[], labels?: readonly string[]) =>
  pages.length === 0 ? 'no printed page' : `${pages.length === 1 ? 'page' : 'pages'} ${pageRanges(pages, labels)} (${plural(pages.length, 'page')})`
const blank: ReportLine = { text: '' }

function titleOf(t: string): string {
  return t.trim().split('\n')[0] || 'Untitled Screenplay'
}

/** Speeches per character and scene, in blocks of scene columns that fit the page width. */
export function matrixLines(m: SceneCharacterMatrix, columns = 84): ReportLine[] {
  if (!m.characters.length || !m.sceneNumbers.length) return []
  const nameWidth = Math.max(5, Math.min(18, Math.max(...m.characters.map((c) => c.length))))
  const cell = Math.max(3, ...m.sceneNumbers.map((s) => s.length + 1))
  const perBlock = Math.max(1, Math.floor((columns - nameWidth - 1) / cell))
  const out: ReportLine[] = [{ text: 'CHARACTERS BY SCENE (speeches in each scene)', bold: true, keep: 4 }]
  for (let start = 0; start < m.sceneNumbers.length; start += perBlock) {
    const cols = m.sceneNumbers.slice(start, start + perBlock)
    out.push({ text: `${'SCENE'.padEnd(nameWidth)} ${cols.map((s) => s.padStart(cell)).join('')}`, bold: true, keep: 2 })
    m.characters.forEach((c, r) => {
      const cells = cols.map((_, k) => {
        const n = m.speeches[r][start + k]
        return (n ? String(n) : '.').padStart(cell)
      })
      out.push({ text: `${c.slice(0, nameWidth).padEnd(nameWidth)} ${cells.join('')}` })
    })
    out.push(blank)
  }
  return out
}

export function sceneReportDocument(r: SceneReport): ReportDocument {
  const body: ReportLine[] = [
    { text: `Setting: ${breakdownText(r.breakdown.setting)}` },
    { text: `Time of day: ${breakdownText(r.breakdown.timeOfDay)}` },
    blank,
  ]
  for (const s of r.items) {
    body.push({ text: `SCENE ${s.sceneNumber}: ${s.sceneHeading}`, bold: true, keep: 3 })
    body.push({ text: `${capital(pagesText(s.pageNumbers, r.pageLabels))} · ${plural(s.totalLines, 'line')} · ${plural(s.actionLines, 'action line')} (${s.actionPercentage}%) · length ${eighthsText(s.pageEighths)} · time ${durationText(s.estimatedSeconds)}${s.timedByRead ? ' (table read)' : ''}`, indent: 2 })
    if (s.characters.length) body.push({ text: `Characters (${s.characterCount}): ${s.characters.map((c) => `${c.name} ${plural(c.dialogueLines, 'line')}`).join(', ')}`, indent: 2 })
    else body.push({ text: 'No dialogue', indent: 2 })
    body.push(blank)
  }
  body.push(...matrixLines(r.matrix))
  return {
    kind: 'scene',
    name: REPORT_NAMES.scene,
    scriptTitle: titleOf(r.title),
    totals: [`${plural(r.totalScenes, 'scene')} · ${plural(r.totalPages, 'page')} (${durationText(r.totalSeconds)} estimated screen time) · ${plural(r.totalLines, 'line')}`],
    body,
  }
}

export function locationReportDocument(r: LocationReport): ReportDocument {
  const body: ReportLine[] = []
  for (const l of r.items) {
    body.push({ text: `${l.location} — ${l.scriptPercentage}% of the script`, bold: true, keep: 4 })
    body.push({ text: `${plural(l.sceneCount, 'scene')} · ${pagesText(l.pageNumbers, r.pageLabels)} · ${plural(l.totalLines, 'line')} · ${plural(l.actionLines, 'action line')} (${l.actionPercentage}%)`, indent: 2 })
    body.push({ text: `Characters (${l.characterCount}): ${l.characters.join(', ') || 'none'}`, indent: 2 })
    for (const s of l.scenes) body.push({ text: `Scene ${s.sceneNumber}: ${s.sceneHeading} (${plural(s.lines, 'line')})`, indent: 4 })
    body.push(blank)
  }
  return {
    kind: 'location',
    name: REPORT_NAMES.location,
    scriptTitle: titleOf(r.title),
    totals: [`${plural(r.totalLocations, 'location')} · ${plural(r.totalScenes, 'scene')} · ${plural(r.totalPages, 'page')} · ${plural(r.scriptLines, 'line')}`],
    body,
  }
}

export function characterReportDocument(r: CharacterReport): ReportDocument {
  const body: ReportLine[] = []
  for (const c of r.items) {
    body.push({ text: c.characterName, bold: true, keep: 5 })
    body.push({ text: `${plural(c.speechCount, 'speech', 'speeches')} · ${plural(c.totalLines, 'dialogue line')} · ${c.linePercentage.toFixed(2)}% of script lines · ${c.dialogueShare.toFixed(2)}% of dialogue`, indent: 2 })
    body.push({ text: `${plural(c.totalWords, 'word')} · words per speech ${c.wordsPerSpeech} · characters per word ${c.charactersPerWord}`, indent: 2 })
    body.push({ text: capital(pagesText(c.pageNumbers, r.pageLabels)), indent: 2 })
    body.push({ text: `Setting: ${breakdownText(c.breakdown.setting) || 'none'} · Time of day: ${breakdownText(c.breakdown.timeOfDay) || 'none'}`, indent: 2 })
    if (c.scenes.length) body.push({ text: `Scenes (${c.scenes.length}): ${c.scenes.map((s) => `${s.sceneNumber} ${s.location} (${s.speechesInScene})`).join(', ')}`, indent: 2 })
    body.push(blank)
  }
  return {
    kind: 'character',
    name: REPORT_NAMES.character,
    scriptTitle: titleOf(r.title),
    totals: [`${plural(r.totalCharacters, 'speaking character')} · ${plural(r.totalSpeeches, 'speech', 'speeches')} · ${plural(r.totalDialogueLines, 'dialogue line')} · ${plural(r.totalPages, 'page')}`],
    body,
  }
}

const TYPE_LABEL = Object.fromEntries(SCRIPT_REPORT_TYPES.map((t) => [t.type, t.label]))

export function scriptReportDocument(r: ScriptReport): ReportDocument {
  const body: ReportLine[] = []
  let scene: string | undefined = '\u0000'
  for (const it of r.items) {
    if (it.sceneHeading !== scene && it.type !== 'scene') {
      scene = it.sceneHeading
      body.push(blank, { text: scene ? `SCENE ${it.sceneNumber}: ${scene}` : 'BEFORE THE FIRST SCENE', bold: true, keep: 3 })
    }
    if (it.type === 'scene') {
      scene = it.sceneHeading
      body.push(blank)
    }
    // A heading line names its scene by number, as the scene's own title does.
    const kind = it.type === 'scene' && it.sceneNumber ? `SCENE ${it.sceneNumber}` : it.type.toUpperCase()
    body.push({ text: `p.${(r.pageLabels?.[it.pageNumber - 1] ?? String(it.pageNumber)).padEnd(4)} ${kind.padEnd(13)} ${it.text}`, indent: 2, bold: it.type === 'scene' })
  }
  const counts = r.types.map((t) => `${TYPE_LABEL[t]} ${r.counts[t] ?? 0}`).join(' · ')
  return {
    kind: 'script',
    name: REPORT_NAMES.script,
    scriptTitle: titleOf(r.title),
    totals: [`${plural(r.items.length, 'element')} · ${plural(r.totalLines, 'line')} · ${plural(r.totalPages, 'page')}`, counts || 'No element types selected'],
    body: body.length ? body : [{ text: 'No elements found for the selected types' }],
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** The whole report as plain text (the command line's output). */
export function reportText(d: ReportDocument, date: string): string {
  const head = [d.name.toUpperCase(), d.scriptTitle, date, ...d.totals]
  const width = Math.max(...head.map((h) => h.length))
  return [...head, '-'.repeat(width), ...d.body.map((l) => ' '.repeat(l.indent ?? 0) + l.text)].join('\n').replace(/\n+$/, '') + '\n'
}
