import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { AlignLeft, FileText, List, Minimize2 } from 'lucide-react'
import type { DocJSON } from '../../screenplay/document'
import { ScriptEditor } from '../editor/ScriptEditor'
import { useEditorStore } from '../editor/editor-store'
import { declineConsent, giveConsent, hasConsent } from '../storage/consent'
import { projectSession, restoreProject, saveLocalCopyNow, startAutosave, startTabLock, useProject, writeEmergencyCopy } from '../project'
import { MenuBar } from './MenuBar'
import { Toolbar } from './Toolbar'
import { SceneSidebar } from './SceneSidebar'
import { StatusBar } from './StatusBar'
import { Footer } from './Footer'
import { ConsentBanner } from './ConsentBanner'
import { ReadOnlyBanner } from './ReadOnlyBanner'
import { Toasts } from './Toasts'
import { EditorErrorBoundary } from './EditorErrorBoundary'
import { useUi } from './ui-store'
import { useMedia } from './use-media'
import { COMPACT_MAX, NARROW_MAX, pageScale } from './page-scale'
import { showDraft, useDraftView } from './script-view'
import { toast } from './toast-store'
import { useGlobalKeys } from './global-keys'
import { allFeatures } from './features'
import { withKey } from './commands'
import './view-commands'
import '../editor/editor-commands'

type Boot = { phase: 'loading' } | { phase: 'ready' }

/** The skip link puts the cursor in the script rather than only scrolling to it. */
const skipToScript = (e: { preventDefault: () => void }) => {
  const editor = useEditorStore.getState().editor
  if (!editor || editor.isDestroyed) return
  e.preventDefault()
  editor.view.focus()
}

const isReload = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload'

export function App() {
  const [consent, setConsent] = useState(hasConsent)
  const [answered, setAnswered] = useState(consent)
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' })
  const [editorKey, setEditorKey] = useState(0)
  const view = useUi((s) => s.view)
  const zoom = useUi((s) => s.zoom)
  const focus = useUi((s) => s.focus)
  const typewriter = useUi((s) => s.typewriter)
  const drawerOpen = useUi((s) => s.drawerOpen)
  const fileName = useProject((s) => s.fileName)
  const narrow = useMedia(`(max-width: ${NARROW_MAX}px)`)
  const compact = useMedia(`(max-width: ${COMPACT_MAX}px)`)
  const draft = useDraftView()
  const workspace = useRef<HTMLElement>(null)
  const [available, setAvailable] = useState(0)

  // The width the page may take; measured before the first paint and on resize, never while typing.
  useLayoutEffect(() => {
    const el = workspace.current
    if (!el) return
    const measure = () => {
      const cs = getComputedStyle(el)
      setAvailable(el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight))
    }
    measure()
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  // The draft is never scaled: its type is set to be read as it is.
  const scale = draft ? 1 : pageScale(zoom, available, narrow)

  useEffect(() => {
    if (!narrow && drawerOpen) useUi.getState().setDrawerOpen(false)
  }, [narrow, drawerOpen])

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
  useEffect(() => startTabLock(), [])

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

  const showSidebar = !focus && (narrow ? drawerOpen : view.sidebar)
  return (
    <div className={`nw-app${focus ? ' nw-focus' : ''}${typewriter && !focus ? ' nw-typewriter' : ''}${draft ? ' nw-draft' : ''}`}>
      <h1 className="nw-sr-only">Nightwriter: {fileName}</h1>
      <a className="nw-skip" href="#nw-script" onClick={skipToScript}>
        Skip to script
      </a>
      {!focus && (view.menuBar || view.toolbar || narrow) && (
        <header className="nw-topbar">
          {view.menuBar && <MenuBar />}
          {view.toolbar && <Toolbar />}
          {compact && (
            // The page as it prints is one tap away from the draft, and back.
            <button
              type="button"
              className="nw-drawer-btn nw-view-btn"
              aria-label={draft ? 'Page View' : 'Draft View'}
              title={draft ? 'Show the page as it prints' : 'Show the script as a draft in readable type'}
              onClick={() => showDraft(!draft)}
            >
              {draft ? <FileText size={18} aria-hidden /> : <AlignLeft size={18} aria-hidden />}
              <span>{draft ? 'Page' : 'Draft'}</span>
            </button>
          )}
          {narrow && (
            <button
              type="button"
              className="nw-drawer-btn"
              aria-label="Scene Navigation"
              aria-expanded={drawerOpen}
              aria-controls="nw-scene-drawer"
              title={withKey('Scene Navigation', 'view.sceneDrawer')}
              onClick={() => useUi.getState().setDrawerOpen(!drawerOpen)}
            >
              <List size={18} aria-hidden />
              <span className="nw-drawer-btn-label">Scenes</span>
            </button>
          )}
        </header>
      )}
      <div className="nw-main">
        <main className="nw-workspace" data-testid="workspace" ref={workspace} aria-label="Script">
          <ReadOnlyBanner />
          {boot.phase === 'loading' ? (
            <div className="nw-loading" role="status">
              <div className="nw-spinner" />
              <div>{isReload() ? 'Loading editor...' : 'Initializing editor...'}</div>
              <div className="nw-muted">Preparing Your Script</div>
            </div>
          ) : (
            <div className="nw-page-zoom" style={{ zoom: scale }} data-zoom={zoom} data-scale={scale}>
              <div className="nw-page" id="nw-script">
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
        </main>
        {showSidebar &&
          (narrow ? (
            <>
              <div className="nw-drawer-backdrop" onClick={() => useUi.getState().setDrawerOpen(false)} />
              <div
                className="nw-drawer"
                id="nw-scene-drawer"
                onClick={(e) => {
                  // A scene picked from the drawer takes the writer to it: the drawer gives way.
                  if ((e.target as HTMLElement).closest('.nw-scene-list button')) useUi.getState().setDrawerOpen(false)
                }}
              >
                <SceneSidebar />
              </div>
            </>
          ) : (
            <SceneSidebar />
          ))}
      </div>
      {focus && (
        <button type="button" className="nw-focus-exit" onClick={() => useUi.getState().setFocus(false)} title="Leave Focus Mode (Escape)">
          <Minimize2 size={14} aria-hidden /> Leave Focus
        </button>
      )}
      {!focus && view.statusBar && <StatusBar />}
      {!focus && <Footer basic={!consent} />}
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
