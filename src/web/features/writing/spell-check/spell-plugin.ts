import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view'
import type { Node as PMNode } from '@tiptap/pm/model'
import { isIgnored, type Misspelling } from '../../../../screenplay/spelling'
import { blockTextOf, forEachBlock, forEachBlockBetween, isTextBlock, touchedRange } from '../../../editor/doc-diff'
import { characterNameWords, scriptIndex } from '../../../editor/script-index'
import { checkTexts, suggestWords } from './spell-client'
import { closeSpellPopup, initSpellCheck, useSpell } from './spell-store'
import { usePopups } from '../../../editor/popup-store'

/**
 * Spell check in the editor. Which blocks changed is found by node identity (ProseMirror keeps
 * unchanged nodes as the same objects), so after a keystroke only the edited block is looked at
 * and, unless its text was seen before, sent to the worker; the first pass goes in chunks. Misspellings are inline
 * decorations; character names are filtered when drawing, since they change independently of the
 * checked text.
 */
interface QueueEntry {
  /** Position just before the block, mapped through every change since. */
  pos: number
  node: PMNode
  /** An earlier version of this block whose answer is still on its way. */
  sent?: PMNode
}

export interface SpellState {
  on: boolean
  decorations: DecorationSet
  /** Blocks waiting for an answer, oldest first. */
  queue: QueueEntry[]
  /** A whole-script pass is running (ends when the queue first empties). */
  pass: boolean
  /**
   * The word the writer is typing (its range in the document), not underlined until it is
   * finished: the caret leaves it, or a space or punctuation follows it.
   */
  typing?: { from: number; to: number } | null
}

type SpellMeta =
  | { type: 'on' }
  | { type: 'off' }
  | { type: 'refresh' }
  | { type: 'results'; items: { node: PMNode; matches: Misspelling[] }[] }

export const spellKey = new PluginKey<SpellState>('spellCheck')
const OFF: SpellState = { on: false, decorations: DecorationSet.empty, queue: [], pass: false }

/** Character cues are names: never checked. */
const checks = (node: PMNode) => node.type.name !== 'character'

/**
 * Answers by block text, shared by every editor: an undo, or a line that recurs ('CUT TO:'),
 * is drawn without asking the worker. Bounded; the oldest answers go first.
 */
const answers = new Map<string, Misspelling[]>()
const MAX_ANSWERS = 20_000
const cache = {
  get: (node: PMNode) => answers.get(blockTextOf(node)),
  set(node: PMNode, m: Misspelling[]) {
    const text = blockTextOf(node)
    answers.delete(text)
    answers.set(text, m)
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!)
  },
}
/** Block nodes sent to the worker and not answered yet. */
const inflight = new WeakSet<PMNode>()
export const markSent = (nodes: readonly PMNode[], sent: boolean) => nodes.forEach((n) => (sent ? inflight.add(n) : inflight.delete(n)))

function decorationsFor(pos: number, matches: readonly Misspelling[], names: ReadonlySet<string>): Decoration[] {
  const out: Decoration[] = []
  for (const m of matches) {
    if (names.size && isIgnored(m.word, names)) continue
    const from = pos + 1 + m.offset
    out.push(Decoration.inline(from, from + m.length, { class: 'nw-misspelled' }, { word: m.word }))
  }
  return out
}

function namesOf(state: EditorState): ReadonlySet<string> {
  return characterNameWords(scriptIndex(state))
}

function fullPass(doc: PMNode, names: ReadonlySet<string>): SpellState {
  const decos: Decoration[] = []
  const queue: QueueEntry[] = []
  forEachBlock(doc, (node, pos) => {
    if (!checks(node) || node.content.size === 0) return
    const hit = cache.get(node)
    if (hit) decos.push(...decorationsFor(pos, hit, names))
    else queue.push({ pos, node })
  })
  // The queue is worked from its end (where edits land), so reversing it checks from page 1 on.
  return { on: true, decorations: DecorationSet.create(doc, decos), queue: queue.reverse(), pass: queue.length > 0 }
}

