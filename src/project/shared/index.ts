export * from './script-blocks'
