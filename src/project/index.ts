export * from './nws'
export * from './schemas'
export * from './reference'
export * from './validation'
