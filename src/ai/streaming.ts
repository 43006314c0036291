/**
 * The streamed form of an AI answer, shared by the server routes and the browser. A request asks
 * for it with `Accept: application/x-ndjson`; the answer is one JSON object a line:
 * - `{"type":"delta","text"}`: the next piece of a text answer (AI result, slash card, lookup);
 * - `{"type":"progress","done","total"}`: sections finished so far (analysis);
 * - `{"type":"result","status","body"}`: the last line, with the status and body the same request
 *   would have had without streaming (an error body when the answer broke off half-way).
 * Failures before the first line are ordinary JSON error answers with their HTTP status.
 */
export const AI_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8'
export const AI_STREAM_ACCEPT = 'application/x-ndjson'

export type AiStreamLine =
  | { type: 'delta'; text: string }
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; status: number; body: Record<string, unknown> }

export function wantsStream(accept: string | undefined): boolean {
  return (accept ?? '').toLowerCase().includes(AI_STREAM_ACCEPT)
}

export function streamLine(line: AiStreamLine): string {
  return JSON.stringify(line) + '\n'
}

/** A line of the stream, or undefined for one that is not (a broken connection's tail). */
export function parseStreamLine(text: string): AiStreamLine | undefined {
  try {
    const v = JSON.parse(text) as { type?: unknown }
    return v && typeof v === 'object' && (v.type === 'delta' || v.type === 'progress' || v.type === 'result') ? (v as AiStreamLine) : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads a streamed answer to its end, calling `onLine` for each line as it arrives, and resolves
 * with the result line (undefined when the stream ended without one: the connection broke).
 */
export async function readAiStream(body: ReadableStream<Uint8Array>, onLine: (line: AiStreamLine) => void): Promise<Extract<AiStreamLine, { type: 'result' }> | undefined> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let result: Extract<AiStreamLine, { type: 'result' }> | undefined
  const take = (text: string) => {
    const line = parseStreamLine(text)
    if (!line) return
    if (line.type === 'result') result = line
    onLine(line)
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let nl: number
    while ((nl = buffer.indexOf('\n')) >= 0) {
      take(buffer.slice(0, nl))
      buffer = buffer.slice(nl + 1)
    }
  }
  buffer += decoder.decode()
  if (buffer.trim()) take(buffer)
  return result
}
