import { describe, expect, it } from 'vitest'
import { MAX_SLASH_ITEMS, SLASH_COMMANDS, filterSlashCommands, opensSlash, slashQuery } from './commands'

describe('slash command list', () => {
  it('shows at most 8 items, grouped by category in a fixed order', () => {
    const all = filterSlashCommands('')
    expect(all).toHaveLength(MAX_SLASH_ITEMS)
    const cats = all.map((c) => c.category)
    expect(cats).toEqual([...cats].sort((a, b) => ['formatting', 'research', 'creative', 'general'].indexOf(a) - ['formatting', 'research', 'creative', 'general'].indexOf(b)))
  })
  it.each<[string, string[]]>([
    ['sc', ['scene']],
    ['def', ['define']],
    ['rhy', ['rhymes']],
    ['ask', ['ask-ai']],
    ['du', ['dual']],
    // The exact command first, even though /dual's description mentions characters.
    ['character', ['character', 'dual']],
    ['xyz', []],
  ])('"%s" → %j', (q, ids) => {
    expect(filterSlashCommands(q).map((c) => c.id)).toEqual(ids)
  })
  it('every API command is offered, with a parameter', () => {
    const api = SLASH_COMMANDS.filter((c) => c.action === 'api').map((c) => c.id).sort()
    expect(api).toEqual(['action', 'ask-ai', 'character', 'define', 'location', 'period', 'rhymes', 'synonym'])
    const optional = SLASH_COMMANDS.filter((c) => c.param && !c.param.required).map((c) => c.id).sort()
    expect(optional).toEqual(['action', 'character', 'location'])
  })
  it('opens at the start of a block or after a space only', () => {
    expect(opensSlash('')).toBe(true)
    expect(opensSlash('She says ')).toBe(true)
    expect(opensSlash('INT')).toBe(false)
    expect(opensSlash('and/or')).toBe(false)
  })
  it('reads the query after the slash; a space or another slash ends it', () => {
    expect(slashQuery('/')).toBe('')
    expect(slashQuery('/def')).toBe('def')
    expect(slashQuery('/ask-ai')).toBe('ask-ai')
    expect(slashQuery('/def ine')).toBeNull()
    expect(slashQuery('//')).toBeNull()
    expect(slashQuery('def')).toBeNull()
    expect(slashQuery('/' + 'x'.repeat(31))).toBeNull()
  })
})
