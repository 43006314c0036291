import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useUi } from '../../../app/ui-store'
import { NARROW_MAX } from '../../../app/page-scale'
import { DrawerKeys } from './DrawerKeys'

const narrow = () => window.matchMedia(`(max-width: ${NARROW_MAX}px)`).matches

/** The first menu of the menu bar (or the Menu button on a phone), for keyboard users. */
function focusMenuBar() {
  const ui = useUi.getState()
  if (ui.focus) ui.setFocus(false)
  if (!ui.view.menuBar) ui.setView('menuBar', true)
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.nw-menubar .nw-menu-trigger')?.focus())
}

/**
 * The shell on any screen: Fit Width zoom, the scene drawer on narrow screens, and F10 to reach
 * the menus from the keyboard (as in desktop applications).
 */
registerFeature({
  id: 'layout',
  commands: [
    {
      id: 'view.zoomFit',
      label: 'Fit Width',
      run: always(() => useUi.getState().setZoom('fit')),
      checked: () => useUi.getState().zoom === 'fit',
    },
    {
      id: 'view.sceneDrawer',
      label: 'Scene Drawer',
      keys: ['Mod-Shift-1'],
      run: always(() => {
        const ui = useUi.getState()
        if (narrow()) ui.setDrawerOpen(!ui.drawerOpen)
        else ui.toggleView('sidebar')
      }),
    },
    { id: 'view.focusMenu', label: 'Go to the Menu Bar', keys: ['F10'], run: always(focusMenuBar) },
  ],
  Mount: DrawerKeys,
})
