import { describe, expect, it } from 'vitest'
import { aiRequest, type AiRun } from './ai-request'
import { useToasts } from './toast-store'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('one AI request lifecycle', () => {
  it('a second request overtakes the first: the first answer is never shown, and it was aborted', async () => {
    const seen: AiRun<string>[] = []
    const req = aiRequest<string>({ update: (r) => seen.push(r), failed: 'It failed.' })
    const first = deferred<string>()
    let firstSignal: AbortSignal | undefined
    const p1 = req.start((s) => ((firstSignal = s.signal), first.promise))
    const p2 = req.start(async (s) => (s.progress(1, 2), s.partial('Half'), 'second'))
    first.resolve('first')
    expect(await p1).toBeUndefined()
    expect(await p2).toBe('second')
    expect(firstSignal?.aborted).toBe(true)
    expect(seen.at(-1)).toMatchObject({ status: 'done', result: 'second', progress: null })
    expect(seen.some((r) => r.result === 'first')).toBe(false)
    expect(seen.some((r) => r.partial === 'Half' && r.progress?.done === 1)).toBe(true)
  })

  it('a failure becomes the message (or the fallback) and, when asked, a toast; a cancel shows nothing', async () => {
    const seen: AiRun<string>[] = []
    const req = aiRequest<string>({ update: (r) => seen.push(r), failed: 'Analysis failed.', toastTitle: 'Pacing' })
    await req.start(async () => {
      throw new Error('')
    })
    expect(seen.at(-1)).toMatchObject({ status: 'error', error: 'Analysis failed.' })
    expect(useToasts.getState().current).toMatchObject({ title: 'Pacing', description: 'Analysis failed.' })
    const hang = deferred<string>()
    const p = req.start(() => hang.promise)
    req.cancel()
    hang.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    expect(await p).toBeUndefined()
    expect(seen.at(-1)?.status).toBe('idle')
  })

  it('Stop keeps what has arrived, marked stopped, and aborts the request', async () => {
    const seen: AiRun<string>[] = []
    const req = aiRequest<string>({ update: (r) => seen.push(r), failed: 'It failed.' })
    const hang = deferred<string>()
    let signal: AbortSignal | undefined
    const p = req.start((s) => ((signal = s.signal), s.partial('The first words'), hang.promise))
    req.stop()
    hang.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    expect(await p).toBeUndefined()
    expect(signal?.aborted).toBe(true)
    expect(seen.at(-1)).toMatchObject({ status: 'stopped', partial: 'The first words' })
    expect(req.running()).toBe(false)
  })
})
