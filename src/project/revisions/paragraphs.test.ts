import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { paragraphsOf } from './paragraphs'

/**
 * What the HTML of older revisions meant, written as the plain regular expressions it was first
 * read with: correct, but quadratic on a paragraph that is never closed. The reader must agree with
 * it on every input.
 */
function byRegex(source: string): { text: string }[] {
  const out: { text: string }[] = []
  const re = /<p(\s[^>]*)?>([\s\S]*?)<\/p>/gi
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const inner = m[2].replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')
    out.push({ text: inner.replace(/&amp;/g, '&') })
  }
  return out
}

const PIECES = ['<p>', '</p>', '<P class="dialogue">', '<p data-type="character">', '<br>', '<br/>', '<b>', '<', '>', 'a', 'Tom', '&amp;', ' ', '\n', '<pre>', '</P>']

describe('paragraphs of an HTML revision', () => {
  it('reads every paragraph the regular expressions would, broken markup included', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const html = '<p>' + pieces.join('')
        expect(paragraphsOf(html).map((p) => ({ text: p.text }))).toEqual(byRegex(html))
      }),
      { numRuns: 2000 },
    )
  })

  // Each of these is millions of characters: read quadratically they take hours (a million
  // paragraph starts, each searched to the end); read in one pass, a fraction of a second.
  it('reads a revision whose paragraphs are never closed in one pass', () => {
    expect(paragraphsOf('<p>x'.repeat(1_000_000))).toEqual([])
    expect(paragraphsOf('<p class="x'.repeat(500_000))).toEqual([])
    const closedLate = '<p>x'.repeat(1_000_000) + '</p>'
    expect(paragraphsOf(closedLate)).toHaveLength(1)
  })

  it('reads a paragraph full of unclosed tags in one pass', () => {
    const [p] = paragraphsOf('<p>' + '<a'.repeat(1_000_000) + '</p><p>Next.</p>')
    expect(p.text).toHaveLength(2_000_000)
    expect(paragraphsOf('<p>' + '&amp'.repeat(500_000) + '</p>')[0].text).toHaveLength(2_000_000)
  })
})
