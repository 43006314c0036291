/**
 * Vitest global setup: rebuilds the command-line and server bundles (dist-node/) from the current
 * sources before any test runs, so tests that start `bin/nightwriter.cjs` never run a stale build.
 * esbuild does it in a fraction of a second.
 */
// @ts-expect-error plain JS build script shared with `npm run build`
import { buildNode } from '../../scripts/build-node.mjs'

export default async function setup(): Promise<void> {
  try {
    await buildNode()
  } catch (e) {
    // A build error must not stop every unit test: the command-line tests fail on their own.
    console.error(`dist-node/ was not rebuilt: ${e instanceof Error ? e.message.split('\n')[0] : e}`)
  }
}
