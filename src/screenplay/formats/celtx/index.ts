/** Celtx `.celtx` (desktop Celtx 2.x zip): import and export. Registered by register.ts. */

export { parseCeltx, writeCeltx, parseScriptHtml, CELTX_ERRORS } from './celtx'
