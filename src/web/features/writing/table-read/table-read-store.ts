/**
 * The table read: the dialog's choices, the voices, and the player that speaks the reading queue
 * through the browser's speech synthesis — play, pause, stop, next and previous speech and scene —
 * with the line being read highlighted and kept in view. A read played through a whole scene
 * times it: that played time replaces the scene's estimate in the Scene report.
 */
import { create } from 'zustand'
import { editorTypeToKind, type ScriptElement } from '../../../../screenplay/model'
import { normaliseCharacterName } from '../../../../screenplay/reports'
import {
  assignVoices,
  characterSex,
  nextScene,
  nextSpeech,
  previousScene,
  previousSpeech,
  readingQueue,
  speakingCharacters,
  type ReadOptions,
  type Utterance,
  type VoiceInfo,
  type VoicePlan,
} from '../../../../screenplay/table-read'
import { defineDialog } from '../../../app/dialog-stack'
import { useEditorStore } from '../../../editor/editor-store'
import { blockTextOf, forEachBlock } from '../../../editor/doc-diff'
import { revealInEditor } from '../../../editor/reveal'
import { updatePlanning, useProject } from '../../../project'
import { readingKey } from './reading-highlight'
import { speechEngine, systemVoices, voiceInfo } from './speech'

/** Where a read starts: at the cursor, the cursor's scene only, or the top of the script. */
export type ReadScope = 'cursor' | 'scene' | 'start'

/** Whose lines: every part, only one character's, or every part but one (an actor running lines). */
export type PartChoice = { mode: 'all' } | { mode: 'only' | 'except'; name: string }

export interface TableReadState {
  /** The system's voices, once asked; empty when it has none. */
  voices: VoiceInfo[]
  voicesKnown: boolean
  characters: string[]
  plan: VoicePlan
  narrator: ReadOptions['narrator']
  parentheticals: ReadOptions['parentheticals']
  part: PartChoice
  scope: ReadScope
  /** Speech rate: 1 is the voice's normal speed. */
  rate: number
  status: 'stopped' | 'playing' | 'paused'
  current: Utterance | null
  /** Scenes (by position) a read played through, and the seconds each took. */
  played: Record<number, number>
}

export const useTableRead = create<TableReadState>(() => ({
  voices: [],
  voicesKnown: false,
  characters: [],
  plan: { narrator: '', characters: {} },
  narrator: 'read',
  parentheticals: 'skip',
  part: { mode: 'all' },
  scope: 'cursor',
  rate: 1,
  status: 'stopped',
  current: null,
  played: {},
}))

const set = useTableRead.setState
const get = useTableRead.getState

let systemVoiceList: SpeechSynthesisVoice[] = []
let queue: Utterance[] = []
/** Editor position of each element's block, by element index. */
let positions: number[] = []
let index = -1
/** Each spoken or silent step gets a number; callbacks of an older one do nothing. */
let step = 0
let silenceTimer: ReturnType<typeof setTimeout> | undefined
/** The scene being timed: where its clock stands, and whether it was read from its start without a jump. */
let clock: { scene: number; ms: number; clean: boolean; startedAt: number; pausedAt: number } | null = null

