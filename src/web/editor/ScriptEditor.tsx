import { useEffect, useMemo, useRef } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import type { Editor } from '@tiptap/core'
import type { DocJSON } from '../../screenplay/document'
import { CORE_EXTENSIONS, screenplayExtensions } from './extensions'
import { useEditorStore } from './editor-store'
import { computeScenes, computeStatus, sameHeadings, sameScenes, type HeadingsSeen } from './status'
import { ElementTypeMenu } from './ElementTypeMenu'

export interface ScriptEditorProps {
  initialContent: DocJSON
  placeholder?: string
  /** Called on every transaction that changed the document, so keep it cheap: mark, don't compute. */
  onDocChanged?: (editor: Editor) => void
  onDestroy?: (editor: Editor) => void
}

const STATUS_DELAY_MS = 150
const SCENES_DELAY_MS = 500

/**
 * The page-style screenplay editor. React renders it once; ProseMirror owns the DOM after that,
 * and everything derived from the document (status, scene list) is computed after a short delay,
 * off the keystroke path.
 */
export function ScriptEditor({ initialContent, placeholder, onDocChanged, onDestroy }: ScriptEditorProps) {
  const store = useEditorStore
  const timers = useRef<{ status?: number; scenes?: number }>({})
  const headings = useRef<HeadingsSeen>({ heads: [] })
  const extensions = useMemo(
    () =>
      screenplayExtensions({
        onOpenElementMenu: (at) => store.getState().openElementMenu(at),
        onLayout: ({ pageCount }) => {
          if (store.getState().pageCount !== pageCount) store.setState({ pageCount })
        },
        placeholder,
      }),
    // The extension list is fixed for the editor's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  const editor = useEditor({
    extensions,
    enableCoreExtensions: CORE_EXTENSIONS,
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { class: 'nw-editor', spellcheck: 'false', 'aria-label': 'Screenplay', 'data-testid': 'script-editor' },
    },
    onTransaction: ({ editor, transaction }) => {
      const t = timers.current
      if (t.status === undefined) {
        t.status = window.setTimeout(() => {
          t.status = undefined
          const next = computeStatus(editor.state)
          const cur = store.getState().status
          if (next.type !== cur.type || next.enter !== cur.enter || next.tab !== cur.tab || next.page !== cur.page) store.getState().setStatus(next)
        }, STATUS_DELAY_MS)
      }
      if (!transaction.docChanged) return
      onDocChanged?.(editor)
      if (t.scenes === undefined) {
        t.scenes = window.setTimeout(() => {
          t.scenes = undefined
          if (sameHeadings(editor.state.doc, headings.current)) return
          const next = computeScenes(editor.state.doc)
          if (!sameScenes(next, store.getState().scenes)) store.getState().setScenes(next)
        }, SCENES_DELAY_MS)
      }
    },
    onCreate: ({ editor }) => {
      store.getState().setEditor(editor)
      sameHeadings(editor.state.doc, headings.current)
      store.getState().setScenes(computeScenes(editor.state.doc))
      store.getState().setStatus(computeStatus(editor.state))
    },
    onDestroy: () => {
      clearTimeout(timers.current.status)
      clearTimeout(timers.current.scenes)
    },
  })

  useEffect(() => {
    if (!editor) return
    return () => {
      onDestroy?.(editor)
      if (store.getState().editor === editor) store.getState().setEditor(null)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])

  return (
    <>
      <EditorContent editor={editor} />
      {editor && <ElementTypeMenu editor={editor} />}
    </>
  )
}
