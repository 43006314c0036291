import { describe, expect, it } from 'vitest'
import { hasFixtures, NO_FIXTURES_REASON, readFixtureText } from '../../../tests/fixtures'
import { parseFountain } from '../formats/fountain'
import { paginate, type Page } from './index'

/** Extracted PDF text collapses runs of spaces; compare the same way. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
const printed = (p: Page) => p.lines.filter((l) => l.kind !== 'blank').map((l) => norm(l.text))

interface Truth {
  body_pages: number
  pages: { body_page: number; first_lines: string[]; last_lines: string[] }[]
}

describe.skipIf(!hasFixtures)(`pagination ground truth (fixtures/pagination) — ${hasFixtures ? 'present' : NO_FIXTURES_REASON}`, () => {
  it('Brick & Steel (jumpcut variant): 4 body pages with the reference render\'s first and last lines', () => {
    const dir = 'pagination/jumpcut-brick-n-steel'
    const script = parseFountain(readFixtureText(dir, 'source.fountain'))
    const truth = JSON.parse(readFixtureText(dir, 'page-breaks.json')) as Truth
    const pages = paginate(script)
    expect(pages.length).toBe(truth.body_pages)
    for (const t of truth.pages) {
      const lines = printed(pages[t.body_page - 1])
      expect(lines.slice(0, t.first_lines.length), `first lines of page ${t.body_page}`).toEqual(t.first_lines.map(norm))
      expect(lines.slice(-t.last_lines.length), `last lines of page ${t.body_page}`).toEqual(t.last_lines.map(norm))
    }
  })

  it('the unmodified fountain.io Brick & Steel also lays out on 4 pages (no published count; our figure)', () => {
    const script = parseFountain(readFixtureText('fountain/samples/brick-and-steel.fountain'))
    expect(paginate(script).length).toBe(4)
  })
})
