import { characterName } from '../../../../screenplay/spelling/character-names'
import type { NameCounts } from './suggest'

/**
 * The script's names plus the cast planned in Characters: a planned character is offered in cues
 * before it has spoken a line (counted once more than its uses in the script).
 */
export function withPlannedCharacters(index: NameCounts, planned: readonly { name: string }[] | undefined): NameCounts {
  if (!planned?.length) return index
  const characters = new Map(index.characters)
  for (const c of planned) {
    const key = characterName(c.name.trim())
    if (key) characters.set(key, (characters.get(key) ?? 0) + 1)
  }
  return { characters, locations: index.locations }
}
