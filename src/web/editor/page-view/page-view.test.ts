import { describe, it, expect } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { DecorationSet } from '@tiptap/pm/view'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { createPaginator, DEFAULT_LAYOUT, layoutScript, type Layout, type Line } from '../../../screenplay/layout'
import { generateScript } from '../../../screenplay/layout/sample-script'
import type { ScriptElement } from '../../../screenplay/model'
import { planPageBreaks, type PageBreakPlan } from './page-breaks'
import { pagesAround, updatePageBreaks, type PageBreakMemo } from './page-view-plugin'
import { elementsFromDoc, elementsFromDocSince, type DocElementsMemo } from './elements-from-doc'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

/** The plan read the plain way, every line of every page: what the cached planner must equal. */
function referencePlans(layout: Layout): PageBreakPlan[] {
  const plans: PageBreakPlan[] = []
  for (let k = 1; k < layout.pages.length; k++) {
    const prev = layout.pages[k - 1]
    const page = layout.pages[k]
    const used = prev.lines.filter((l) => l.kind !== 'more').reduce((m, l) => Math.max(m, l.row + 1), 0)
    const more = prev.lines.find((l) => l.kind === 'more')
    let contd: Line | undefined
    let first: Line | undefined
    for (const l of page.lines) {
      if (l.kind === 'blank' || l.elementIndex === undefined) continue
      if (l.kind === 'contd' && !contd) {
        contd = l
        continue
      }
      first = l
      break
    }
    if (!first) continue
    plans.push({
      page: page.number,
      label: String(page.number),
      elementIndex: first.elementIndex!,
      offset: first.offset ?? 0,
      rowsLeft: Math.max(0, DEFAULT_LAYOUT.linesPerPage - used),
      more: more ? { text: more.text, indent: more.indent } : undefined,
      contd: contd ? { text: contd.text, indent: contd.indent } : undefined,
      rowsBefore: Math.max(0, first.row - (contd ? contd.row + 1 : 0)),
    })
  }
  return plans
}

