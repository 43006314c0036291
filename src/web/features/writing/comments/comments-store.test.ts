import { beforeEach, describe, expect, it } from 'vitest'
import { getComments, readComments, replaceComments, sortedComments, useComments, type Comment } from './comments-store'

const c = (id: string, createdAt: string, extra: Partial<Comment> = {}): Comment => ({ id, text: `t ${id}`, createdAt, resolved: false, ...extra })

describe('comments store', () => {
  beforeEach(() => replaceComments([]))

  it('text deleted → comment leaves the list; Undo brings it back', () => {
    const s = useComments.getState()
    s.add(c('a', '2026-01-01T00:00:00.000Z'))
    s.add(c('b', '2026-01-02T00:00:00.000Z'))
    useComments.getState().marksChanged([], ['a'])
    expect(getComments().map((x) => x.id)).toEqual(['b'])
    useComments.getState().marksChanged(['a'], [])
    expect(getComments().map((x) => x.id).sort()).toEqual(['a', 'b'])
  })

  it('reconcile keeps only comments anchored in the document', () => {
    replaceComments([c('a', '2026-01-01T00:00:00Z'), c('b', '2026-01-01T00:00:00Z')])
    useComments.getState().reconcile(new Set(['b']))
    expect(getComments().map((x) => x.id)).toEqual(['b'])
  })

  it('edit sets updatedAt and ignores blank text; resolve toggles', () => {
    useComments.getState().add(c('a', '2026-01-01T00:00:00Z'))
    useComments.getState().update('a', '   ')
    expect(getComments()[0].text).toBe('t a')
    expect(getComments()[0].updatedAt).toBeUndefined()
    useComments.getState().update('a', ' new text ')
    expect(getComments()[0].text).toBe('new text')
    expect(getComments()[0].updatedAt).toBeTruthy()
    useComments.getState().toggleResolved('a')
    expect(getComments()[0].resolved).toBe(true)
  })

  it('sorts newest first', () => {
    expect(sortedComments([c('old', '2025-01-01T00:00:00Z'), c('new', '2026-01-01T00:00:00Z')]).map((x) => x.id)).toEqual(['new', 'old'])
  })

  it('reads untrusted comments: bad ids, bad dates, duplicates and huge text', () => {
    const out = readComments([
      c('ok-1', '2026-01-01T00:00:00Z', { author: '  ' }),
      { ...c('ok-1', '2026-01-01T00:00:00Z') },
      c('"]{}body{display:none}', '2026-01-01T00:00:00Z'),
      c('bad-date', 'yesterday'),
      { id: 'no-text', createdAt: '2026-01-01T00:00:00Z' },
      c('huge', '2026-01-01T00:00:00Z', { text: 'x'.repeat(50_000), resolved: 'yes' as unknown as boolean }),
      null,
      42,
    ])
    expect(out.map((x) => x.id)).toEqual(['ok-1', 'huge'])
    expect(out[0].author).toBeUndefined()
    expect(out[1].text.length).toBe(10_000)
    expect(out[1].resolved).toBe(false)
    expect(readComments({ not: 'a list' })).toEqual([])
  })
})
