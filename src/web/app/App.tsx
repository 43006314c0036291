import { useCallback, useEffect, useRef, useState } from 'react'
import type { Editor } from '@tiptap/core'
import { scriptToDoc, type DocJSON } from '../../screenplay/document'
import { ScriptEditor } from '../editor/ScriptEditor'
import { useEditorStore } from '../editor/editor-store'
import { declineConsent, giveConsent, hasConsent } from '../storage/consent'
import { loadLocalDocument, saveLocalDocument, writeEmergencyBackup } from '../storage/local-document'
import { MenuBar } from './MenuBar'
import { Toolbar } from './Toolbar'
import { SceneSidebar } from './SceneSidebar'
import { StatusBar } from './StatusBar'
import { Footer } from './Footer'
import { ConsentBanner } from './ConsentBanner'
import { Toasts } from './Toasts'
import { EditorErrorBoundary } from './EditorErrorBoundary'
import { useUi } from './ui-store'
import { toast } from './toast-store'
import { useGlobalKeys } from './global-keys'
import { restoreOpenFile } from '../features/files/restore'
import { allFeatures } from './features'
import { KeyboardShortcutsDialog } from '../features/keyboard-shortcuts/KeyboardShortcutsDialog'
import { AboutDialog } from '../features/about/AboutDialog'
import { ImportDialog } from '../features/import-export/ImportDialog'
import { TitlePageDialog } from '../features/title-page/TitlePageDialog'
import { GoToDialog } from '../features/go-to/GoToDialog'
import { PreviewDialog } from '../features/pdf/PreviewDialog'
import { WatermarkDialog } from '../features/pdf/WatermarkDialog'

const SAVE_DELAY_MS = 2000
const emptyDoc = (): DocJSON => scriptToDoc({ elements: [] })

type Boot = { phase: 'loading' } | { phase: 'ready'; content: DocJSON }

const isReload = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload'

