/**
 * Importing this module registers every file format. One import line per format folder; each
 * folder's register.ts calls `registerFormat` once with its extensions, and its reader and
 * writer load the first time a file of that format is read or written, so a command that
 * converts a Fountain file loads no XML or zip code.
 */
export { allFormats, formatById, formatForFileName } from './registry'
export { MAX_IMPORT_BYTES, MAX_IMPORT_MB, TOO_LARGE_MESSAGE } from './limits'
import '../pdf/format'
import './pdf-import/register'
import './fdx/register'
import './fadein/register'
import './celtx/register'
import './fountain/register'
import './text/register'
