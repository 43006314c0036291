/**
 * A table read's reading queue: what is read aloud, in which voice, and what is skipped, built
 * from the script. Headings and action go to a narrator (or are skipped), each speech to its
 * character, parentheticals are skipped or whispered, and the read may start at the cursor, keep
 * to one scene, or keep to one character's lines — or, for an actor running lines, read every
 * part but theirs and leave them the time to say it.
 */
import { kindToEditorType, type ScriptElement } from '../model'
import { normaliseCharacterName } from '../reports/names'
import { elementSeconds } from '../timing'

export interface ReadOptions {
  /** Headings, action, shots and transitions: read by the narrator, or skipped. */
  narrator: 'read' | 'skip'
  /** Parentheticals: skipped, or whispered by the speaker. */
  parentheticals: 'skip' | 'whisper'
  /**
   * One character's part: 'only' reads nothing but their speeches; 'except' reads everything
   * else and leaves a silence as long as each of their lines, for an actor running lines.
   */
  character?: { name: string; mode: 'only' | 'except' }
  /** Start at this element (the cursor's). */
  fromElement?: number
  /** Read only the scene at this position among the script's scenes. */
  scene?: number
}

export const DEFAULT_READ_OPTIONS: ReadOptions = { narrator: 'read', parentheticals: 'skip' }

/** Who reads an utterance: the narrator or a character (by normalised name). */
export type Reader = { kind: 'narrator' } | { kind: 'character'; name: string }

export interface Utterance {
  /** The element read, for highlighting it and keeping it in view. */
  elementIndex: number
  /** Its scene's position among the script's scenes; -1 before the first heading. */
  scene: number
  /** Utterances of one speech (or one narrated element) share a number: next/previous speech move by it. */
  speech: number
  /** What is said, as a voice should say it ("INT." read as "Interior."). */
  text: string
  reader: Reader
  whisper: boolean
  /** The actor's own line: no voice, a silence this long (seconds) while the line is highlighted. */
  silence?: number
}

const HEADING_WORDS: [RegExp, string][] = [
  [/^(?:INT\.?\s*\/\s*EXT|I\/E)\.?\s+/i, 'Interior, exterior. '],
  [/^EXT\.?\s*\/\s*INT\.?\s+/i, 'Exterior, interior. '],
  [/^INT\.?\s+/i, 'Interior. '],
  [/^EXT\.?\s+/i, 'Exterior. '],
  [/^EST\.?\s+/i, 'Establishing. '],
]

/** A heading as a narrator says it: "INT. KITCHEN - NIGHT" → "Interior. KITCHEN. NIGHT." */
export function spokenHeading(heading: string): string {
  let text = heading.trim().replace(/^\./, '')
  for (const [re, words] of HEADING_WORDS) if (re.test(text)) {
    text = text.replace(re, words)
    break
  }
  text = text.replace(/\s+[-–—]+\s+/g, '. ')
  return /[.!?]$/.test(text) ? text : `${text}.`
}

/** Parenthetical text without its brackets: "(quietly)" → "quietly". */
const unbracket = (text: string) => text.trim().replace(/^\(\s*/, '').replace(/\s*\)$/, '')

/** The scene of each element (-1 before the first heading) and each scene's first element. */
function scenesOf(elements: readonly ScriptElement[]): { sceneOf: number[]; starts: number[] } {
  const sceneOf: number[] = []
  const starts: number[] = []
  elements.forEach((el, i) => {
    if (el.type === 'scene-heading') starts.push(i)
    sceneOf.push(starts.length - 1)
  })
  return { sceneOf, starts }
}

export function readingQueue(elements: readonly ScriptElement[], options: ReadOptions = DEFAULT_READ_OPTIONS): Utterance[] {
  const { sceneOf } = scenesOf(elements)
  const out: Utterance[] = []
  const start = Math.max(0, options.fromElement ?? 0)
  const only = options.character?.mode === 'only' ? options.character.name : undefined
  const except = options.character?.mode === 'except' ? options.character.name : undefined
  let speaker = ''
  let speech = -1
  let speechOpen = false
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]
    const type = el.type === 'page-break' || el.type === 'section' || el.type === 'synopsis' ? 'note' : kindToEditorType(el.type)
    // Who speaks is followed from the top, so a read from the middle of a speech knows its voice.
    if (type === 'character') {
      speaker = normaliseCharacterName(el.text)
      speechOpen = false
    } else if (type !== 'parenthetical' && type !== 'dialogue' && type !== 'note') speaker = ''
    if (i < start || type === 'note' || type === 'character' || !el.text.trim()) continue
    if (options.scene !== undefined && sceneOf[i] !== options.scene) continue
    const scene = sceneOf[i]
    if (type === 'dialogue' || type === 'parenthetical') {
      if (!speaker) continue
      if (only !== undefined && speaker !== only) continue
      const isParenthetical = type === 'parenthetical'
      if (isParenthetical && options.parentheticals === 'skip') continue
      if (!speechOpen) {
        speech++
        speechOpen = true
      }
      const text = isParenthetical ? unbracket(el.text) : el.text.trim()
      const u: Utterance = { elementIndex: i, scene, speech, text, reader: { kind: 'character', name: speaker }, whisper: isParenthetical }
      if (speaker === except) u.silence = isParenthetical ? 0 : elementSeconds(el, 0)
      if (u.silence === 0) continue
      out.push(u)
      continue
    }
    speechOpen = false
    if (options.narrator === 'skip' || only !== undefined) continue
    const text = type === 'sceneHeading' ? spokenHeading(el.text) : el.text.trim()
    out.push({ elementIndex: i, scene, speech: ++speech, text, reader: { kind: 'narrator' }, whisper: false })
  }
  return out
}

type Group = 'speech' | 'scene'

/** The first utterance after `at` in another speech or scene than `at`'s (or -1). */
function nextStart(queue: readonly Utterance[], at: number, by: Group): number {
  const current = queue[at]?.[by]
  return queue.findIndex((u, k) => k > at && u[by] !== current)
}

/** The start of `at`'s speech or scene when `at` is past it, else the start of the one before. */
function previousStart(queue: readonly Utterance[], at: number, by: Group): number {
  if (at <= 0) return 0
  const startOf = (k: number) => {
    const group = queue[k][by]
    while (k > 0 && queue[k - 1][by] === group) k--
    return k
  }
  const own = startOf(at)
  return own < at ? own : startOf(own - 1)
}

export const nextSpeech = (queue: readonly Utterance[], at: number): number => nextStart(queue, at, 'speech')
export const previousSpeech = (queue: readonly Utterance[], at: number): number => previousStart(queue, at, 'speech')
export const nextScene = (queue: readonly Utterance[], at: number): number => nextStart(queue, at, 'scene')
export const previousScene = (queue: readonly Utterance[], at: number): number => previousStart(queue, at, 'scene')

/** The characters who speak in the script, most speeches first: for voices and the one-part choice. */
export function speakingCharacters(elements: readonly ScriptElement[]): string[] {
  const count = new Map<string, number>()
  for (const el of elements) if (el.type === 'character') {
    const name = normaliseCharacterName(el.text)
    count.set(name, (count.get(name) ?? 0) + 1)
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n)
}
