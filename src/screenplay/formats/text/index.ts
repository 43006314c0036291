/**
 * Plain text (.txt): reader inferring types from indentation, writer laying out at screenplay
 * indents. Registered by register.ts, which loads this on first use.
 */
import type { Script } from '../../model'
import { encodeText, readDecoded } from './decode'
import { parsePlainText } from './parse'
import { writePlainText } from './write'

export { parsePlainText, EMPTY_FILE_MESSAGE } from './parse'
export { writePlainText } from './write'
export { decodeText, encodeText, readTextBytes, NOT_TEXT_MESSAGE } from './decode'

export const textFile = {
  read: (bytes: Uint8Array): Script => readDecoded(bytes, parsePlainText),
  write: (script: Script): Uint8Array => encodeText(writePlainText(script)),
}
