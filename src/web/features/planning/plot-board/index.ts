/** The plot board's public face: the sidebar's Beats view, and whether a board exists. */
export { BeatsList } from './BeatsList'
export { usePlotBoardUi } from './plot-board-store'
