/**
 * Assertions for readers given broken or hostile input (test support only; not imported by app
 * code). The project rule: every importer refuses such input with an Error carrying a clear
 * user-facing message, and never hangs; these helpers state that once for every format.
 */
import { expect } from 'vitest'
import fc from 'fast-check'
import { HANG_GUARD_MS } from '../../../testing/hang-guard'

/** The message `f` throws, or 'no error' when it returns, so a test compares it with the user-facing text in one line. */
export function thrownMessage(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    return (e as Error).message
  }
  return 'no error'
}

/** Runs `f` and checks it finished under the hang guard (hostile input must not stall a reader); returns its result. */
export function withinHangGuard<T>(f: () => T): T {
  const started = Date.now()
  const out = f()
  expect(Date.now() - started).toBeLessThan(HANG_GUARD_MS)
  return out
}

/** A broken or hostile input and the message a reader must refuse it with: a string is the exact text, a RegExp a pattern. */
export type Refusal<I> = readonly [input: I, message: string | RegExp]

/** Each input of the table is refused with its own message, without hanging. */
export function expectRefusals<I>(read: (input: I) => unknown, cases: readonly Refusal<I>[]): void {
  for (const [input, message] of cases) {
    const got = withinHangGuard(() => thrownMessage(() => read(input)))
    const label = `refusal of ${preview(input)}`
    if (typeof message === 'string') expect(got, label).toBe(message)
    else expect(got, label).toMatch(message)
  }
}

/** Random bytes (fast-check, `numRuns` of them) never parse: each is refused with a message matching `message`. */
export function expectRandomBytesRefused(
  read: (bytes: Uint8Array) => unknown,
  message: RegExp,
  size: { minLength?: number; maxLength: number },
  numRuns = 200,
): void {
  fc.assert(
    fc.property(fc.uint8Array(size), (bytes) => {
      expect(thrownMessage(() => read(bytes))).toMatch(message)
    }),
    { numRuns },
  )
}

/** Every prefix of a good file, cut every `step` characters or bytes, is refused with a message matching `message`. */
export function expectEveryTruncationRefused<T extends string | Uint8Array>(good: T, step: number, read: (cut: T) => unknown, message: RegExp): void {
  for (let cut = 0; cut < good.length; cut += step) {
    expect(thrownMessage(() => read(good.slice(0, cut) as T)), `cut at ${cut}`).toMatch(message)
  }
}

function preview(input: unknown): string {
  if (input instanceof Uint8Array) return `${input.length} bytes`
  const text = typeof input === 'string' ? input : JSON.stringify(input)
  return JSON.stringify(text.length > 60 ? text.slice(0, 60) + '…' : text)
}
