/**
 * Loading a command's bundle with V8's code cache, so a command starts from compiled bytecode
 * instead of parsing and compiling its code again on every run. Node 20 has no compile cache for
 * an application's own modules (Node 22's module.enableCompileCache is the built-in one); V8's is
 * reached through vm.Script's cachedData, which is what this module does.
 *
 * The build (scripts/build-node.mjs) runs every command once on a small script with
 * NIGHTWRITER_CODE_CACHE=write set: the bytecode of everything that ran is written next to the
 * bundle as `<bundle>.cache`. At run time the cache is only read. V8 checks it against the
 * source, its own version and its flags, and a cache it refuses (say, after an upgrade of Node)
 * only costs the compilation it would have saved. NIGHTWRITER_CODE_CACHE=report prints on stderr
 * whether the cache was used.
 *
 * Code run this way cannot import() an ES module (Node 20 allows that only in modules it loads
 * itself), so the build keeps the PDF reader, which imports pdf.js, in a bundle of its own.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { Script } from 'node:vm'

/** What became of a bundle's code cache: used, refused by V8, or not there. */
export type CodeCacheUse = 'used' | 'refused' | 'none'

/** Runs a CommonJS bundle with its code cache; its exports, and what became of the cache. */
export function loadWithCodeCache(file: string): { exports: unknown; cache: CodeCacheUse } {
  const cacheFile = `${file}.cache`
  // The bundles are ASCII (the build escapes every other character), so each byte is a
  // character; a one-byte string is also the quickest to make.
  const source = readFileSync(file, 'latin1')
  let cachedData: Buffer | undefined
  try {
    cachedData = readFileSync(cacheFile)
  } catch {
    // no cache: compile as usual
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  })
  const module = { exports: {} as unknown }
  ;(script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file))
  const cache: CodeCacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'refused' : 'used'
  const mode = process.env.NIGHTWRITER_CODE_CACHE
  if (mode === 'report') process.stderr.write(`code cache ${cache}: ${file}\n`)
  if (mode === 'write') {
    // At exit, the cache holds the bytecode of every function the command ran.
    process.once('exit', () => {
      const tmp = `${cacheFile}.${process.pid}`
      writeFileSync(tmp, script.createCachedData())
      renameSync(tmp, cacheFile)
    })
  }
  return { exports: module.exports, cache }
}
