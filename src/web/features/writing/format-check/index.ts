/** What other features may use of the format checker. */
export { startFormatCheck, continueFormatCheck, closeFormatCheck } from './run-check'
export { useFormatCheck, type FormatCheckView } from './format-check-store'
