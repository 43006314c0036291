import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { PlotBoardPanel } from './PlotBoardPanel'
import { plotBoardPanel, usePlotBoardUi } from './plot-board-store'
import './plot-board.css'

registerFeature({
  id: 'plot-board',
  commands: [
    { id: 'view.plotBoard', label: 'Plot Board', keys: ['Mod-Shift-5'], run: always(() => usePlotBoardUi.getState().toggle()), checked: plotBoardPanel.isOpen },
  ],
  Mount: PlotBoardPanel,
})
