/** Fade In `.fadein` (zip + Open Screenplay Format): import and export. Registered by register.ts. */

export { parseFadeIn, parseOsf, writeFadeIn, FADEIN_ERRORS } from './fadein'
export { scriptToOsf } from './osf'
