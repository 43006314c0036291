#!/usr/bin/env node
// Bundles the command line and the server to plain JavaScript in dist-node/, so `nightwriter` and
// `npm start` run without compiling TypeScript at start-up. Runs at install (`prepare`), in
// `npm run build`, and before the tests.
//
// The server is one ES module with code splitting: every `import()` is a chunk of its own.
// The command line is CommonJS: a small dispatcher (cli.cjs, all that `--help` loads) and one
// whole bundle per command (commands/<name>.cjs), which the dispatcher runs with V8's code
// cache (src/cli/code-cache.ts). The build then runs each command once on a small script to
// write that cache, so a command starts from bytecode instead of compiling its code again.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const OUT_DIR = join(root, 'dist-node')
const NATIVE_DEFLATE = join(root, 'scripts', 'native-deflate.mjs')
const NODE_ZLIB = join(root, 'scripts', 'node-zlib.mjs')
const PDF_DEFLATE = join(root, 'src', 'screenplay', 'pdf', 'writer', 'deflate.ts')

/**
 * Node's zlib in place of JavaScript compression: every import of fflate except the stand-in's
 * own goes to the stand-in (native-deflate.mjs), and the PDF writer's compressor is node-zlib.mjs.
 */
const nativeDeflate = {
  name: 'native-deflate',
  setup(b) {
    b.onResolve({ filter: /^fflate$/ }, (args) => (args.importer === NATIVE_DEFLATE ? undefined : { path: NATIVE_DEFLATE }))
    b.onResolve({ filter: /\/deflate$/ }, (args) => (join(args.resolveDir, args.path) + '.ts' === PDF_DEFLATE ? { path: NODE_ZLIB } : undefined))
  },
}

/** The part of the options both bundles share. */
const common = {
  absWorkingDir: root,
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Installed packages are bundled too: Node resolves and compiles one file instead of hundreds
  // across node_modules, which is most of a short command's start-up. pdfjs stays outside: it
  // loads its own worker module by path. jsPDF's HTML and SVG helpers (never used: we draw text
  // only) stay outside too, so their megabyte of code is not even parsed.
  // libsql is native code, loaded from node_modules; pg's optional native binding is never used.
  external: ['pdfjs-dist', 'pdfjs-dist/*', 'canvg', 'html2canvas', 'dompurify', 'libsql', 'pg-native'],
  charset: 'ascii',
  logLevel: 'warning',
  legalComments: 'none',
}

const CLI_MAIN = join(root, 'src', 'cli', 'main.ts')

/**
 * In the dispatcher, `import('./commands/<name>')` becomes the command's own bundle run with its
 * code cache, instead of the command's code inlined into the dispatcher. The names it meets are
 * the commands to bundle: the dispatcher's table is the one list of them.
 */
function commandBundles(names) {
  return {
    name: 'command-bundles',
    setup(b) {
      b.onResolve({ filter: /^\.\/commands\/[a-z-]+$/ }, (args) => {
        if (args.importer !== CLI_MAIN) return undefined
        const name = args.path.slice('./commands/'.length)
        names.add(name)
        return { path: name, namespace: 'command-bundle' }
      })
      b.onLoad({ filter: /.*/, namespace: 'command-bundle' }, (args) => ({
        contents: `const { join } = require('node:path')\nconst { loadWithCodeCache } = require('./code-cache')\nmodule.exports = loadWithCodeCache(join(__dirname, 'commands', ${JSON.stringify(args.path + '.cjs')})).exports\n`,
        resolveDir: dirname(CLI_MAIN),
        loader: 'js',
      }))
    },
  }
}

/**
 * Bundles of their own, which a command loads with a plain require() the first time it needs
 * them (the name is the bundle's, in dist-node/):
 * - the PDF reader: it imports pdf.js, an ES module, and code run through vm.Script (as the
 *   commands are) may not import() one on Node 20;
 * - the project (.nws): zod, which checks a .nws file, is 800 KB of code, and a command that
 *   never reads or writes a .nws need not even read it.
 */
const APART = {
  [join(root, 'src', 'screenplay', 'formats', 'pdf-import', 'index.ts')]: 'pdf-import',
  [join(root, 'src', 'project', 'index.ts')]: 'project',
}

const bundlesApart = {
  name: 'bundles-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/[a-z-]+$/ }, (args) => {
      const base = join(args.resolveDir, args.path)
      const name = APART[`${base}.ts`] ?? APART[join(base, 'index.ts')]
      return name ? { path: `../${name}.cjs`, external: true } : undefined
    })
  },
}

/**
 * Escapes the characters esbuild leaves as they are (in comments and some regular expressions):
 * the command loader reads a bundle byte for character. A \u escape means the same character in
 * a string, a regular expression and an identifier, and nothing in a comment.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8')
  const ascii = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  if (ascii !== text) writeFileSync(file, ascii)
}

/**
 * Courier Prime's faces deflated, as a PDF embeds them, in dist-node/fonts/, named as
 * src/cli/pdf-fonts.ts's deflatedFontPath looks for them: an export then embeds a face without
 * compressing it again.
 */