/** The changed blocks: drawn from the cache when known, else queued (remembering what was sent). */
function recheck(tr: Transaction, from: number, to: number, s: SpellState, names: ReadonlySet<string>): SpellState {
  const blocks: { node: PMNode; pos: number }[] = []
  forEachBlockBetween(tr.doc, from, to, (node, pos) => blocks.push({ node, pos }))
  if (!blocks.length) return s
  const lo = blocks[0].pos
  const last = blocks[blocks.length - 1]
  const hi = last.pos + last.node.nodeSize
  const earlier = new Map<number, QueueEntry>()
  const queue = s.queue.filter((e) => {
    if (e.pos < lo || e.pos >= hi) return true
    earlier.set(e.pos, e)
    return false
  })
  const remove: Decoration[] = []
  const add: Decoration[] = []
  for (const { node, pos } of blocks) {
    const end = pos + node.nodeSize
    const hit = checks(node) ? (node.content.size === 0 ? [] : cache.get(node)) : []
    if (hit) {
      remove.push(...s.decorations.find(pos, end))
      add.push(...decorationsFor(pos, hit, names))
      continue
    }
    // Not known yet: the old underlines (mapped with the text) stay until the answer comes.
    const prev = earlier.get(pos)
    const sent = prev ? (inflight.has(prev.node) ? prev.node : prev.sent) : undefined
    queue.push({ pos, node, sent })
  }
  return { ...s, decorations: s.decorations.remove(remove).add(tr.doc, add), queue }
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}'\u2019]/u

/** An answer for an older version of a block: keeps the matches whose word is still there, whole. */
function stillThere(text: string, m: Misspelling): boolean {
  if (text.slice(m.offset, m.offset + m.length) !== m.word) return false
  const before = text[m.offset - 1]
  const after = text[m.offset + m.length]
  return !(before && WORD_CHAR.test(before)) && !(after && WORD_CHAR.test(after))
}

/**
 * Draws answers. An answer is for the text that was sent; the block at the entry's position now
 * may be the same node, an equal copy (ProseMirror rebuilds a block on Enter at its end without a
 * visible change), or a newer version: equal text takes the answer whole, newer text keeps the
 * words still there and stays queued under its current node.
 */
function applyResults(doc: PMNode, s: SpellState, items: { node: PMNode; matches: Misspelling[] }[], names: ReadonlySet<string>): SpellState {
  const byNode = new Map<PMNode, number>()
  const bySent = new Map<PMNode, number>()
  s.queue.forEach((e, i) => {
    byNode.set(e.node, i)
    if (e.sent) bySent.set(e.sent, i)
  })
  const done = new Set<number>()
  const queue = s.queue.slice()
  const remove: Decoration[] = []
  const add: Decoration[] = []
  for (const { node, matches } of items) {
    cache.set(node, matches)
    const i = byNode.get(node) ?? bySent.get(node)
    if (i === undefined || done.has(i)) continue
    const e = queue[i]
    const current = doc.nodeAt(e.pos)
    if (!current || !isTextBlock(current) || !checks(current)) {
      done.add(i) // the block is gone (or no longer checked)
      continue
    }
    const text = blockTextOf(current)
    const same = text === blockTextOf(node)
    remove.push(...s.decorations.find(e.pos, e.pos + current.nodeSize))
    add.push(...decorationsFor(e.pos, same ? matches : matches.filter((m) => stillThere(text, m)), names))
    if (same) done.add(i)
    else queue[i] = { pos: e.pos, node: current }
  }
  const left = done.size ? queue.filter((_, i) => !done.has(i)) : queue
  return { on: true, decorations: s.decorations.remove(remove).add(doc, add), queue: left, pass: s.pass && left.length > 0 }
}

/** The longest a word is looked for on either side of the caret. */
const WORD_REACH = 64

/** The word the caret touches, as a document range; null when it touches none. */
function wordAtCaret(tr: Transaction): { from: number; to: number } | null {
  const { $head, empty } = tr.selection
  if (!empty || !$head.parent.isTextblock) return null
  const at = $head.parentOffset
  const start = Math.max(0, at - WORD_REACH)
  const text = $head.parent.textBetween(start, Math.min($head.parent.content.size, at + WORD_REACH), '\n', '\n')
  let a = at - start
  let b = a
  while (a > 0 && WORD_CHAR.test(text[a - 1])) a--
  while (b < text.length && WORD_CHAR.test(text[b])) b++
  if (a === b) return null
  const base = $head.start() + start
  return { from: base + a, to: base + b }
}

