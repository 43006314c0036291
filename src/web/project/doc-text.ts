import type { Node as PMNode } from '@tiptap/pm/model'
import { joinPieces, type TextPiece, type TextPieces } from '../storage/text-pieces'

/**
 * The editor document as JSON text, fast enough to run every couple of seconds while the writer
 * types on page 300. ProseMirror keeps unchanged nodes as the same objects from one edit to the
 * next, so each top-level block's text is cached by node: a save after a keystroke serialises
 * the one scene that changed and joins the rest.
 */
const cache = new WeakMap<PMNode, string>()

export function docJsonText(doc: PMNode): string {
  return joinPieces(docPieces(doc))
}

function docPieces(doc: PMNode): TextPieces {
  const pieces: TextPiece[] = []
  doc.forEach((child) => pieces.push(pieceOf(child)))
  return { before: docHead(doc), pieces, after: ']}' }
}

/** The document's own attributes (the script's page size and element styles), as toJSON writes them. */
function docHead(doc: PMNode): string {
  const attrs = Object.keys(doc.attrs).length ? `"attrs":${JSON.stringify(doc.attrs)},` : ''
  return `{"type":"doc",${attrs}"content":[`
}

/** A number per top-level node: an unchanged scene keeps its number from one save to the next. */
const pieceIds = new WeakMap<PMNode, number>()
let lastPieceId = 0

function pieceOf(child: PMNode): TextPiece {
  let id = pieceIds.get(child)
  if (id === undefined) pieceIds.set(child, (id = ++lastPieceId))
  let text = cache.get(child)
  if (text === undefined) cache.set(child, (text = JSON.stringify(child.toJSON())))
  return { id, text }
}

/** Waits for an idle moment of the page (or a short timeout where there are none). */
function idle(): Promise<IdleDeadline | null> {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return Promise.resolve(null)
  return new Promise((resolve) => window.requestIdleCallback((d) => resolve(d), { timeout: 200 }))
}

/**
 * The same text, built in idle moments a few blocks at a time: after opening a long script, the
 * first save serialises every scene, which in one go would hold up the writer's next keystrokes.
 * The document is the one given (nodes never change), so the text is the script as it was when
 * the save began. Blocks already done are remembered for every later save.
 */
export async function docJsonTextInSlices(doc: PMNode, sliceMs = 4): Promise<string> {
  return joinPieces(await docJsonPiecesInSlices(doc, sliceMs))
}

/**
 * The same as pieces, a scene each (see storage/text-pieces.ts): what the browser's copy is
 * written from, sending on only the scenes that changed. Reading them is one look-up per scene.
 */
export async function docJsonPiecesInSlices(doc: PMNode, sliceMs = 4): Promise<TextPieces> {
  let next = 0
  while (next < doc.childCount) {
    const deadline = await idle()
    const start = performance.now()
    const until = start + Math.min(sliceMs, deadline ? Math.max(1, deadline.timeRemaining()) : sliceMs)
    do {
      const child = doc.child(next++)
      if (!cache.has(child)) cache.set(child, JSON.stringify(child.toJSON()))
    } while (next < doc.childCount && performance.now() < until)
    measure(start)
  }
  const start = performance.now()
  const out = docPieces(doc)
  measure(start)
  return out
}

/** Each stretch of a save on the page's thread, so the benchmarks can show what a save costs the writer. */
export const LOCAL_SAVE_MEASURE = 'nightwriter:local-save'
function measure(start: number) {
  if (typeof performance.measure === 'function') performance.measure(LOCAL_SAVE_MEASURE, { start, end: performance.now() })
}
