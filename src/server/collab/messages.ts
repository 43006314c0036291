import * as decoding from 'lib0/decoding'

/**
 * What an incoming socket message is, read from its header: the Hocuspocus message type and, for
 * a sync message carrying document changes, the Yjs update itself. Only what the access checks
 * need is read; the message is handled as usual afterwards.
 */
const MESSAGE_SYNC = 0
const MESSAGE_SYNC_REPLY = 4
const MESSAGE_BROADCAST_STATELESS = 6
const SYNC_STEP_2 = 1
const SYNC_UPDATE = 2

export interface MessageHead {
  /** The Yjs update the message carries (sync step 2 or an update), or null for any other message. */
  update: Uint8Array | null
  /**
   * A message to be relayed as it is to everyone connected: the server's own messages (the role
   * each browser joined with) travel that way, so no browser may send one.
   */
  broadcast: boolean
}

/** Reads the head of a message; throws on one that cannot be read. */
export function readMessageHead(data: Uint8Array): MessageHead {
  const decoder = decoding.createDecoder(data)
  decoding.readVarString(decoder)
  const type = decoding.readVarUint(decoder)
  if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return { update: null, broadcast: type === MESSAGE_BROADCAST_STATELESS }
  const step = decoding.readVarUint(decoder)
  if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return { update: null, broadcast: false }
  return { update: decoding.readVarUint8Array(decoder), broadcast: false }
}

/** Why the server closed a connection: the code and the words the browser receives. */
export interface Refusal {
  code: number
  reason: string
}

export const REFUSED = {
  revoked: { code: 4403, reason: 'This invitation was revoked by the project’s owner.' },
  notAllowed: { code: 4403, reason: 'A commenter may add comments and to-dos only; this change was refused.' },
  tooLarge: { code: 4413, reason: 'This change would make the shared project larger than the server allows.' },
  tooFast: { code: 4429, reason: 'Too many messages at once; the connection is reset and will resume.' },
  unreadable: { code: 4400, reason: 'A message could not be read.' },
  broadcast: { code: 4403, reason: 'Messages to everyone connected come from the server only.' },
  noToken: { code: 4401, reason: 'No project was opened with a valid link on this connection.' },
} as const satisfies Record<string, Refusal>
