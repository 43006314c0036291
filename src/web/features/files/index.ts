/** The files feature's public face: the open project's planning data (read by the analysis tools). */
export { useSession } from './session-store'
