import { bodyLimit } from 'hono/body-limit'
import { API_BODY_LIMIT_BYTES } from '../../ai/contracts'
import { SERVER_MSG } from '../../ai/messages'

/** The JSON body limit of /api: a 300-page script fits several times over; anything bigger is refused early. */
export function apiBodyLimit(maxSize = API_BODY_LIMIT_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: `${SERVER_MSG.tooLarge} The limit is ${Math.round(maxSize / (1024 * 1024))} MB.` }, 413),
  })
}
