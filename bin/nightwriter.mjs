#!/usr/bin/env node
// The `nightwriter` command: loads the TypeScript CLI through tsx's API (tsx is a dependency),
// so no build step is needed. Paths resolve from this file, so it works from any directory.
import { tsImport } from 'tsx/esm/api'

try {
  const { main } = await tsImport('../src/cli/main.ts', import.meta.url)
  process.exitCode = await main(process.argv.slice(2))
} catch (e) {
  // Only a broken install gets here; still one line, no stack trace.
  process.stderr.write(`nightwriter: ${String(e && e.message ? e.message : e).split('\n')[0]}\n`)
  process.exitCode = 1
}
