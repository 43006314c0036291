/**
 * Co-writing in the editor's own terms, in Node on the real schema: on a 165-page shared script,
 * the cost of one keystroke with the shared-script binding against the same keystroke without it,
 * and a co-writer's keystroke arriving and applied as one editor transaction (p95). Paint is not
 * measured here (no browser): this is the editor-side work a keystroke adds. The browser's
 * keystroke-to-paint ratio (goal ≤ 1.25) and a co-writer's keystroke painted are measured in
 * Chromium by bench/shared-typing.ts (`npm run bench -- shared`).
 * Run alone: `npx tsx bench/shared-script-bench.ts`.
 */
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../src/web/editor/extensions'
import { sceneNormalizerPlugin } from '../src/web/editor/plugins/scene-normalizer'
import { ScriptBinding, blocksInRange } from '../src/web/editor/collab'
import { scriptToDoc } from '../src/screenplay/document'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

function writerOn(doc: PMNode) {
  const ydoc = new Y.Doc()
  const w = { ydoc, state: EditorState.create({ schema, doc, plugins: [sceneNormalizerPlugin()] }) } as { ydoc: Y.Doc; state: EditorState; binding: ScriptBinding }
  w.binding = new ScriptBinding(ydoc, { state: () => w.state, dispatch: (tr) => (w.state = w.state.apply(tr)) })
  return w
}

export async function runSharedScriptBench(): Promise<Row[]> {
  const doc = PMNode.fromJSON(schema, scriptToDoc(generateScript(165)))
  const a = writerOn(doc)
  a.binding.seedFromEditor()
  const b = writerOn(doc)
  Y.applyUpdate(b.ydoc, Y.encodeStateAsUpdate(a.ydoc))
  b.binding.adoptEditor()
  const mid = Math.floor(blocksInRange(doc, 0, 1e9).length / 2)
  const at = (s: EditorState, i: number) => {
    const [blk] = blocksInRange(s.doc, i, i + 1)
    return blk.pos + 1 + blk.node.content.size
  }
  const runs = 400
  const plain: number[] = []
  const shared: number[] = []
  const remote: number[] = []
  let alone = EditorState.create({ schema, doc, plugins: [sceneNormalizerPlugin()] })
  for (let k = 0; k < runs; k++) {
    let t = performance.now()
    alone = alone.apply(alone.tr.insertText('x', at(alone, mid)))
    plain.push(performance.now() - t)
    t = performance.now()
    a.state = a.state.apply(a.state.tr.insertText('x', at(a.state, mid)))
    a.binding.localUpdate(a.state)
    shared.push(performance.now() - t)
  }
  // The partner types beside: each of their keystrokes arrives at A as one update.
  b.ydoc.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin === 'net') return
    const t = performance.now()
    Y.applyUpdate(a.ydoc, u, 'net')
    remote.push(performance.now() - t)
  })
  for (let k = 0; k < runs; k++) {
    b.state = b.state.apply(b.state.tr.insertText('y', at(b.state, mid + 2)))
    b.binding.localUpdate(b.state)
  }
  const p = stats(plain)
  const s = stats(shared)
  return [
    { name: 'keystroke on a 165-page script, editor work alone', ...p },
    { name: 'keystroke on a 165-page shared script (binding included)', ...s },
    // What the binding adds to a keystroke; the paint it is compared with in the browser is ~13 ms.
    { name: 'added by the shared-script binding per keystroke', median: s.median - p.median, p95: s.p95 - p.p95, n: runs, note: 'no paint: not the keystroke-to-paint ratio' },
    { name: "a co-writer's keystroke applied (remote update to editor state)", ...stats(remote) },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./stats')
  console.log(formatTable(await runSharedScriptBench()))
}
