export * from './doc-json'
