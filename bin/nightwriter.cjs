#!/usr/bin/env node
// The `nightwriter` command. It runs the JavaScript bundles in dist-node/, built at install
// (`prepare`) and by `npm run build`, so nothing compiles at start-up: cli.cjs dispatches, and
// each command's own bundle starts from V8's code cache. CommonJS, because Node starts a
// CommonJS file sooner than an ES module. A checkout that has not been built yet still works:
// it falls back to loading the TypeScript sources through tsx. Paths resolve from this file,
// so it works from any directory.
'use strict'
const { existsSync } = require('node:fs')
const { join } = require('node:path')
const { pathToFileURL } = require('node:url')

// A command is over in a fraction of a second, which V8's defaults are not made for:
// - its optimising compiler would spend that time compiling code the command has nearly finished
//   running: a larger budget before optimising leaves short commands to the fast baseline tiers
//   (a long conversion still gets optimised code);
// - the young generation starts small and grows by halves of what it holds: a command that keeps
//   a whole script's layout would collect it six times over; growing it faster halves that.
// Set before any of our code compiles: the code cache was written under the same flags.
require('node:v8').setFlagsFromString('--interrupt-budget=1000000 --semi-space-growth-factor=8')

const bundle = join(__dirname, '..', 'dist-node', 'cli.cjs')

async function start() {
  const { main } = existsSync(bundle)
    ? require(bundle)
    : await (await import('tsx/esm/api')).tsImport(pathToFileURL(join(__dirname, '..', 'src', 'cli', 'main.ts')).href, __filename)
  return main(process.argv.slice(2))
}

// The process ends as soon as the command is over (main resolves once its output has gone out):
// an exit at once skips tearing down the heap, a millisecond or two of a short command.
start().then(
  (code) => process.exit(code),
  (e) => {
    // Only a broken install gets here; still one line, no stack trace.
    process.stderr.write(`nightwriter: ${String(e && e.message ? e.message : e).split('\n')[0]}\n`, () => process.exit(1))
  },
)
