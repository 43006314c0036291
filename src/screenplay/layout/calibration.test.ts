import { describe, expect, it } from 'vitest'
import { hasFixtures, NO_FIXTURES_REASON, readFixtureText } from '../../../tests/fixtures'
import { parseFdx } from '../formats/fdx'
import { parseFountain } from '../formats/fountain'
import type { Script } from '../model'
import { layoutScript } from './index'
import { layoutPageStarts, pageStartShare, readingPageStarts, type PageBreakReading } from './page-starts'

/**
 * Final Draft 11's own renders of two scripts (fixtures/pagination/jumpcut-*): every page start
 * of ours against Final Draft's. The shares asserted are the ones reached; a drop fails.
 */
const SETS = [
  // Default screenplay styles: the Fountain and the Final Draft copy paginate alike.
  { dir: 'pagination/jumpcut-vikings', pages: 113, fountain: 1, fdx: 1 },
  // Non-default styles (double-spaced dialogue, other indents and spacing, act markers): the .fdx
  // carries them as element styles, the Fountain copy as its `fmt` title-page key.
  { dir: 'pagination/jumpcut-mostly-genius', pages: 52, fountain: 1, fdx: 1 },
]

function share(script: Script, reference: string[]) {
  const ours = layoutPageStarts(layoutScript(script), script.elements)
  return { pages: ours.length, ...pageStartShare(ours, reference) }
}

describe.skipIf(!hasFixtures)(`page starts against Final Draft's renders — ${hasFixtures ? 'present' : NO_FIXTURES_REASON}`, () => {
  for (const set of SETS) {
    it(`${set.dir}: page starts where Final Draft starts them`, () => {
      const reference = readingPageStarts(JSON.parse(readFixtureText(set.dir, 'page-breaks.json')) as PageBreakReading)
      expect(reference).toHaveLength(set.pages)
      const fdx = share(parseFdx(readFixtureText(set.dir, 'source.fdx')), reference)
      const fountain = share(parseFountain(readFixtureText(set.dir, 'source.fountain')), reference)
      console.info(
        `${set.dir}: .fdx ${fdx.matched}/${fdx.total} page starts (${(100 * fdx.share).toFixed(1)}%), ${fdx.pages} pages; ` +
          `.fountain ${fountain.matched}/${fountain.total} (${(100 * fountain.share).toFixed(1)}%), ${fountain.pages} pages; Final Draft ${set.pages} pages`,
      )
      expect(fdx.share).toBeGreaterThanOrEqual(set.fdx)
      expect(fdx.pages).toBe(set.pages)
      expect(fountain.share).toBeGreaterThanOrEqual(set.fountain)
      expect(fountain.pages).toBe(fdx.pages)
    })
  }
})
