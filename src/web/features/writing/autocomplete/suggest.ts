import type { EditorElementType } from '../../../../screenplay/model'
import { characterName } from '../../../../screenplay/spelling/character-names'
import { MAX_SUGGESTIONS, SCENE_PREFIXES, SHOTS, TIMES_OF_DAY, TRANSITIONS } from './vocabulary'
import { locationOf, PREFIX_RE, type NameCounts } from '../../../editor/script-index'

export { locationOf, type NameCounts }

/**
 * What the autocomplete popup offers for the text of the block the cursor is in: scene prefixes,
 * locations, times of day, characters, transitions or shots. Pure: the editor plugin passes the
 * block text, the cursor offset and the script's names and locations with how often each is used.
 */
export type SuggestionKind = 'prefix' | 'location' | 'time' | 'character' | 'transition' | 'shot'

export interface Suggestions {
  kind: SuggestionKind
  items: string[]
  /** The stretch of block text [from, to) an accepted item replaces. */
  from: number
  to: number
}

/** Text an accepted item puts in the block: a prefix is followed by a space, a location by ' - '. */
export function acceptText(kind: SuggestionKind, item: string): string {
  if (kind === 'prefix') return `${item} `
  if (kind === 'location') return `${item} - `
  return item
}

function fromList(list: readonly string[], typed: string): string[] {
  const t = typed.toUpperCase()
  return list.filter((x) => x.startsWith(t) && x !== t).slice(0, MAX_SUGGESTIONS)
}

/** Names from a count map starting with `typed`, most used first; `self` is the block's own entry. */
function fromCounts(counts: ReadonlyMap<string, number>, typed: string, self: string): string[] {
  const t = typed.toUpperCase()
  const out: [string, number][] = []
  for (const [name, n] of counts) {
    const uses = name === self ? n - 1 : n
    if (uses > 0 && name !== t && name.startsWith(t)) out.push([name, uses])
  }
  out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return out.slice(0, MAX_SUGGESTIONS).map(([n]) => n)
}

function result(kind: SuggestionKind, items: string[], from: number, to: number): Suggestions | null {
  return items.length ? { kind, items, from, to } : null
}

function sceneHeading(before: string, index: NameCounts, full: string): Suggestions | null {
  const m = PREFIX_RE.exec(before)
  if (!m) {
    const typed = before.trimStart()
    if (!typed || /\s/.test(typed)) return null
    return result('prefix', fromList(SCENE_PREFIXES, typed), before.length - typed.length, before.length)
  }
  const restStart = m[0].length
  const rest = before.slice(restStart)
  const dash = rest.lastIndexOf(' - ')
  if (dash !== -1) {
    const timeStart = restStart + dash + 3
    const typed = before.slice(timeStart)
    if (/^\s/.test(typed)) return null
    return result('time', fromList(TIMES_OF_DAY, typed), timeStart, before.length)
  }
  return result('location', fromCounts(index.locations, rest.replace(/\s+/g, ' '), locationOf(full)), restStart, before.length)
}

/**
 * Suggestions for a block of `type` whose text is `text`, with the cursor at `cursor`. Nothing is
 * offered unless the cursor is at the end of the text; a block needs at least one typed character,
 * except after a complete scene prefix or ' - ', where the next part is offered straight away.
 */
export function suggest(type: EditorElementType, text: string, cursor: number, index: NameCounts): Suggestions | null {
  if (cursor !== text.length || text.includes('\n')) return null
  switch (type) {
    case 'sceneHeading':
      return sceneHeading(text, index, text)
    case 'character': {
      const typed = text.trim()
      if (!typed || /[()^]/.test(typed)) return null
      const name = characterName(typed)
      // The name is already in the script (not counting this block): nothing to offer.
      const uses = (index.characters.get(name) ?? 0) - 1
      if (uses > 0) return null
      return result('character', fromCounts(index.characters, name, name), text.length - text.trimStart().length, text.length)
    }
    case 'transition':
    case 'shot': {
      const typed = text.trimStart()
      if (!typed.trim()) return null
      return result(type, fromList(type === 'transition' ? TRANSITIONS : SHOTS, typed), text.length - typed.length, text.length)
    }
    default:
      return null
  }
}
