import { describe, expect, it } from 'vitest'
import { FAQ, searchFaq } from './faq'

describe('FAQ search', () => {
  it('has the nine categories, each with questions', () => {
    expect(FAQ.map((c) => c.id)).toEqual(['getting-started', 'file-management', 'writing-formatting', 'ai-features', 'collaboration', 'advanced', 'reports-tools', 'privacy-security', 'troubleshooting'])
    for (const c of FAQ) expect(c.items.length).toBeGreaterThan(0)
  })
  it('matches questions and answers in any case, and hides empty categories', () => {
    const r = searchFaq('  IMPORT ')
    expect(r.map((c) => c.id)).toEqual(['file-management'])
    expect(r[0].items.map((i) => i.q)).toEqual(['Which formats can I import and export?'])
    // 'Internet Explorer' is only in an answer.
    expect(searchFaq('internet explorer').flatMap((c) => c.items.map((i) => i.q))).toEqual(['Which browsers are supported?'])
    expect(searchFaq('no such words at all')).toEqual([])
    expect(searchFaq('')).toHaveLength(9)
  })
})
