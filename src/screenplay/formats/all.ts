/**
 * Importing this module registers every file format. One import line per format folder; each
 * folder's index.ts calls `registerFormat` once.
 */
export { allFormats, formatById, formatForFileName } from './registry'
export { MAX_IMPORT_BYTES, MAX_IMPORT_MB, TOO_LARGE_MESSAGE } from './limits'
import '../pdf/format'
import './pdf-import/register'
import './fdx'
import './fadein'
import './celtx'
import './fountain'
import './text'
