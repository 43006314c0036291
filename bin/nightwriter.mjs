#!/usr/bin/env node
// The `nightwriter` command. It runs the JavaScript bundle in dist-node/, built at install
// (`prepare`) and by `npm run build`, so nothing compiles at start-up. A checkout that has not
// been built yet still works: it falls back to loading the TypeScript sources through tsx.
// Paths resolve from this file, so it works from any directory.
import { existsSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'

// A command is over in a fraction of a second: V8's optimising compiler would spend that time
// compiling code the command has nearly finished running. A larger budget before optimising
// leaves short commands to the fast baseline tiers; a long conversion still gets optimised code.
setFlagsFromString('--interrupt-budget=1000000')

const bundle = new URL('../dist-node/cli.mjs', import.meta.url)

try {
  const { main } = existsSync(bundle)
    ? await import(bundle.href)
    : await (await import('tsx/esm/api')).tsImport('../src/cli/main.ts', import.meta.url)
  process.exitCode = await main(process.argv.slice(2))
} catch (e) {
  // Only a broken install gets here; still one line, no stack trace.
  process.stderr.write(`nightwriter: ${String(e && e.message ? e.message : e).split('\n')[0]}\n`)
  process.exitCode = 1
}
