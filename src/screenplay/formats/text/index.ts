/** Plain text (.txt): reader inferring types from indentation, writer laying out at screenplay indents. */
import { registerFormat } from '../registry'
import { decodeText, encodeText } from './decode'
import { parsePlainText } from './parse'
import { writePlainText } from './write'

export { parsePlainText, EMPTY_FILE_MESSAGE } from './parse'
export { writePlainText } from './write'
export { decodeText, encodeText, NOT_TEXT_MESSAGE } from './decode'

registerFormat({
  id: 'text',
  extensions: ['.txt'],
  read: (bytes) => parsePlainText(decodeText(bytes)),
  write: (script) => encodeText(writePlainText(script)),
})
