export * from './nws'
