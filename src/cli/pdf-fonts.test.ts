/**
 * The faces the build keeps deflated (dist-node/fonts/) are where the command line looks for them,
 * and each inflates to the very face it stands for.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../tests/fixtures'
import { COURIER_PRIME_FILES } from '../screenplay/pdf/fonts'
import { deflatedFontPath, nodeCourierPrime } from './pdf-fonts'

const require = createRequire(import.meta.url)

describe('Courier Prime for the command line', () => {
  it('every face is deflated at build, under the name the loader reads', () => {
    const pkg = dirname(require.resolve('@expo-google-fonts/courier-prime/package.json'))
    for (const rel of Object.values(COURIER_PRIME_FILES)) {
      const face = readFileSync(join(pkg, rel))
      const deflated = readFileSync(deflatedFontPath(join(REPO_ROOT, 'dist-node', 'fonts'), rel, face.length))
      expect(deflated.length).toBeLessThan(face.length * 0.6)
      expect(Buffer.compare(inflateSync(deflated), face)).toBe(0)
    }
  })

  it('reads each face once, as the same bytes every time', async () => {
    const fonts = await nodeCourierPrime()
    expect(fonts.bold).toBe(fonts.bold)
    expect(fonts.regular).not.toBe(fonts.bold)
    expect([...fonts.regular.subarray(0, 4)]).toEqual([0, 1, 0, 0]) // a TrueType file
  })
})
