#!/usr/bin/env node
// `npm start`: serves the built app and API from dist/ and dist-node/. Each is rebuilt first only
// when missing or older than its sources, so a start after the first one compiles nothing.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildNode } from './build-node.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const at = (...p) => join(root, ...p)

/** The newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let max = 0
  const visit = (p) => {
    if (!existsSync(p)) return
    const s = statSync(p)
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(join(p, name))
    else max = Math.max(max, s.mtimeMs)
  }
  paths.forEach(visit)
  return max
}

const stale = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newest(inputs)

const staticRoot = process.env.STATIC_ROOT ?? at('dist')
if (!process.env.STATIC_ROOT && stale(at('dist', 'index.html'), [at('src'), at('public'), at('index.html'), at('vite.config.ts'), at('package.json')])) {
  const r = spawnSync(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error('The web app did not build.')
    process.exit(1)
  }
}
if (stale(at('dist-node', 'server.mjs'), [at('src'), at('package.json')])) await buildNode()

process.env.STATIC_ROOT = staticRoot
await import(pathToFileURL(at('dist-node', 'server.mjs')).href)
