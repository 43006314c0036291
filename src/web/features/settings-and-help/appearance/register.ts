import { registerFeature } from '../../../app/features'
import { useUi, type Appearance } from '../../../app/ui-store'
import { ApplyTheme, systemIsDark } from './ApplyTheme'
import { toggledAppearance } from './theme'
import { always } from '../../../app/command'

const choice = (a: Appearance, label: string) => ({
  id: `view.appearance.${a}`,
  label,
  run: always(() => useUi.getState().setAppearance(a)),
  checked: () => useUi.getState().appearance === a,
})

/** View → Appearance: Light, Dark or System, and whether the page goes dark with the interface. */
registerFeature({
  id: 'appearance',
  commands: [
    choice('light', 'Light'),
    choice('dark', 'Dark'),
    choice('system', 'System'),
    {
      id: 'view.darkPage',
      label: 'Dark Page',
      run: always(() => useUi.getState().setDarkPage(!useUi.getState().darkPage)),
      checked: () => useUi.getState().darkPage,
    },
    {
      id: 'view.toggleDark',
      label: 'Toggle Light / Dark',
      keys: ['Mod-Shift-l'],
      run: always(() => useUi.getState().setAppearance(toggledAppearance(useUi.getState().appearance, systemIsDark()))),
    },
  ],
  Mount: ApplyTheme,
})
