/** Story planning's public face: which planning dialog is open. */
export { usePlanningUi } from './planning-ui-store'