export function App() {
  const [consent, setConsent] = useState(hasConsent)
  const [answered, setAnswered] = useState(consent)
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' })
  const [editorKey, setEditorKey] = useState(0)
  const view = useUi((s) => s.view)
  const zoom = useUi((s) => s.zoom)
  const fileName = useEditorStore((s) => s.fileName)
  const saveTimer = useRef<number | undefined>(undefined)
  const consentRef = useRef(consent)
  consentRef.current = consent

  useGlobalKeys()

  useEffect(() => {
    document.title = `${fileName} - Nightwriter`
  }, [fileName])

  // Start-up: with consent, restore what this browser kept; a corrupt save never blocks opening.
  useEffect(() => {
    if (!hasConsent()) {
      setBoot({ phase: 'ready', content: emptyDoc() })
      return
    }
    useUi.getState().hydrate()
    loadLocalDocument()
      .then((r) => {
        if (r.kind === 'loaded') {
          useEditorStore.setState({ fileName: r.doc.fileName, titlePage: r.doc.titlePage, dirty: r.doc.dirty })
          restoreOpenFile()
          setBoot({ phase: 'ready', content: r.doc.content })
          return
        }
        if (r.kind === 'corrupt') {
          toast({
            title: 'Saved script could not be read',
            description: `The saved copy was damaged (${r.reason}). It is kept under the recovery key "${r.recoveryKey}"; a new script was opened.`,
            variant: 'error',
          })
        }
        setBoot({ phase: 'ready', content: emptyDoc() })
      })
      .catch(() => setBoot({ phase: 'ready', content: emptyDoc() }))
  }, [])

  const saveNow = useCallback(async (editor: Editor) => {
    if (!consentRef.current || editor.isDestroyed) return
    const st = useEditorStore.getState()
    try {
      await saveLocalDocument(editor.getJSON() as DocJSON, st.fileName, st.titlePage, st.dirty)
      if (st.storageProblem) useEditorStore.setState({ storageProblem: null })
    } catch (e) {
      // Never a silent loss: the status bar keeps saying so until a save works again.
      const reason = (e as Error)?.name === 'QuotaExceededError' ? 'browser storage is full' : (e as Error)?.message || 'storage failed'
      useEditorStore.setState({ storageProblem: reason })
      toast({
        title: 'Auto-save failed',
        description: `Your script could not be kept in this browser (${reason}). It is still in the editor: use File → Save to Computer. Saving will retry.`,
        variant: 'error',
      })
    }
  }, [])

  const onDocChanged = useCallback(
    (editor: Editor) => {
      if (!consentRef.current) return
      window.clearTimeout(saveTimer.current)
      saveTimer.current = window.setTimeout(() => void saveNow(editor), SAVE_DELAY_MS)
    },
    [saveNow],
  )

  // Title page edits are part of the script: they are saved the same way.
  useEffect(
    () =>
      useEditorStore.subscribe((s, prev) => {
        if (s.titlePage !== prev.titlePage && s.editor) onDocChanged(s.editor)
      }),
    [onDocChanged],
  )

  const onDestroy = useCallback((editor: Editor) => {
    if (consentRef.current && !editor.isDestroyed) writeEmergencyBackup(editor.getJSON() as DocJSON, useEditorStore.getState().fileName, useEditorStore.getState().titlePage, useEditorStore.getState().dirty)
  }, [])

  // The emergency copy at unload: synchronous, so it lands even when IndexedDB would not finish.
  useEffect(() => {
    const onHide = () => {
      const editor = useEditorStore.getState().editor
      if (consentRef.current && editor && !editor.isDestroyed && useEditorStore.getState().dirty)
        writeEmergencyBackup(editor.getJSON() as DocJSON, useEditorStore.getState().fileName, useEditorStore.getState().titlePage, useEditorStore.getState().dirty)
    }
    window.addEventListener('pagehide', onHide)
    window.addEventListener('beforeunload', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      window.removeEventListener('beforeunload', onHide)
    }
  }, [])

  const accept = () => {
    giveConsent()
    setConsent(true)
    setAnswered(true)
    useUi.getState().hydrate()
    const editor = useEditorStore.getState().editor
    if (editor) void saveNow(editor)
  }

  const recover = () => {
    const editor = useEditorStore.getState().editor
    let content: DocJSON = emptyDoc()
    try {
      if (editor && !editor.isDestroyed) content = editor.getJSON() as DocJSON
    } catch {
      // The crashed editor could not give its content back; the last local save still has it.
    }
    setBoot({ phase: 'ready', content })
    setEditorKey((k) => k + 1)
  }

  return (
    <div className="nw-app">
      {view.menuBar && <MenuBar />}
      {view.toolbar && <Toolbar />}
      <div className="nw-main">
        <div className="nw-workspace" data-testid="workspace">
          {boot.phase === 'loading' ? (
            <div className="nw-loading" role="status">
              <div className="nw-spinner" />
              <div>{isReload() ? 'Loading editor...' : 'Initializing editor...'}</div>
              <div className="nw-muted">Preparing Your Script</div>
            </div>
          ) : (
            <div className="nw-page-zoom" style={{ zoom: zoom / 100 }} data-zoom={zoom}>
              <div className="nw-page">
                <EditorErrorBoundary onRecover={recover} onForceRestart={() => window.location.reload()}>
                  <ScriptEditor
                    key={editorKey}
                    initialContent={boot.content}
                    placeholder={consent ? 'Start writing your screenplay…' : 'Start writing your screenplay… (basic editor: nothing is saved)'}
                    onDocChanged={onDocChanged}
                    onDestroy={onDestroy}
                  />
                </EditorErrorBoundary>
              </div>
            </div>
          )}
        </div>
        {view.sidebar && <SceneSidebar />}
      </div>
      {view.statusBar && <StatusBar />}
      <Footer basic={!consent} />
      {!answered && (
        <ConsentBanner
          onAccept={accept}
          onDecline={() => {
            declineConsent()
            setAnswered(true)
          }}
        />
      )}
      <Toasts />
      <KeyboardShortcutsDialog />
      <AboutDialog />
      <ImportDialog />
      <TitlePageDialog />
      <GoToDialog />
      {allFeatures().map((f) => (f.Mount ? <f.Mount key={f.id} /> : null))}
      <PreviewDialog />
      <WatermarkDialog />
    </div>
  )
}
