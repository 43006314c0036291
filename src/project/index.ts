export * from './nws'
export * from './schemas'
