import { TextSelection } from '@tiptap/pm/state'
import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useEditorStore } from '../../../editor/editor-store'
import { FindReplace } from './find-plugin'
import { FindReplacePanel } from './FindReplacePanel'
import { useFind } from './find-store'

/** A short one-line selection becomes the search term, as in every editor. */
function selectedTerm(): string | undefined {
  const e = useEditorStore.getState().editor
  if (!e || e.state.selection.empty) return undefined
  const { from, to } = e.state.selection
  const text = e.state.doc.textBetween(from, to, '\n')
  return text.length >= 2 && text.length <= 100 && !text.includes('\n') ? text : undefined
}

/**
 * The search starts at the cursor the writer sees. A key that just moved the caret (Ctrl+Home)
 * may not have reached the editor state yet, and once focus moves to the panel the editor stops
 * reading the page's selection; so take it now.
 */
function syncCursor() {
  const e = useEditorStore.getState().editor
  if (!e || e.isDestroyed || !e.view.hasFocus()) return
  const sel = window.getSelection()
  if (!sel?.focusNode || !e.view.dom.contains(sel.focusNode) || !sel.isCollapsed) return
  try {
    const pos = e.view.posAtDOM(sel.focusNode, sel.focusOffset)
    if (pos !== e.state.selection.from || !e.state.selection.empty) e.view.dispatch(e.state.tr.setSelection(TextSelection.near(e.state.doc.resolve(pos))))
  } catch {
    // A position the editor cannot map: keep its own selection.
  }
}

function open(field: 'find' | 'replace') {
  syncCursor()
  useFind.getState().openPanel(field, selectedTerm())
}

registerFeature({
  id: 'find-replace',
  commands: [
    { id: 'edit.find', label: 'Find & Replace', keys: ['Mod-f'], run: always(() => open('find')) },
    // Not in the menus (Find & Replace opens the same panel); the key focuses the replace field.
    { id: 'edit.replace', label: 'Replace', keys: ['Mod-h'], run: always(() => open('replace')) },
  ],
  extensions: () => [FindReplace.configure({ onResults: (r) => useFind.getState().setResults(r) })],
  Mount: FindReplacePanel,
})
