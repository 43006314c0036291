import type { Node as PMNode } from '@tiptap/pm/model'

/**
 * The editor document as JSON text, fast enough to run every couple of seconds while the writer
 * types on page 300. ProseMirror keeps unchanged nodes as the same objects from one edit to the
 * next, so each top-level block's text is cached by node: a save after a keystroke serialises
 * the one scene that changed and joins the rest.
 */
const cache = new WeakMap<PMNode, string>()

export function docJsonText(doc: PMNode): string {
  const parts: string[] = []
  doc.forEach((child) => {
    let t = cache.get(child)
    if (t === undefined) {
      t = JSON.stringify(child.toJSON())
      cache.set(child, t)
    }
    parts.push(t)
  })
  // The document's own attributes (the script's page size and element styles), as toJSON writes them.
  const attrs = Object.keys(doc.attrs).length ? `"attrs":${JSON.stringify(doc.attrs)},` : ''
  return `{"type":"doc",${attrs}"content":[${parts.join(',')}]}`
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
  const text = docJsonText(doc)
  measure(start)
  return text
}

/** Each stretch of a save on the page's thread, so the benchmarks can show what a save costs the writer. */
export const LOCAL_SAVE_MEASURE = 'nightwriter:local-save'
function measure(start: number) {
  if (typeof performance.measure === 'function') performance.measure(LOCAL_SAVE_MEASURE, { start, end: performance.now() })
}
