/** Contracts shared by the browser and the server for every AI call. */
export * from './models'
export * from './rate-limits'
export * from './messages'
export * from './contracts'
export * from './prompts'
export * from './lookup'
export * from './ai-actions'
export * from './plot-board'
