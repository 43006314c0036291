import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DocJSON } from '../../screenplay/document'
import { ScriptEditor } from '../editor/ScriptEditor'
import { useEditorStore } from '../editor/editor-store'
import { declineConsent, giveConsent, hasConsent } from '../storage/consent'
import { projectSession, restoreProject, saveLocalCopyNow, startAutosave, useProject, writeEmergencyCopy } from '../project'
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
import { allFeatures } from './features'

type Boot = { phase: 'loading' } | { phase: 'ready' }

const isReload = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload'

export function App() {
  const [consent, setConsent] = useState(hasConsent)
  const [answered, setAnswered] = useState(consent)
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' })
  const [editorKey, setEditorKey] = useState(0)
  const view = useUi((s) => s.view)
  const zoom = useUi((s) => s.zoom)
  const fileName = useProject((s) => s.fileName)

  useGlobalKeys()

  useEffect(() => {
    document.title = `${fileName} - Nightwriter`
  }, [fileName])

  // Start-up: with consent, the project this browser kept comes back; a corrupt copy never blocks opening.
  useEffect(() => {
    if (!hasConsent()) {
      setBoot({ phase: 'ready' })
      return
    }
    useUi.getState().hydrate()
    restoreProject()
      .then((r) => {
        if (r.kind === 'corrupt')
          toast({
            title: 'Saved script could not be read',
            description: `The saved copy was damaged (${r.reason}). It is kept under the recovery key "${r.recoveryKey}"; a new script was opened.`,
            variant: 'error',
          })
      })
      .catch(() => {})
      .finally(() => setBoot({ phase: 'ready' }))
  }, [])

  useEffect(() => startAutosave(), [])

  // Taken once per editor: a replace that ran before the editor existed left its content here.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new editor (editorKey) takes the content afresh
  const initialContent = useMemo(() => (boot.phase === 'ready' ? projectSession.takeInitialContent() : null), [boot.phase, editorKey])

  const onDocChanged = useCallback(() => projectSession.noteDocChanged(), [])
  const onDestroy = useCallback(() => void writeEmergencyCopy(), [])

  const accept = () => {
    giveConsent()
    setConsent(true)
    setAnswered(true)
    useUi.getState().hydrate()
    void saveLocalCopyNow()
  }

  const recover = () => {
    const editor = useEditorStore.getState().editor
    let content: DocJSON | null = null
    try {
      if (editor && !editor.isDestroyed) content = editor.getJSON() as DocJSON
    } catch {
      // The crashed editor could not give its content back; the last local save still has it.
    }
    if (content) projectSession.remountWith(content)
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
                    initialContent={initialContent!}
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
      {allFeatures().map((f) => (f.Mount ? <f.Mount key={f.id} /> : null))}
    </div>
  )
}
