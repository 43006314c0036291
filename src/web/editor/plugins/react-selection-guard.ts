import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'

/**
 * Keeps React's commits from reading the whole script. Before every commit, anywhere on the page,
 * React notes the focused element's selection so it can put it back if the commit moves focus;
 * when that element is an editing host (`contentEditable === 'true'`), it counts characters over
 * every node inside it to do so. In the editor that is the whole script: on 300 pages, tens of
 * thousands of nodes, 50–400 ms each time any panel, popup or the status bar re-renders while the
 * writer types.
 *
 * The editor's selection is ProseMirror's, which puts it back itself when the editor gets focus
 * again, so React need not note it: the editor's root reports its editability as inherited to
 * scripts that read the property. The attribute, which the browser edits by and which ProseMirror
 * sets, still says "true", and the root is still the editing host.
 */
export const reactSelectionGuardKey = new PluginKey('reactSelectionGuard')

export function guardFromReactSelection(dom: HTMLElement): () => void {
  Object.defineProperty(dom, 'contentEditable', {
    configurable: true,
    get: () => 'inherit',
    set: (v: string) => dom.setAttribute('contenteditable', v),
  })
  return () => {
    delete (dom as { contentEditable?: string }).contentEditable
  }
}

export const ReactSelectionGuard = Extension.create({
  name: 'reactSelectionGuard',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: reactSelectionGuardKey,
      view: (view) => ({ destroy: guardFromReactSelection(view.dom) }),
    }),
  ],
})
