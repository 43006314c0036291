import { registerFeature } from '../../app/features'
import { PlotBoardPanel } from './PlotBoardPanel'
import { usePlotBoardUi } from './plot-board-store'
import './plot-board.css'

registerFeature({
  id: 'plot-board',
  commands: {
    'view.plotBoard': { run: () => usePlotBoardUi.getState().toggle(), checked: () => usePlotBoardUi.getState().open },
  },
  keys: { 'Mod-Shift-5': 'view.plotBoard' },
  Mount: PlotBoardPanel,
})
