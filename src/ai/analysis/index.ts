/** The analysis tools' shared contracts: chunking, request and answer shapes, prompts, merging, scores. */
export * from './chunking'
export * from './schemas'
export * from './prompts'
export * from './merge'
export * from './scoring'
export * from './messages'
export * from './coverage'
