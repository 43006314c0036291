import type { AppCommand } from './command'
import { always, planned, when } from './command'
import { registerCommands, runCommand } from './commands'
import { onLayeredKey } from './key-layers'
import { toast } from './toast-store'
import { useUi, ZOOMS, type ViewPart } from './ui-store'
import { draftShowing, showDraft } from './script-view'

/**
 * The shell's own commands: which parts of the window show, the page zoom, full screen. The
 * commands of a feature are declared by the feature.
 */

const viewToggle = (part: ViewPart, label: string): AppCommand => ({
  id: `view.${part}`,
  label,
  run: always(() => {
    useUi.getState().toggleView(part)
    if (part === 'menuBar' && !useUi.getState().view.menuBar)
      toast({ title: 'Menu Bar Hidden', description: 'Press the Escape key to show the menu bar again' })
  }),
  checked: () => useUi.getState().view[part],
})

export const VIEW_COMMANDS: readonly AppCommand[] = [
  { id: 'view.pageView', label: 'Page View', checked: () => !draftShowing(), run: always(() => showDraft(false)) },
  { id: 'view.draftView', label: 'Draft View', checked: draftShowing, run: always(() => showDraft(true)) },
  planned('view.cardView', 'Card View'),
  {
    id: 'view.fullScreen',
    label: 'Full Screen',
    keys: ['Mod-Shift-f'],
    run: always(() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {})),
  },
  viewToggle('menuBar', 'Menu Bar'),
  viewToggle('toolbar', 'Line Type Toolbar'),
  viewToggle('sidebar', 'Scene Navigation'),
  viewToggle('statusBar', 'Status Bar'),
  {
    id: 'view.showMenuBar',
    label: 'Show the menu bar when it is hidden',
    keys: ['Escape'],
    // Escape is wanted by popups, dialogs and panels too: the menu bar is the last in its list.
    keysHandledBy: 'layered',
    run: when(
      () => !useUi.getState().view.menuBar,
      () => useUi.getState().setView('menuBar', true),
    ),
  },
  ...ZOOMS.map((z): AppCommand => ({ id: `view.zoom${z}`, label: `${z}%`, run: always(() => useUi.getState().setZoom(z)), checked: () => useUi.getState().zoom === z })),
]

registerCommands('shell', VIEW_COMMANDS)
onLayeredKey('Escape', 'menuBar', () => runCommand('view.showMenuBar'))
