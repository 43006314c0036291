/** The AI feature's public face for other features (the context menu uses lookups and actions). */
export { useLookup } from './lookup-store'
export { useAiResult } from './ai-result-store'
export { hasUsableSettings } from './ai-client'
export { readMaxRevisions } from './general-settings'
export { callAi, callAiEndpoint, AiCallError } from './ai-client'
// The analysis tools send their own requests with the writer's settings and count them in the rate log.
export { currentSettings } from './settings-store'
export { logRequest } from './rate-limit-log'
