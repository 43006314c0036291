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
  return `{"type":"doc","content":[${parts.join(',')}]}`
}
