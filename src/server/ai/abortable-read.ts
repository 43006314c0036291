/**
 * Reading a model's answer so that a stopped call ends at once. Node's fetch stops hearing its
 * abort signal once the answer has begun: it follows the signal through an object the garbage
 * collector may drop after the response headers (when redirects are refused, as ours are). The
 * connection then stays open and the endpoint goes on writing — and charging — the whole answer
 * after the writer pressed Stop. So whoever reads the answer listens to the signal itself: on
 * abort the read fails with the signal's reason and the reader is cancelled, which closes the
 * connection.
 */
export interface AbortableReader<T> {
  /** The next piece, or the signal's reason as soon as the call is aborted. */
  read: () => Promise<ReadableStreamReadResult<T>>
  /** Stops reading: cancels the body (closing the connection) and stops listening to the signal. */
  release: () => Promise<void>
}

export function abortableReader<T>(stream: ReadableStream<T>, signal: AbortSignal): AbortableReader<T> {
  const reader = stream.getReader()
  let onAbort: () => void = () => {}
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason ?? new DOMException('This operation was aborted', 'AbortError'))
  })
  // Nobody may be reading at the moment of the abort; the rejection is still seen by the next read.
  aborted.catch(() => {})
  const cancelOnAbort = () => {
    onAbort()
    reader.cancel(signal.reason).catch(() => {})
  }
  if (signal.aborted) cancelOnAbort()
  else signal.addEventListener('abort', cancelOnAbort, { once: true })
  return {
    // The abort comes first: a cancelled body would otherwise read as an answer that simply ended.
    read: () => (signal.aborted ? aborted : Promise.race([aborted, reader.read()])),
    release: async () => {
      signal.removeEventListener('abort', cancelOnAbort)
      await reader.cancel().catch(() => {})
    },
  }
}
