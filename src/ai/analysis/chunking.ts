import type { Script } from '../../screenplay/model'

/**
 * How a script travels to the analysis tools. Short scripts go whole; long ones are cut at scene
 * headings into sections of about 15,000 characters so each fits one model request comfortably.
 * Everything here is pure: the same text always gives the same sections.
 */

/** Up to this many characters the script goes in one request. */
export const SINGLE_REQUEST_LIMIT = 50_000
/** Target size of one section. */
export const CHUNK_TARGET = 15_000
/**
 * Section size for an evaluation on Gemini's free tier. The free tier allows 10 requests a
 * minute, and an evaluation asks every section once per category: with 15,000-character sections
 * a 120-page script is ~24 requests a category, so the first category could not finish inside
 * the first minute. Sections four times the size (~15k tokens, well inside the model's context
 * and the tier's tokens a minute) make it ~6, asked side by side, so the first category's result
 * shows in seconds and the whole evaluation spends far less of the writer's daily quota.
 */
export const FREE_TIER_SECTION_TARGET = 60_000
/** Without scene headings the text is cut blindly at this size. */
export const FALLBACK_CHUNK_SIZE = 10_000
/** More sections than this would take too long; the tools that check refuse. */
export const MAX_CHUNKS = 20
/** Seconds a section is reckoned to take, for the estimate shown to the writer. */
export const SECONDS_PER_CHUNK = 2.5

/** A heading line of the text we send: our numbered form, or any line starting INT./EXT./INTERIOR/EXTERIOR. */
const HEADING_LINE = /^(?:SCENE \d+: )?(?:INT\.|EXT\.|INTERIOR\b|EXTERIOR\b)/i
const NUMBERED_LINE = /^SCENE (\d+): /

/**
 * The script as the analysis tools read it: every scene heading numbered in script order
 * ("SCENE 3: INT. KITCHEN - NIGHT"), so the answers can name scenes the editor can jump to;
 * character cues and transitions in capitals; notes marked as NOTE so they are not read as story.
 */
