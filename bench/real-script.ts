import type { Script, ScriptElement } from '../src/screenplay/model'
import { countPages } from '../src/screenplay/layout'
import { scriptToDoc, type DocJSON } from '../src/screenplay/document'

/**
 * A long script shaped like a produced feature, made the same way every run (seeded): scenes of one
 * to three pages, about 45% of the text lines spoken (speeches and their parentheticals), speeches from one
 * line to a long monologue, action paragraphs of one to five lines, parentheticals inside speeches,
 * dual dialogue, transitions, and (in the editor document, `realBenchDoc`) comments.
 *
 * A 300-page script comes to about 6,500 blocks, like a real feature of that length; the figures are
 * printed with the benchmarks (`describeScript`).
 */
export interface RealScriptOptions {
  pages: number
  seed?: number
  /** Number the scene headings ("1", "2", … with an occasional "12A"), as a shooting script is. */
  sceneNumbers?: boolean
  /**
   * Called on every element once the script is made, with its index: the place to put what a
   * shooting script carries per element when the editor shows it (a revision set's mark, say).
   * Returns the element to keep.
   */
  decorate?: (el: ScriptElement, index: number) => ScriptElement
}

const LINES_PER_PAGE = 54
// The wrap widths of the default format, in characters.
const WIDTH: Partial<Record<ScriptElement['type'], number>> = { dialogue: 35, parenthetical: 19, character: 38 }

const WORDS = (
  'the a an and but of to in on at with from into over under behind through she he they we it his her their ' +
  'rain window door light slowly quiet city night street car coffee letter phone shadow voice hand table chair ' +
  'stairs corridor breath glass smoke river bridge train station morning silence engine mirror jacket keys ' +
  'photograph envelope radio siren alley rooftop crowd headlights ceiling floorboards kitchen sink knife ' +
  'looks turns waits stops listens smiles pulls opens closes runs watches counts reaches lowers lifts ' +
  'nothing something everything never always again almost still only just maybe'
).split(' ')
const SPOKEN = (
  'I you we it is was not do know think want need get go come tell said told look here there now then ' +
  'what why how when where who this that just really never always maybe sorry okay listen please ' +
  'money job car house night morning tomorrow yesterday time place thing way mother father brother sister ' +
  'police doctor lawyer boss friend trust lie truth promise leave stay wait call back home door gun letter'
).split(' ')
const NAMES = ['MARY', 'BOB', 'DR. KIM', 'JOE', 'ANNA', 'DETECTIVE RUIZ', 'OLD MAN', 'NADIA', 'THEO', 'MRS. HALVORSEN', 'CLERK', 'WAITRESS']
const PLACES = ['KITCHEN', 'POLICE STATION', 'ROOFTOP', 'DINER', "MARY'S CAR", 'HOSPITAL CORRIDOR', 'BEACH', 'MOTEL ROOM', 'PARKING GARAGE', 'BUS STATION', 'CHURCH', 'COURTROOM']
const TIMES = ['DAY', 'NIGHT', 'LATER', 'CONTINUOUS', 'MORNING', 'DUSK']
const PARENS = ['(quietly)', '(beat)', '(to Mary)', '(smiling)', '(re: the letter)', '(into phone)', '(O.S.)', '(under her breath)', '(then)']
const TRANSITIONS = ['CUT TO:', 'SMASH CUT TO:', 'DISSOLVE TO:', 'MATCH CUT TO:']

export function realShapedScript(opts: RealScriptOptions): Script {
  // Two passes: the rough line count aims the first, the layout engine's page count corrects the second.
  let target = opts.pages * LINES_PER_PAGE
  let script = build(opts, target)
  for (let tries = 0; tries < 8; tries++) {
    const got = countPages(script)
    if (got === opts.pages || (opts.pages > 10 && Math.abs(got - opts.pages) <= opts.pages * 0.02)) break
    target = Math.round((target * opts.pages) / Math.max(got, opts.pages - 1 + 0.5))
    script = build(opts, target)
  }
  if (opts.decorate) script.elements = script.elements.map(opts.decorate)
  return script
}

