import { create } from 'zustand'
import { readPref, writePref } from '../storage/prefs'

export type ZoomPercent = 50 | 100 | 150 | 200
export const ZOOMS: readonly ZoomPercent[] = [50, 100, 150, 200]
/** A fixed percentage, or 'fit': the page scaled to the width of the window. */
export type Zoom = ZoomPercent | 'fit'
/**
 * How the script is shown: the page as it prints, or a draft (readable type, indents in proportion,
 * no paper). 'auto' is the draft on a phone and the page elsewhere.
 */
export type ScriptView = 'auto' | 'page' | 'draft'
/** Light, dark, or whatever the operating system is set to. */
export type Appearance = 'light' | 'dark' | 'system'

/** Which parts of the shell are shown; persisted under fixed key names, so a writer's choices outlive upgrades. */
const VIEW_KEYS = {
  menuBar: 'show-header',
  toolbar: 'show-button-bar',
  sidebar: 'show-scene-navigation',
  statusBar: 'show-footer',
} as const
export type ViewPart = keyof typeof VIEW_KEYS

interface UiState {
  view: Record<ViewPart, boolean>
  zoom: Zoom
  appearance: Appearance
  /** The page goes dark with the interface (otherwise it stays paper-white). */
  darkPage: boolean
  /** Focus mode: only the page, the scene being written in full contrast. */
  focus: boolean
  scriptView: ScriptView
  /** Typewriter scrolling: the caret line held at one height while the page moves (always on in focus mode). */
  typewriter: boolean
  /** The scene list as a drawer over the page, on screens too narrow to keep it beside. */
  drawerOpen: boolean
  toggleView: (part: ViewPart) => void
  setView: (part: ViewPart, shown: boolean) => void
  setZoom: (zoom: Zoom) => void
  setAppearance: (a: Appearance) => void
  setDarkPage: (dark: boolean) => void
  setFocus: (on: boolean) => void
  setTypewriter: (on: boolean) => void
  setScriptView: (v: ScriptView) => void
  setDrawerOpen: (open: boolean) => void
  /** Loads stored preferences (called once consent is known). */
  hydrate: () => void
}

const defaults = (): Record<ViewPart, boolean> => ({ menuBar: true, toolbar: true, sidebar: true, statusBar: true })

export const useUi = create<UiState>((set, get) => ({
  view: defaults(),
  zoom: 100,
  appearance: 'system',
  darkPage: false,
  focus: false,
  typewriter: false,
  scriptView: 'auto',
  drawerOpen: false,
  toggleView: (part) => get().setView(part, !get().view[part]),
  setView: (part, shown) => {
    writePref(VIEW_KEYS[part], shown)
    set({ view: { ...get().view, [part]: shown } })
  },
  setZoom: (zoom) => {
    writePref('page-zoom', zoom)
    set({ zoom })
  },
  setAppearance: (appearance) => {
    writePref('appearance', appearance)
    set({ appearance })
  },
  setDarkPage: (darkPage) => {
    writePref('dark-page', darkPage)
    set({ darkPage })
  },
  setFocus: (focus) => {
    writePref('focus-mode', focus)
    set({ focus, drawerOpen: false })
  },
  setTypewriter: (typewriter) => {
    writePref('typewriter-scrolling', typewriter)
    set({ typewriter })
  },
  setScriptView: (scriptView) => {
    writePref('script-view', scriptView)
    set({ scriptView })
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  hydrate: () => {
    const view = defaults()
    for (const part of Object.keys(VIEW_KEYS) as ViewPart[]) view[part] = readPref(VIEW_KEYS[part], true)
    const zoom = readPref<number | string>('page-zoom', 100)
    const appearance = readPref<string>('appearance', 'system')
    set({
      view,
      zoom: zoom === 'fit' || (ZOOMS as readonly unknown[]).includes(zoom) ? (zoom as Zoom) : 100,
      appearance: appearance === 'light' || appearance === 'dark' ? appearance : 'system',
      darkPage: readPref<unknown>('dark-page', false) === true,
      focus: readPref<unknown>('focus-mode', false) === true,
      typewriter: readPref<unknown>('typewriter-scrolling', false) === true,
      scriptView: (['page', 'draft'] as unknown[]).includes(readPref<unknown>('script-view', 'auto')) ? readPref<ScriptView>('script-view', 'auto') : 'auto',
    })
  },
}))