describe('planPageBreaks', () => {
  it('equals a full read of every page, also after incremental edits that reuse pages', () => {
    const els = generateScript(40, 7).elements
    const pg = createPaginator()
    let layout = pg.update(els)
    expect(layout.pages.length).toBeGreaterThan(30)
    expect(planPageBreaks(layout, DEFAULT_LAYOUT)).toEqual(referencePlans(layout))
    const edited: ScriptElement[] = els.slice()
    for (const at of [5, 200, 420, 90]) {
      const i = Math.min(at, edited.length - 1)
      edited[i] = { ...edited[i], text: edited[i].text + ' and then, much later, something else entirely happens here.' }
      edited.splice(i + 1, 0, { type: 'action', text: 'A new line of action.' })
      layout = pg.update(edited)
      expect(planPageBreaks(layout, DEFAULT_LAYOUT)).toEqual(referencePlans(layoutScript(edited)))
    }
  })

  it('carries (MORE) and CONT\'D for a speech split across pages', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i + 1} goes on for a while.`).join(' ')
    const els: ScriptElement[] = [
      { type: 'scene-heading', text: 'INT. ROOM - DAY' },
      ...Array.from({ length: 22 }, () => ({ type: 'action' as const, text: 'Something happens.' })),
      { type: 'character', text: 'ANNA' },
      { type: 'dialogue', text: long },
    ]
    const plans = planPageBreaks(layoutScript(els), DEFAULT_LAYOUT)
    const split = plans.find((p) => p.more)
    expect(split?.more?.text).toBe('(MORE)')
    expect(split?.contd?.text).toBe("ANNA (CONT'D)")
    expect(split?.offset).toBeGreaterThan(0)
  })
})

function stateOf(elements: readonly ScriptElement[]) {
  return EditorState.create({ schema, doc: PMNode.fromJSON(schema, scriptToDoc({ elements: [...elements] })) })
}

const keys = (set: DecorationSet) =>
  set
    .find()
    .map((d) => `${(d.spec as { nwKey: string }).nwKey}@${d.from}-${d.to}`)
    .sort()

/** What a fresh page view would draw for this state. */
function fresh(state: EditorState) {
  return updatePageBreaks(state, createPaginator(), DecorationSet.empty)!
}

describe('updatePageBreaks', () => {
  const els = generateScript(12, 3).elements

  /** A page view drawn for the script, then a long action inserted early on: every later break moves. */
  function afterLongInsertion() {
    const before = stateOf(els)
    const pg = createPaginator()
    const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
    const drawn = updatePageBreaks(before, pg, DecorationSet.empty, memo)!.decorations
    const { positions } = elementsFromDoc(before.doc)
    const long = Array.from({ length: 12 }, () => 'More happens and keeps happening.').join(' ')
    const tr = before.tr.insert(positions[3], schema.nodes.action.create(null, schema.text(long)))
    return { state: before.apply(tr), pg, memo, decos: drawn.map(tr.mapping, tr.doc) }
  }

  it('draws one break per page and nothing again when nothing moved', () => {
    const state = stateOf(els)
    const pg = createPaginator()
    const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
    const first = updatePageBreaks(state, pg, DecorationSet.empty, memo)!
    const pages = layoutScript(els).pages.length
    expect(first.pageStarts).toHaveLength(pages)
    expect(first.decorations.find().filter((d) => (d.spec as { nwKey: string }).nwKey !== 'top')).toHaveLength(pages - 1)
    expect(updatePageBreaks(state, pg, first.decorations, memo)).toBeNull()
    expect(memo.plans).toHaveLength(pages - 1)
  })

  it('leaves the breaks alone when typing inside a line, and after Enter adds a block early in the script', () => {
    let state = stateOf(els)
    const pg = createPaginator()
    const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
    let decos = updatePageBreaks(state, pg, DecorationSet.empty, memo)!.decorations
    // A character typed at the end of the first action: its line does not wrap anew.
    const { positions, elements } = elementsFromDoc(state.doc)
    const i = elements.findIndex((e) => e.type === 'action' && e.text.length % 60 < 40)
    const at = positions[i] + 1 + elements[i].text.length
    let tr = state.tr.insertText('x', at)
    state = state.apply(tr)
    decos = decos.map(tr.mapping, tr.doc)
    expect(updatePageBreaks(state, pg, decos, memo)).toBeNull()
    // An empty-ish new block moves every later break's element number but not, necessarily, the
    // breaks themselves; whatever it moves, the result is what a fresh page view draws.
    tr = state.tr.insert(positions[i] + state.doc.nodeAt(positions[i])!.nodeSize + 1, schema.nodes.action.create(null, schema.text('Short.')))
    state = state.apply(tr)
    decos = decos.map(tr.mapping, tr.doc)
    const next = updatePageBreaks(state, pg, decos, memo)
    const after = next ? next.decorations : decos
    expect(keys(after)).toEqual(keys(fresh(state).decorations))
  })

  it('while the writer types, redraws the pages around the caret only, and the rest when asked again', () => {
    const { state, pg, memo, decos } = afterLongInsertion()
    const head = elementsFromDoc(state.doc).positions[3] + 2
    const want = fresh(state)
    const window = pagesAround(want.pageStarts, head, state.doc.content.size)
    const inWindow = (k: string) => {
      const from = Number(k.slice(k.indexOf('@') + 1, k.lastIndexOf('-')))
      return from >= window.from && from <= window.to
    }
    const near = updatePageBreaks(state, pg, decos, memo, undefined, head)!
    expect(memo.partial).toBe(true)
    // Around the caret, what a fresh view draws; further on, the breaks as they were.
    expect(keys(near.decorations).filter(inWindow)).toEqual(keys(want.decorations).filter(inWindow))
    expect(keys(near.decorations).filter((k) => !inWindow(k))).toEqual(keys(decos).filter((k) => !inWindow(k)))
    expect(keys(near.decorations)).not.toEqual(keys(want.decorations))
    // The page starts are exact at once.
    expect(near.pageStarts).toEqual(want.pageStarts)
    // Asked again without a caret (the writer paused): everything.
    const rest = updatePageBreaks(state, pg, near.decorations, memo)!
    expect(keys(rest.decorations)).toEqual(keys(want.decorations))
    expect(memo.partial).toBe(false)
    expect(updatePageBreaks(state, pg, rest.decorations, memo)).toBeNull()
  })

  it('after a long insertion that moves every later break, draws exactly what a fresh view draws', () => {
    const { state, pg, memo, decos } = afterLongInsertion()
    const next = updatePageBreaks(state, pg, decos, memo)!
    expect(next).not.toBeNull()
    expect(keys(next.decorations)).toEqual(keys(fresh(state).decorations))
    expect(next.pageStarts).toEqual(fresh(state).pageStarts)
  })

  it('redraws everything when the whole document is replaced', () => {
    let state = stateOf(els)
    const pg = createPaginator()
    const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
    let decos = updatePageBreaks(state, pg, DecorationSet.empty, memo)!.decorations
    const other = stateOf(generateScript(6, 9).elements)
    const tr = state.tr.replaceWith(0, state.doc.content.size, other.doc.content)
    state = state.apply(tr)
    decos = decos.map(tr.mapping, tr.doc)
    const next = updatePageBreaks(state, pg, decos, memo)!
    expect(keys(next.decorations)).toEqual(keys(fresh(state).decorations))
  })

  it('redraws every break when the document is replaced by the same script (as reopening it does)', () => {
    let state = stateOf(els)
    const pg = createPaginator()
    const memo: PageBreakMemo = { plans: [], count: 0, read: {} }
    let decos = updatePageBreaks(state, pg, DecorationSet.empty, memo)!.decorations
    const count = decos.find().length
    const tr = state.tr.replaceWith(0, state.doc.content.size, stateOf(els).doc.content)
    state = state.apply(tr)
    decos = decos.map(tr.mapping, tr.doc)
    expect(decos.find().length).toBe(0)
    const next = updatePageBreaks(state, pg, decos, memo)!
    expect(next.decorations.find()).toHaveLength(count)
  })

  it('in slices, redraws the breaks nearest the cursor first and ends where a full redraw would', () => {
    const { state, pg, memo, decos } = afterLongInsertion()
    const near = state.doc.content.size
    const first = updatePageBreaks(state, pg, decos, memo, { near, max: 4 })!
    expect(first.remaining).toBeGreaterThan(0)
    // The four changes made are the ones closest to `near` (the end of the script).
    const before = new Set(keys(decos))
    const changed = [...keys(first.decorations).filter((k) => !before.has(k)), ...[...before].filter((k) => !keys(first.decorations).includes(k))]
    const at = (k: string) => Number(k.slice(k.lastIndexOf('@') + 1).split('-')[0])
    const want = keys(fresh(state).decorations)
    const allChanges = [...want.filter((k) => !before.has(k)), ...[...before].filter((k) => !want.includes(k))]
    const nearest = allChanges.map(at).sort((a, b) => Math.abs(a - near) - Math.abs(b - near)).slice(0, 4)
    expect(changed.map(at).sort((a, b) => a - b)).toEqual(nearest.sort((a, b) => a - b))
    expect(first.pageStarts).toEqual(fresh(state).pageStarts)
    let cur = first
    for (let turns = 0; cur.remaining && turns < 100; turns++) cur = updatePageBreaks(state, pg, cur.decorations, memo, { near, max: 4 }) ?? { ...cur, remaining: 0 }
    expect(cur.remaining).toBe(0)
    expect(keys(cur.decorations)).toEqual(want)
    expect(updatePageBreaks(state, pg, cur.decorations, memo, { near, max: 4 })).toBeNull()
  })
})

describe('elementsFromDocSince', () => {
  it('reads what a full read of each new version gives, through typing, Enter, a new scene, a scene cut and a replaced document', () => {
    let state = stateOf(generateScript(30, 5).elements)
    const memo: DocElementsMemo = {}
    const check = () => {
      const since = elementsFromDocSince(state.doc, memo)
      const full = elementsFromDoc(state.doc)
      expect(since.elements).toEqual(full.elements)
      expect(since.positions).toEqual(full.positions)
      expect(since.nodeTypes).toEqual(full.nodeTypes)
      expect(since.blocks).toEqual(full.blocks)
      // Everything before the reported change is what was read before.
      return since.changedFrom
    }
    check()
    const edit = (tr: Transaction) => {
      state = state.apply(tr)
      return check()
    }
    const { positions, elements } = elementsFromDoc(state.doc)
    const mid = Math.floor(elements.length / 2)
    // Typing in the middle: only the scene typed in is read again.
    expect(edit(state.tr.insertText('x', positions[mid] + 1))).toBeGreaterThan(0)
    // Enter at the end of a block, in the last scene and in the first.
    const endOf = (i: number) => elementsFromDoc(state.doc).positions[i] + state.doc.nodeAt(elementsFromDoc(state.doc).positions[i])!.nodeSize - 1
    edit(state.tr.split(endOf(elements.length - 1)))
    edit(state.tr.split(endOf(1)))
    // A new scene heading splits a scene in two; a whole scene cut.
    const now = elementsFromDoc(state.doc)
    const k = now.positions.findIndex((pos, i) => i > mid && now.nodeTypes[i] === 'action' && pos === now.positions[i - 1] + now.blocks[i - 1].nodeSize)
    const split = state.tr.split(now.positions[k], 1)
    edit(split.setNodeMarkup(split.mapping.map(now.positions[k], 1), schema.nodes.sceneHeading))
    const third = state.doc.child(2)
    let at = 0
    for (let i = 0; i < 2; i++) at += state.doc.child(i).nodeSize
    edit(state.tr.delete(at, at + third.nodeSize))
    // No change at all, and a document replaced whole.
    expect(edit(state.tr)).toBe(elementsFromDoc(state.doc).elements.length)
    const other = stateOf(generateScript(8, 2).elements)
    state = state.apply(state.tr.replaceWith(0, state.doc.content.size, other.doc.content))
    check()
  })

  it('brings its lists up to date where they stand: a keystroke or a new block on a long script copies none of them', () => {
    let state = stateOf(generateScript(120, 4).elements)
    const memo: DocElementsMemo = {}
    const first = elementsFromDocSince(state.doc, memo)
    const mid = Math.floor(first.elements.length / 2)
    state = state.apply(state.tr.insertText('x', first.positions[mid] + 1))
    const typed = elementsFromDocSince(state.doc, memo)
    state = state.apply(state.tr.split(typed.positions[mid] + 2))
    const split = elementsFromDocSince(state.doc, memo)
    for (const read of [typed, split]) {
      expect(read.elements).toBe(first.elements)
      expect(read.positions).toBe(first.positions)
      expect(read.nodeTypes).toBe(first.nodeTypes)
      expect(read.blocks).toBe(first.blocks)
    }
    expect(split.elements).toEqual(elementsFromDoc(state.doc).elements)
    expect(split.positions).toEqual(elementsFromDoc(state.doc).positions)
  })
})

describe('the paginator on a keystroke', () => {
  it('edits its per-element lists where they stand and keeps the pages before the change', () => {
    const els = generateScript(120, 4).elements.slice()
    const pg = createPaginator()
    const before = pg.update(els)
    const [elementPage, elementRow, page10] = [before.elementPage, before.elementRow, before.pages[10]]
    const at = els.findIndex((e, i) => e.type === 'action' && before.elementPage[i] >= 30)
    els[at] = { ...els[at], text: els[at].text + ' More.' }
    els.splice(at + 1, 0, { type: 'action', text: 'A new line.' })
    const after = pg.update(els, at)
    expect(after.elementPage).toBe(elementPage)
    expect(after.elementRow).toBe(elementRow)
    expect(after.pages[10]).toBe(page10)
    expect(after).toEqual(layoutScript(els))
  })
})

describe('pagesAround', () => {
  // Pages start every 100 positions; the script ends at 2,000.
  const pageStarts = Array.from({ length: 20 }, (_, i) => i * 100)

  it('reaches from the start of the page before the caret\'s to the end of the second after it', () => {
    // The caret on the fifth page (400–499): the fourth begins at 300, the seventh ends at 700.
    expect(pagesAround(pageStarts, 450, 2000)).toEqual({ from: 300, to: 700 })
    expect(pagesAround(pageStarts, 400, 2000)).toEqual({ from: 300, to: 700 })
  })

  it('on the first and the last pages, reaches the script\'s ends', () => {
    expect(pagesAround(pageStarts, 0, 2000)).toEqual({ from: 0, to: 300 })
    expect(pagesAround(pageStarts, 1950, 2000)).toEqual({ from: 1800, to: 2000 })
    expect(pagesAround([0], 40, 90)).toEqual({ from: 0, to: 90 })
  })
})
