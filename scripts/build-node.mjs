#!/usr/bin/env node
// Bundles the command line and the server to plain JavaScript in dist-node/, so `nightwriter` and
// `npm start` run without compiling TypeScript at start-up. Runs at install (`prepare`), in
// `npm run build`, and before the tests. Code splitting keeps every `import()` a separate chunk:
// `nightwriter --help` loads only the dispatcher, while the PDF writer, pdfjs and the fonts load
// only for the commands that use them. Installed packages stay outside the bundle and are
// resolved from node_modules as usual.
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
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

export async function buildNode() {
  rmSync(OUT_DIR, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: { cli: 'src/cli/main.ts', server: 'src/server/main.ts' },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Installed packages are bundled too: Node resolves and compiles one file per chunk instead of
    // hundreds across node_modules, which is most of a short command's start-up. pdfjs stays
    // outside: it loads its own worker module by path. jsPDF's HTML and SVG helpers (never used:
    // we draw text only) stay outside too, so their megabyte of code is not even parsed.
    external: ['pdfjs-dist', 'pdfjs-dist/*', 'canvg', 'html2canvas', 'dompurify'],
    // Bundled CommonJS packages call require() for Node's built-in modules.
    banner: { js: "import { createRequire as __nwCreateRequire } from 'node:module'; const require = __nwCreateRequire(import.meta.url);" },
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [nativeDeflate],
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildNode()
  } catch (e) {
    console.error(`The command line and server did not build: ${e instanceof Error ? e.message.split('\n')[0] : e}`)
    process.exit(1)
  }
}