function deflateFonts() {
  const pkg = join(root, 'node_modules', '@expo-google-fonts', 'courier-prime')
  const out = join(OUT_DIR, 'fonts')
  mkdirSync(out, { recursive: true })
  for (const dir of readdirSync(pkg, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(pkg, dir.name)).filter((f) => f.endsWith('.ttf'))) {
      const bytes = readFileSync(join(pkg, dir.name, file))
      writeFileSync(join(out, `${file}.${bytes.length}.deflated`), deflateSync(bytes))
    }
  }
}

/**
 * A script touching every kind of element, and long enough that speeches and action split across
 * pages (MORE and CONT'D), for the commands' first run: what runs here starts compiled later.
 */
const WARM_UP_SCRIPT = `Title: Warm Up
Credit: written by
Author: Nightwriter
Draft date: 1 May

${Array.from({ length: 12 }, (_, i) => `INT. KITCHEN - NIGHT #${i + 1}#

A kettle screams. ANNA (40s) lifts it off the flame. ${'She pours. The steam rises and fogs the window. '.repeat(6)}

ANNA
(quietly)
You're late.

BEN (O.S.)
The train stopped twice. ${'It sat in a field for an hour, and nobody said why. Then it moved again. '.repeat(5)}

ANNA ^
It always does.

> CUT TO:

EXT. STREET - CONTINUOUS

Rain. *Ben* runs, **faster**, past a _closed_ shop -- and stops.

[[He has forgotten the ring.]]

.FLASHBACK

# Act Two

= The ring is in the other coat.

> THE END <

~Sing it once more
`).join('\n')}`

/** Runs each command once through `nightwriter`, writing the code cache of its bundle. */
function writeCodeCaches(commands) {
  const dir = mkdtempSync(join(tmpdir(), 'nw-warm-up-'))
  try {
    const script = join(dir, 'warm-up.fountain')
    writeFileSync(script, WARM_UP_SCRIPT)
    // The work a writer runs most of each command; any other command reads the script.
    const runs = {
      convert: ['convert', script, join(dir, 'out.pdf')],
      report: ['report', 'script', script, '--pdf', join(dir, 'report.pdf')],
    }
    for (const name of commands) {
      // check exits 1 when it finds formatting errors: that is a run like any other.
      try {
        execFileSync(process.execPath, [join(root, 'bin', 'nightwriter.cjs'), ...(runs[name] ?? [name, script])], {
          cwd: dir,
          stdio: 'ignore',
          env: { ...process.env, NIGHTWRITER_CODE_CACHE: 'write' },
        })
      } catch (e) {
        if (name !== 'check' || e.status !== 1) throw e
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function buildNode() {
  rmSync(OUT_DIR, { recursive: true, force: true })
  await build({
    ...common,
    entryPoints: { server: 'src/server/main.ts' },
    splitting: true,
    format: 'esm',
    // Bundled CommonJS packages call require() for Node's built-in modules.
    banner: { js: "import { createRequire as __nwCreateRequire } from 'node:module'; const require = __nwCreateRequire(import.meta.url);" },
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [nativeDeflate],
  })
  const commonJs = {
    ...common,
    format: 'cjs',
    // The bundle's own URL, made only when asked for: making it costs a fresh process 0.3 ms.
    define: { 'import.meta.url': '__nwModule.url' },
    banner: { js: "var __nwModule = { get url() { return require('node:url').pathToFileURL(__filename).href } };" },
    outExtension: { '.js': '.cjs' },
  }
  const commands = new Set()
  await build({ ...commonJs, entryPoints: { cli: CLI_MAIN }, plugins: [commandBundles(commands)] })
  await build({
    ...commonJs,
    entryPoints: Object.fromEntries([...commands].map((c) => [`commands/${c}`, `src/cli/commands/${c}.ts`])),
    // Every import() a require(): see bundlesApart.
    supported: { 'dynamic-import': false },
    plugins: [nativeDeflate, bundlesApart],
  })
  await build({ ...commonJs, entryPoints: Object.fromEntries(Object.entries(APART).map(([file, name]) => [name, file])), plugins: [nativeDeflate] })
  for (const f of ['cli.cjs', ...[...commands].map((c) => join('commands', `${c}.cjs`))]) asciiOnly(join(OUT_DIR, f))
  deflateFonts()
  try {
    writeCodeCaches(commands)
  } catch (e) {
    // The cache only saves time: without it every command still runs, compiling as it starts.
    console.warn(`The command line's code cache was not written (${e instanceof Error ? e.message.split('\n')[0] : e}); commands will compile as they start.`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildNode()
  } catch (e) {
    console.error(`The command line and server did not build: ${e instanceof Error ? e.message.split('\n')[0] : e}`)
    process.exit(1)
  }
}
