export * from './nws'
export * from './schemas'
export * from './plot-board'