export function analysisText(script: Script): string {
  const out: string[] = []
  let scene = 0
  for (const el of script.elements) {
    const text = el.text.replace(/\r\n?/g, '\n').trimEnd()
    switch (el.type) {
      case 'scene-heading':
        scene++
        out.push('', `SCENE ${scene}: ${text.replace(/\n/g, ' ').trim().toUpperCase()}`, '')
        break
      case 'character':
        out.push('', text.toUpperCase())
        break
      case 'transition':
        out.push('', text.toUpperCase(), '')
        break
      case 'note':
        if (text.trim()) out.push(`[NOTE: ${text.trim()}]`)
        break
      case 'parenthetical':
      case 'dialogue':
      case 'lyrics':
        out.push(text)
        break
      case 'section':
      case 'synopsis':
      case 'page-break':
        break
      default:
        if (text.trim()) out.push('', text)
    }
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Scenes of the sent text: any lines before the first heading, then one entry per heading. */
export interface TextScene {
  /** 0 for text before the first heading. */
  number: number
  heading: string
  content: string
}

export function splitScenes(text: string): TextScene[] {
  const lines = text.split('\n')
  const scenes: TextScene[] = []
  let current: TextScene | null = null
  let buf: string[] = []
  let counted = 0
  const close = () => {
    const content = buf.join('\n').trim()
    if (current) scenes.push({ ...current, content })
    else if (content) scenes.push({ number: 0, heading: '', content })
  }
  for (const line of lines) {
    if (HEADING_LINE.test(line.trim())) {
      close()
      counted++
      const n = NUMBERED_LINE.exec(line.trim())
      current = { number: n ? Number(n[1]) : counted, heading: line.trim().replace(NUMBERED_LINE, ''), content: '' }
      buf = [line]
    } else {
      buf.push(line)
    }
  }
  close()
  return scenes
}

/** Cuts text into pieces of at most `size` characters, at a line break where one is near. */
export function splitBySize(text: string, size: number): string[] {
  const out: string[] = []
  let rest = text
  while (rest.length > size) {
    let cut = rest.lastIndexOf('\n', size)
    if (cut < size / 2) cut = rest.lastIndexOf(' ', size)
    if (cut < size / 2) cut = size
    out.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trimStart()
  }
  if (rest.trim()) out.push(rest.trim())
  return out.filter((s) => s.length > 0)
}

/** Packs scenes whole into sections near the target size; a scene longer than that is cut by size. */
function packScenes(scenes: readonly TextScene[], target: number): string[] {
  const out: string[] = []
  let cur = ''
  for (const s of scenes) {
    if (s.content.length > target) {
      if (cur) out.push(cur)
      cur = ''
      out.push(...splitBySize(s.content, target))
      continue
    }
    if (cur && cur.length + 2 + s.content.length > target) {
      out.push(cur)
      cur = ''
    }
    cur = cur ? `${cur}\n\n${s.content}` : s.content
  }
  if (cur) out.push(cur)
  return out
}

/** The sections a text is cut into (one when it fits a single request), near `target` characters each. */
export function chunkText(text: string, target = CHUNK_TARGET): string[] {
  const t = text.trim()
  if (!t) return []
  if (t.length <= SINGLE_REQUEST_LIMIT) return [t]
  const scenes = splitScenes(t)
  if (!scenes.some((s) => s.number > 0)) return splitBySize(t, target === CHUNK_TARGET ? FALLBACK_CHUNK_SIZE : target)
  return packScenes(scenes, target)
}

export type Preparation =
  | { kind: 'empty' }
  | { kind: 'single'; text: string }
  | { kind: 'chunked'; chunks: string[] }
  | { kind: 'tooLarge'; needed: number }

/**
 * What to send for a text. With the limit check on, more than 20 sections is refused (it would
 * take too long); the quantitative evaluation turns the check off and sends them all.
 */
export function prepareText(text: string, opts: { limitCheck?: boolean; sectionTarget?: number } = {}): Preparation {
  const chunks = chunkText(text, opts.sectionTarget)
  if (chunks.length === 0) return { kind: 'empty' }
  if (chunks.length === 1) return { kind: 'single', text: chunks[0] }
  if ((opts.limitCheck ?? true) && chunks.length > MAX_CHUNKS) return { kind: 'tooLarge', needed: chunks.length }
  return { kind: 'chunked', chunks }
}

/**
 * What an evaluation (the quantitative evaluation or the qualitative analysis) sends. Each of its
 * categories or steps reads every section, and the writer sees a result only when all of them have
 * answered: on Gemini's free tier the sections are larger, so a whole category or step starts at
 * once within the tier's requests a minute and its result shows in seconds. The quantitative
 * evaluation takes a script of any length; the qualitative analysis refuses more than 20 sections,
 * as the other tools do.
 */
export function prepareEvaluation(text: string, opts: { freeTier: boolean; limitCheck: boolean }): Preparation {
  return prepareText(text, { limitCheck: opts.limitCheck, sectionTarget: opts.freeTier ? FREE_TIER_SECTION_TARGET : CHUNK_TARGET })
}

/** A semantic-find section: a run of whole scenes, numbered as in the script. */
export interface SceneChunk {
  startScene: number
  endScene: number
  scenes: { sceneNumber: number; content: string }[]
}

/** Scenes grouped into sections near the target size, for semantic find (which answers by scene). */
export function chunkScenes(text: string, target = CHUNK_TARGET): SceneChunk[] {
  const scenes = splitScenes(text.trim()).filter((s) => s.content.length > 0)
  const out: SceneChunk[] = []
  let cur: SceneChunk | null = null
  let size = 0
  for (const s of scenes) {
    // A very long scene is shortened rather than split: a match names the scene, not a piece of it.
    const content = s.content.length > target ? s.content.slice(0, target) : s.content
    if (cur && size + content.length > target) {
      out.push(cur)
      cur = null
    }
    if (!cur) {
      cur = { startScene: s.number, endScene: s.number, scenes: [] }
      size = 0
    }
    cur.scenes.push({ sceneNumber: s.number, content })
    cur.endScene = s.number
    size += content.length
  }
  if (cur) out.push(cur)
  return out
}

/**
 * Minutes to tell the writer: 2.5 seconds a section, rounded up to whole minutes (so never
 * less than one minute for a script that needs sections at all).
 */
export function estimateMinutes(chunks: number): number {
  return Math.ceil((SECONDS_PER_CHUNK * chunks) / 60)
}

export function tooManySectionsMessage(needed: number): string {
  return `This screenplay would require ${needed} sections to analyze, which would take too long. Please try a shorter section of your screenplay.`
}
