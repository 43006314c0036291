import { registerFeature } from '../../../app/features'
import { PlotBoardPanel } from './PlotBoardPanel'
import { usePlotBoardUi } from './plot-board-store'
import './plot-board.css'

// View → Plot Board; its key (Ctrl+Shift+5) is declared with the command itself.
registerFeature({
  id: 'plot-board',
  commands: {
    'view.plotBoard': { run: () => usePlotBoardUi.getState().toggle(), checked: () => usePlotBoardUi.getState().open },
  },
  Mount: PlotBoardPanel,
})