const editor = () => {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

/** The script's blocks as elements, with where each sits in the editor, and the cursor's element. */
function scriptBlocks(): { elements: ScriptElement[]; cursorElement: number } {
  const e = editor()
  const elements: ScriptElement[] = []
  positions = []
  let cursorElement = 0
  if (!e) return { elements, cursorElement }
  const at = e.state.selection.from
  forEachBlock(e.state.doc, (node, pos, type) => {
    if (pos <= at) cursorElement = elements.length
    elements.push({ type: editorTypeToKind(type), text: blockTextOf(node) })
    positions.push(pos)
  })
  return { elements, cursorElement }
}

function sexOf(name: string) {
  const c = useProject.getState().planning.characters?.characters.find((ch) => normaliseCharacterName(ch.name) === name)
  return characterSex(c?.sex)
}

/** The writer's own voice choices, kept with the project. */
const chosen = () => useProject.getState().planning.tableRead

function replan() {
  const s = get()
  const saved = chosen()
  set({ plan: assignVoices(s.characters, s.voices, sexOf, { narrator: saved?.narratorVoice, characters: saved?.voices }) })
}

/** The panel, on the app's one stack of dialogs: leaving the stack (Close, Escape, another script) stops the read. */
export const tableReadPanel = defineDialog('table-read')

export async function openTableRead(): Promise<void> {
  const { elements } = scriptBlocks()
  set({ characters: speakingCharacters(elements) })
  tableReadPanel.open()
  systemVoiceList = await systemVoices()
  set({ voices: systemVoiceList.map(voiceInfo), voicesKnown: true })
  replan()
}

export function closeTableRead(): void {
  stop()
  tableReadPanel.close()
}

export function chooseVoice(who: { narrator: true } | { character: string }, voiceURI: string): void {
  const saved = chosen() ?? { voices: {} }
  updatePlanning('tableRead', 'narrator' in who ? { ...saved, narratorVoice: voiceURI } : { ...saved, voices: { ...saved.voices, [who.character]: voiceURI } })
  replan()
}

export function setChoice(patch: Partial<Pick<TableReadState, 'narrator' | 'parentheticals' | 'part' | 'scope' | 'rate'>>): void {
  set(patch)
}

function highlight(elementIndex: number | null) {
  const e = editor()
  if (!e) return
  const pos = elementIndex === null ? null : (positions[elementIndex] ?? null)
  e.view.dispatch(e.state.tr.setMeta(readingKey, { pos }).setMeta('addToHistory', false))
  if (pos === null) return
  const dom = e.view.nodeDOM(pos)
  if (dom instanceof Element) revealInEditor(dom, 'center')
}

/** Whether this read times scenes: everything in it is read, as it would play on screen. */
const timesScenes = () => get().narrator === 'read' && get().part.mode === 'all'

function closeClock(finishedScene: boolean) {
  if (!clock) return
  if (finishedScene && clock.clean && timesScenes()) set({ played: { ...get().played, [clock.scene]: clock.ms / 1000 } })
  clock = null
}

function speakAt(i: number, jumped: boolean) {
  const engine = speechEngine()
  clearTimeout(silenceTimer)
  const u = queue[i]
  const mine = ++step
  if (!u || !engine) return finish()
  const before = queue[index]
  if (!clock || clock.scene !== u.scene) {
    // Leaving a scene in order, at its last line, is having read it through.
    closeClock(!jumped && !!before && before.scene !== u.scene && index === i - 1)
    const firstOfScene = i === 0 || queue[i - 1].scene !== u.scene
    clock = { scene: u.scene, ms: 0, clean: firstOfScene && (!jumped || index === -1), startedAt: 0, pausedAt: 0 }
  } else if (jumped) clock.clean = false
  index = i
  clock.startedAt = performance.now()
  set({ current: u, status: 'playing' })
  highlight(u.elementIndex)
  const next = () => {
    if (mine !== step) return
    if (clock) clock.ms += performance.now() - clock.startedAt
    speakAt(index + 1, false)
  }
  if (u.silence !== undefined) {
    silenceTimer = setTimeout(next, u.silence * 1000)
    return
  }
  const s = get()
  const utterance = new SpeechSynthesisUtterance(u.text)
  const uri = u.reader.kind === 'narrator' ? s.plan.narrator : s.plan.characters[u.reader.name]
  const voice = systemVoiceList.find((v) => v.voiceURI === uri)
  if (voice) {
    utterance.voice = voice
    utterance.lang = voice.lang
  }
  utterance.rate = s.rate
  // Speech synthesis cannot whisper: softer and lower is the nearest it comes.
  if (u.whisper) {
    utterance.volume = 0.4
    utterance.pitch = 0.8
  }
  utterance.onend = next
  utterance.onerror = (ev) => {
    if (ev.error !== 'interrupted' && ev.error !== 'canceled') next()
  }
  engine.speak(utterance)
}

function finish() {
  step++
  closeClock(index === queue.length - 1)
  index = -1
  set({ status: 'stopped', current: null })
  highlight(null)
}

export function play(): void {
  const s = get()
  if (s.status === 'paused') return resume()
  if (s.status === 'playing') return
  const { elements, cursorElement } = scriptBlocks()
  let scene: number | undefined
  if (s.scope === 'scene') scene = elements.slice(0, cursorElement + 1).filter((e) => e.type === 'scene-heading').length - 1
  queue = readingQueue(elements, {
    narrator: s.narrator,
    parentheticals: s.parentheticals,
    character: s.part.mode === 'all' ? undefined : { name: s.part.name, mode: s.part.mode },
    fromElement: s.scope === 'cursor' ? cursorElement : undefined,
    scene,
  })
  index = -1
  clock = null
  speechEngine()?.cancel()
  speakAt(0, false)
}

export function pause(): void {
  if (get().status !== 'playing') return
  clearTimeout(silenceTimer)
  if (clock) clock.pausedAt = performance.now()
  speechEngine()?.pause()
  set({ status: 'paused' })
}

export function resume(): void {
  if (get().status !== 'paused') return
  if (clock) clock.startedAt += performance.now() - clock.pausedAt
  set({ status: 'playing' })
  const u = queue[index]
  // A silence left for the actor starts again; speech carries on where it stopped.
  if (u?.silence !== undefined) speakAt(index, false)
  else speechEngine()?.resume()
}

export function stop(): void {
  clearTimeout(silenceTimer)
  if (get().status === 'stopped') return
  step++
  clock = null
  speechEngine()?.cancel()
  index = -1
  set({ status: 'stopped', current: null })
  highlight(null)
}

function jump(to: number) {
  if (to < 0 || get().status === 'stopped') return
  const engine = speechEngine()
  engine?.cancel()
  // A paused engine would hold the next line too.
  if (get().status === 'paused') engine?.resume()
  speakAt(to, true)
}

export const nextSpeechNow = () => jump(nextSpeech(queue, index))
export const previousSpeechNow = () => jump(previousSpeech(queue, index))
export const nextSceneNow = () => jump(nextScene(queue, index))
export const previousSceneNow = () => jump(previousScene(queue, index))

/** Scenes a table read played through, by position, and the seconds each took. */
export function playedSceneTimes(): ReadonlyMap<number, number> {
  return new Map(Object.entries(get().played).map(([k, v]) => [Number(k), v]))
}
