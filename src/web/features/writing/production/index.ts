/** Production scripts in the editor: what other features may use. */
export { useProductionUi } from './production-store'
export { productionOf } from './production-doc'
