/**
 * Production scripts on 165 pages (every paragraph marked Blue): Clear All Revision Marks, as the
 * kernel and as the editor's transaction on the real schema; and a keystroke's state update with
 * revision marking on beside off (the plugin's own cost, in Node, no painting). Target: clearing
 * under 200 ms; marking on within a small factor of off.
 */
import { getSchema } from '@tiptap/core'
import HardBreak from '@tiptap/extension-hard-break'
import Text from '@tiptap/extension-text'
import { EditorState, Plugin, TextSelection } from '@tiptap/pm/state'
import { scriptToDoc } from '../src/screenplay/document'
import { clearRevisionMarks, defaultProduction } from '../src/screenplay/production'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'
import { Scene, ScreenplayBlocks, ScreenplayDocument } from '../src/web/editor/nodes/screenplay-nodes'
import { clearMarksTr } from '../src/web/features/writing/production/production-doc'
import { ProductionExtension } from '../src/web/features/writing/production/production-plugin'
import { useProductionUi } from '../src/web/features/writing/production/production-store'

const PAGES = 165
const RUNS = 15
const KEYS = 300

function time(fn: () => void, runs: number): number[] {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    out.push(performance.now() - t0)
  }
  return out
}

export async function runProductionBench(): Promise<Row[]> {
  const script = generateScript(PAGES)
  const production = { ...defaultProduction(), activeRevision: 2 }
  const marked = script.elements.map((e) => ({ ...e, revision: 2 }))
  const schema = getSchema([ScreenplayDocument, Scene, ...ScreenplayBlocks, Text, HardBreak])
  const doc = schema.nodeFromJSON(scriptToDoc({ elements: marked, production }))
  // The plugin as the editor runs it (its style sheet needs a page, so only the transaction part).
  const spec = ProductionExtension.config.addProseMirrorPlugins!.call({} as never)[0] as Plugin
  const plugin = new Plugin({ key: spec.spec.key, appendTransaction: spec.spec.appendTransaction })
  const state = EditorState.create({ schema, doc, plugins: [plugin] })
  const rows: Row[] = []
  rows.push({ name: `clear all marks, kernel (${PAGES} pages, ${marked.length} paragraphs)`, ...stats(time(() => clearRevisionMarks(marked), RUNS)) })
  const clear = stats(time(() => state.apply(clearMarksTr(state)), RUNS))
  rows.push({ name: `clear all marks, editor transaction (${PAGES} pages)`, ...clear, note: `${clear.p95 < 200 ? 'PASS' : 'FAIL'}: p95 < 200 ms (the whole click in the editor: production-editor-bench)` })

  // A keystroke in the middle of the script: insert a letter at the cursor, as typing does.
  // On an unmarked script, so marking on has a paragraph to mark.
  const plain = schema.nodeFromJSON(scriptToDoc({ elements: script.elements, production }))
  const at = Math.floor(plain.content.size / 2)
  const start = EditorState.create({ schema, doc: plain, plugins: [plugin], selection: TextSelection.near(plain.resolve(at)) })
  const typing = (marking: boolean) => {
    useProductionUi.getState().setMarking(marking)
    let s = start
    return time(() => {
      s = s.apply(s.tr.insertText('x'))
    }, KEYS)
  }
  const off = stats(typing(false))
  const on = stats(typing(true))
  useProductionUi.getState().setMarking(false)
  rows.push({ name: 'keystroke state update, revision marking off', ...off })
  rows.push({ name: 'keystroke state update, revision marking on', ...on, note: `on/off median ratio ${(on.median / Math.max(off.median, 1e-3)).toFixed(2)}` })
  return rows
}
