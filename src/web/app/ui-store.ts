import { create } from 'zustand'
import { readPref, writePref } from '../storage/prefs'

export type Zoom = 50 | 100 | 150 | 200
export const ZOOMS: readonly Zoom[] = [50, 100, 150, 200]

/** Which parts of the shell are shown; persisted under the spec's key names. */
const VIEW_KEYS = {
  menuBar: 'show-header',
  toolbar: 'show-button-bar',
  sidebar: 'show-scene-navigation',
  statusBar: 'show-footer',
} as const
export type ViewPart = keyof typeof VIEW_KEYS

export type DialogId = 'keyboardShortcuts' | 'about' | 'import' | 'titlePage' | 'goTo' | 'preview' | 'watermark' | null

interface UiState {
  view: Record<ViewPart, boolean>
  zoom: Zoom
  dialog: DialogId
  /** The format File → Import was opened for. */
  importFormat: import('../../screenplay/formats/registry').ScriptFormat['id']
  openImport: (format: UiState['importFormat']) => void
  toggleView: (part: ViewPart) => void
  setView: (part: ViewPart, shown: boolean) => void
  setZoom: (zoom: Zoom) => void
  openDialog: (d: DialogId) => void
  /** Loads stored preferences (called once consent is known). */
  hydrate: () => void
}

const defaults = (): Record<ViewPart, boolean> => ({ menuBar: true, toolbar: true, sidebar: true, statusBar: true })

export const useUi = create<UiState>((set, get) => ({
  view: defaults(),
  zoom: 100,
  dialog: null,
  importFormat: 'fountain',
  openImport: (importFormat) => set({ importFormat, dialog: 'import' }),
  toggleView: (part) => get().setView(part, !get().view[part]),
  setView: (part, shown) => {
    writePref(VIEW_KEYS[part], shown)
    set({ view: { ...get().view, [part]: shown } })
  },
  setZoom: (zoom) => {
    writePref('page-zoom', zoom)
    set({ zoom })
  },
  openDialog: (dialog) => set({ dialog }),
  hydrate: () => {
    const view = defaults()
    for (const part of Object.keys(VIEW_KEYS) as ViewPart[]) view[part] = readPref(VIEW_KEYS[part], true)
    const zoom = readPref<number>('page-zoom', 100)
    set({ view, zoom: (ZOOMS as readonly number[]).includes(zoom) ? (zoom as Zoom) : 100 })
  },
}))