function build(opts: RealScriptOptions, targetLines: number): Script {
  let s = opts.seed ?? 31
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
  const sentence = (vocab: readonly string[], n: number, end = '.') => {
    const w = Array.from({ length: n }, () => pick(vocab))
    w[0] = w[0][0].toUpperCase() + w[0].slice(1)
    return w.join(' ') + end
  }
  const elements: ScriptElement[] = []
  let lines = 0
  const push = (el: ScriptElement) => {
    elements.push(el)
    // A blank line before every element but a parenthetical or speech under its cue.
    const joined = el.type === 'dialogue' || el.type === 'parenthetical'
    lines += Math.ceil(Math.max(1, el.text.length) / (WIDTH[el.type] ?? 61)) + (joined ? 0 : 1)
  }
  const speech = (name: string, dual?: 'left' | 'right') => {
    push({ type: 'character', text: name, ...(dual && { dual }) })
    if (rand() < 0.18) push({ type: 'parenthetical', text: pick(PARENS), ...(dual && { dual }) })
    // Most speeches are one to three lines; one in twelve is a long one.
    const r = rand()
    const sentences = r < 0.06 ? between(6, 12) : r < 0.3 ? between(3, 4) : between(1, 2)
    const text = Array.from({ length: sentences }, () => sentence(SPOKEN, between(2, 9), rand() < 0.2 ? '?' : '.')).join(' ')
    if (!dual && sentences > 3 && rand() < 0.4) {
      // A beat in the middle of a long speech.
      const cut = text.indexOf('. ', text.length >> 1)
      if (cut > 0) {
        push({ type: 'dialogue', text: text.slice(0, cut + 1) })
        push({ type: 'parenthetical', text: pick(PARENS) })
        push({ type: 'dialogue', text: text.slice(cut + 2) })
        return
      }
    }
    push({ type: 'dialogue', text, ...(dual && { dual }) })
  }
  for (let scene = 1; lines < targetLines; scene++) {
    const number = opts.sceneNumbers ? (scene % 17 === 0 ? `${scene - 1}A` : String(scene)) : undefined
    push({ type: 'scene-heading', text: `${pick(['INT.', 'INT.', 'EXT.'])} ${pick(PLACES)} - ${pick(TIMES)}`, ...(number && { sceneNumber: number }) })
    const sceneEnd = Math.min(targetLines, lines + between(1, 3) * LINES_PER_PAGE)
    const cast = [pick(NAMES), pick(NAMES), pick(NAMES)]
    while (lines < sceneEnd) {
      if (rand() < 0.68) {
        // Action: one to five lines.
        push({ type: 'action', text: Array.from({ length: between(1, 3) }, () => sentence(WORDS, between(3, 14))).join(' ') })
      } else if (rand() < 0.04) {
        // Two people talking at once.
        speech(cast[0], 'left')
        speech(cast[1], 'right')
      } else {
        for (let k = between(1, 3); k > 0; k--) speech(cast[k % cast.length])
      }
    }
    if (rand() < 0.15) push({ type: 'transition', text: pick(TRANSITIONS) })
  }
  return { titlePage: { title: 'Real-shaped', credit: 'Written by', author: 'Bench', source: '', draft: '', contact: '' }, elements }
}

/** The script's shape in one line: pages, blocks, scenes and the share of each kind of block. */
export function describeScript(script: Script): string {
  const by = new Map<string, number>()
  for (const e of script.elements) by.set(e.type, (by.get(e.type) ?? 0) + 1)
  const n = script.elements.length
  const share = (k: string) => `${Math.round(((by.get(k) ?? 0) / n) * 100)}%`
  const speechLines = lineShare(script.elements, (e) => e.type === 'dialogue' || e.type === 'parenthetical')
  const dual = script.elements.filter((e) => e.dual && e.type === 'character').length / 2
  return `${countPages(script)} pages, ${n} blocks, ${by.get('scene-heading') ?? 0} scenes, ${speechLines}% of text lines spoken; blocks: speech ${share('dialogue')}, cues ${share('character')}, parentheticals ${share('parenthetical')}, action ${share('action')}, ${dual} dual dialogues, ${by.get('transition') ?? 0} transitions`
}

function lineShare(elements: readonly ScriptElement[], pred: (e: ScriptElement) => boolean): number {
  let all = 0
  let some = 0
  for (const e of elements) {
    const n = Math.ceil(Math.max(1, e.text.length) / (WIDTH[e.type] ?? 61))
    all += n
    if (pred(e)) some += n
  }
  return Math.round((some / all) * 100)
}

interface BlockJSON {
  type: string
  content?: { type: string; text?: string; marks?: unknown[] }[]
}
export interface BenchComment {
  id: string
  text: string
  createdAt: string
  resolved: boolean
}

/**
 * The real-shaped script as the editor's document, with a comment on the first words of every
 * 20th action and every 40th speech (the notes a writer leaves through a draft), and those comments.
 */
export function realBenchDoc(pages: number, options: Omit<RealScriptOptions, 'pages'> = {}): { doc: DocJSON; comments: BenchComment[]; script: Script } {
  const script = realShapedScript({ pages, ...options })
  const doc = scriptToDoc(script)
  const comments: BenchComment[] = []
  const seen = { action: 0, dialogue: 0 }
  const every = { action: 20, dialogue: 40 }
  for (const scene of doc.content) {
    for (const block of (scene.content ?? []) as BlockJSON[]) {
      if (block.type !== 'action' && block.type !== 'dialogue') continue
      if (seen[block.type]++ % every[block.type] !== every[block.type] - 1) continue
      const text = block.content?.[0]?.text
      if (!text || block.content!.length !== 1) continue
      const cut = text.indexOf(' ', text.indexOf(' ') + 1)
      if (cut < 0) continue
      const id = `c-bench-${comments.length}`
      block.content = [{ type: 'text', text: text.slice(0, cut), marks: [{ type: 'comment', attrs: { commentId: id } }] }, { type: 'text', text: text.slice(cut) }]
      comments.push({ id, text: 'Tighten this?', createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(), resolved: false })
    }
  }
  return { doc, comments, script }
}