/**
 * Which word is being typed after this transaction. An edit with the caret in or at the end of a
 * word makes it the one being typed; moving the caret keeps it only while the caret stays in it.
 */
function typingAfter(tr: Transaction, prev: SpellState['typing']): SpellState['typing'] {
  if (tr.docChanged) return wordAtCaret(tr)
  if (!prev || !tr.selection.empty) return null
  const head = tr.selection.head
  return head >= prev.from && head <= prev.to ? prev : null
}

export function applySpell(tr: Transaction, value: SpellState, names: ReadonlySet<string>): SpellState {
  const s = checkedAfter(tr, value, names)
  if (!s.on) return s
  const typing = typingAfter(tr, value.typing)
  return typing === s.typing ? s : { ...s, typing }
}

/** The spell checker's decorations, minus the word being typed. */
export function visibleDecorations(s: SpellState): DecorationSet {
  if (!s.typing) return s.decorations
  const hidden = s.decorations.find(s.typing.from, s.typing.to)
  return hidden.length ? s.decorations.remove(hidden) : s.decorations
}

function checkedAfter(tr: Transaction, value: SpellState, names: ReadonlySet<string>): SpellState {
  const meta = tr.getMeta(spellKey) as SpellMeta | undefined
  if (meta?.type === 'off') return OFF
  if (meta?.type === 'on' || (meta?.type === 'refresh' && value.on)) return fullPass(tr.doc, names)
  if (!value.on) return value
  let s = value
  if (tr.docChanged) {
    const queue: QueueEntry[] = []
    for (const e of s.queue) {
      const m = tr.mapping.mapResult(e.pos, 1)
      if (!m.deletedAfter) queue.push({ ...e, pos: m.pos })
    }
    s = { ...s, decorations: s.decorations.map(tr.mapping, tr.doc), queue }
    const r = touchedRange(tr)
    if (r) s = recheck(tr, r.from, r.to, s, names)
  }
  if (meta?.type === 'results') s = applyResults(tr.doc, s, meta.items, names)
  return s
}

export function spellState(state: EditorState): SpellState {
  return spellKey.getState(state) ?? OFF
}

const CHUNK = 400
const AFTER_WORD_MS = 40
const WHILE_TYPING_MS = 400

/** Sends queued blocks to the worker, newest edits first, one batch at a time. */
class Controller {
  private timer: ReturnType<typeof setTimeout> | undefined
  private busy = false
  private names: ReadonlySet<string> | undefined
  private namesTimer: ReturnType<typeof setTimeout> | undefined
  private unsubscribe: () => void
  private destroyed = false

  constructor(private view: EditorView) {
    initSpellCheck()
    this.unsubscribe = useSpell.subscribe(() => this.sync())
    // After the editor is set up: never inside the transaction that creates it.
    setTimeout(() => this.sync(), 0)
  }

  /** Turns the plugin on or off to match the setting and the dictionary's state. */
  private sync() {
    if (this.destroyed) return
    const { enabled, status } = useSpell.getState()
    const want = enabled && status === 'ready'
    if (want !== spellState(this.view.state).on) this.view.dispatch(this.view.state.tr.setMeta(spellKey, { type: want ? 'on' : 'off' }).setMeta('addToHistory', false))
  }

  update(prev: EditorState) {
    const s = spellState(this.view.state)
    if (this.view.state.doc !== prev.doc && useSpell.getState().popup) closeSpellPopup()
    if (!s.on) return
    this.watchNames()
    if (s.queue.length && s.queue !== spellState(prev).queue) this.schedule(this.delay(prev))
  }

