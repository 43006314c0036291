import type { Script } from '../model'
import { revisionsUsed } from './revision-marks'
import { speakingCharacters } from './sides'

/**
 * What a script offers to print besides the whole of it: the revision sets that mark something
 * (for revised pages only, in the list's order) and the characters who speak (for sides).
 */
export function printChoices(script: Script): { revisedSets: { id: number; name: string }[]; characters: string[] } {
  const used = revisionsUsed(script.elements)
  const revisedSets = (script.production?.revisionSets ?? []).filter((s) => used.has(s.id)).map((s) => ({ id: s.id, name: s.name }))
  return { revisedSets, characters: speakingCharacters(script.elements) }
}
