/** Tools → Table Read: the script read aloud, and the scene timings a read plays. */
export { playedSceneTimes, useTableRead } from './table-read-store'