  /** Right after a word ends the check goes at once; in the middle of a word it waits for a pause. */
  private delay(prev: EditorState): number {
    const { state } = this.view
    if (state.doc === prev.doc) return 0
    const $from = state.selection.$from
    const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 1), $from.parentOffset, '\n', '\n')
    return before && WORD_CHAR.test(before) ? WHILE_TYPING_MS : AFTER_WORD_MS
  }

  /** New or renamed characters: redraw from the cache once the names settle. */
  private watchNames() {
    const names = namesOf(this.view.state)
    if (this.names === undefined) this.names = names
    if (names === this.names) return
    const same = names.size === this.names.size && [...names].every((n) => this.names!.has(n))
    this.names = names
    if (same) return
    clearTimeout(this.namesTimer)
    this.namesTimer = setTimeout(() => {
      if (!this.destroyed && spellState(this.view.state).on) this.view.dispatch(this.view.state.tr.setMeta(spellKey, { type: 'refresh' }).setMeta('addToHistory', false))
    }, 1000)
  }

  private schedule(ms: number) {
    if (this.busy) return // the running batch schedules the next
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), ms)
  }

  private async flush() {
    this.timer = undefined
    if (this.destroyed || this.busy) return
    const s = spellState(this.view.state)
    if (!s.on) return
    const picked = new Set<PMNode>()
    for (let i = s.queue.length - 1; i >= 0 && picked.size < CHUNK; i--) {
      const n = s.queue[i].node
      if (!inflight.has(n)) picked.add(n)
    }
    if (!picked.size) return
    const batch = [...picked]
    this.busy = true
    markSent(batch, true)
    let results: Misspelling[][] | null = null
    try {
      results = await checkTexts(batch.map(blockTextOf))
    } catch {
      results = null
    }
    markSent(batch, false)
    this.busy = false
    if (this.destroyed || !results || !spellState(this.view.state).on) return
    this.view.dispatch(
      this.view.state.tr.setMeta(spellKey, { type: 'results', items: batch.map((node, i) => ({ node, matches: results![i] })) }).setMeta('addToHistory', false),
    )
    // More to send (never the nodes just answered: no loop on an answer that could not be placed).
    const sent = new Set(batch)
    if (spellState(this.view.state).queue.some((e) => !inflight.has(e.node) && !sent.has(e.node))) this.schedule(0)
  }

  destroy() {
    this.destroyed = true
    clearTimeout(this.timer)
    clearTimeout(this.namesTimer)
    this.unsubscribe()
    closeSpellPopup()
  }
}

/** Opens the suggestion popup for the misspelling at a decoration. */
async function openPopup(view: EditorView, d: Decoration) {
  const word = (d.spec as { word: string }).word
  if (!usePopups.getState().claim('spell')) return
  const c = view.coordsAtPos(d.from)
  const popup = { word, from: d.from, to: d.to, anchor: { left: c.left, top: c.top, bottom: c.bottom }, suggestions: null }
  useSpell.setState({ popup })
  let words: string[] = []
  try {
    words = await suggestWords(word)
  } catch {
    words = []
  }
  const cur = useSpell.getState().popup
  if (cur && cur.from === popup.from && cur.word === word) useSpell.setState({ popup: { ...cur, suggestions: words } })
}

export const SpellCheck = Extension.create({
  name: 'spellCheck',
  addProseMirrorPlugins() {
    return [
      new Plugin<SpellState>({
        key: spellKey,
        state: {
          init: () => OFF,
          apply: (tr, value, _old, state) => applySpell(tr, value, value.on || tr.getMeta(spellKey) ? namesOf(state) : new Set()),
        },
        props: {
          decorations: (state) => visibleDecorations(spellState(state)),
          // For tests and the benchmark: whether the whole-script pass is done. Not per keystroke:
          // an attribute flipping on every key would cost a style check of the editor.
          attributes: (state): Record<string, string> => {
            const s = spellState(state)
            return { 'data-spell': s.on ? (s.pass ? 'checking' : 'idle') : 'off' }
          },
          handleClick(view, pos, event) {
            const s = spellState(view.state)
            if (!s.on || !(event.target instanceof Element) || !event.target.closest('.nw-misspelled')) return false
            const d = s.decorations.find(Math.max(0, pos - 1), pos + 1).find((x) => x.from <= pos && pos <= x.to)
            if (d) void openPopup(view, d)
            return false
          },
        },
        view: (view) => {
          const c = new Controller(view)
          return { update: (_v, prev) => c.update(prev), destroy: () => c.destroy() }
        },
      }),
    ]
  },
})
