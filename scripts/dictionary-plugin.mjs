// The built-in dictionary's shards as static files of the app: written into the build at
// `/<DICTIONARY_PATH>/<shard>.json` and served the same way by the dev server. Made from the
// installed WordNet and pronouncing dictionary each time the app is built, never committed.
//
// The builder is the domain's own TypeScript (src/screenplay/dictionary), bundled here with
// esbuild when a build first needs it, so the Vite config itself imports no TypeScript.
import { build } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPronunciations, readWordNetFiles } from './dictionary-files.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

async function loadBuilder() {
  const out = await build({
    entryPoints: [join(root, 'src', 'screenplay', 'dictionary', 'index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`)
}

let files
/** Every file of the dictionary: path under the app's root → JSON text. */
export function dictionaryFiles() {
  files ??= (async () => {
    const { buildDictionary, DICTIONARY_PATH } = await loadBuilder()
    const { shards, rhymes } = buildDictionary(readWordNetFiles(), await readPronunciations())
    const out = new Map()
    for (const [name, shard] of [...shards, ...rhymes]) out.set(`${DICTIONARY_PATH}/${name}.json`, JSON.stringify(shard))
    // The list of every shard, for "Download for offline use".
    out.set(`${DICTIONARY_PATH}/files.json`, JSON.stringify([...out.keys()].map((f) => f.slice(DICTIONARY_PATH.length + 1))))
    return { path: DICTIONARY_PATH, files: out }
  })()
  return files
}

/** The Vite plugin. */
export function dictionaryPlugin() {
  return {
    name: 'nightwriter-dictionary',
    async generateBundle() {
      for (const [fileName, source] of (await dictionaryFiles()).files) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/dictionary/')) return next()
        dictionaryFiles().then(({ files }) => {
          const body = files.get(req.url.slice(1).split('?')[0])
          res.statusCode = body === undefined ? 404 : 200
          if (body !== undefined) res.setHeader('Content-Type', 'application/json')
          res.end(body ?? '')
        }, next)
      })
    },
  }
}
