import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * A full garbage collection, on demand, for tests of what must keep working after memory is
 * collected (a busy server collects at any moment; a test must not wait for luck). V8 hands out
 * its `gc` function to contexts made after the flag is set.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
}
