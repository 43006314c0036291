import { registerFeature } from '../../../app/features'
import { useUi, type Appearance } from '../../../app/ui-store'
import { ApplyTheme, systemIsDark } from './ApplyTheme'
import { toggledAppearance } from './theme'

const choice = (a: Appearance, label: string) => ({
  label,
  run: () => useUi.getState().setAppearance(a),
  checked: () => useUi.getState().appearance === a,
})

/** View → Appearance: Light, Dark or System, and whether the page goes dark with the interface. */
registerFeature({
  id: 'appearance',
  commands: {
    'view.appearance.light': choice('light', 'Light'),
    'view.appearance.dark': choice('dark', 'Dark'),
    'view.appearance.system': choice('system', 'System'),
    'view.darkPage': {
      label: 'Dark Page',
      run: () => useUi.getState().setDarkPage(!useUi.getState().darkPage),
      checked: () => useUi.getState().darkPage,
    },
    'view.toggleDark': {
      label: 'Toggle Light / Dark',
      run: () => useUi.getState().setAppearance(toggledAppearance(useUi.getState().appearance, systemIsDark())),
    },
  },
  keys: { 'Mod-Shift-l': 'view.toggleDark' },
  Mount: ApplyTheme,
})
