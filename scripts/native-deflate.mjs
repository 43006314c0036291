// fflate for the Node bundle, with its zlib compressor swapped for Node's own (node-zlib.mjs).
// Everything else is fflate's.
export * from 'fflate'
export { zlibSync } from './node-zlib.mjs'
