export * from './doc-json'
export * from './repair'
