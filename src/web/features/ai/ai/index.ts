/** The AI feature's public face for other features (the context menu uses lookups and actions). */
export { useLookup } from './lookup-store'
export { useAiResult } from './ai-result-store'
export { hasUsableSettings } from './ai-client'
export { readMaxRevisions } from './general-settings'
export { callAi, callAiEndpoint, AiCallError } from './ai-client'
// The analysis tools send their requests through the same fetch, with the writer's settings, and count them in the rate log.
export { aiFetch, countRequests, requireSender, senderModel, waitDialog, usesOwnEndpoint } from './ai-client'
export { currentSettings } from './settings-store'
