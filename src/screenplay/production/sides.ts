/**
 * Character sides: only the scenes a character is in, in script order, each with its own scene
 * number, for an actor's day on set. A character is in a scene when a cue names them (a cue's
 * extension such as "(V.O.)" or "(CONT'D)" does not count) or the scene's action names them.
 */
import type { Script, ScriptElement } from '../model'

/** A cue's name without its extensions: "ANNA (V.O.) (CONT'D)" → "ANNA". */
export function cueName(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '').replace(/\^$/, '').trim().toUpperCase()
}

/** Every character who speaks, in the order they first do. */
export function speakingCharacters(elements: readonly ScriptElement[]): string[] {
  const seen = new Set<string>()
  for (const e of elements) if (e.type === 'character') seen.add(cueName(e.text))
  seen.delete('')
  return [...seen]
}

/**
 * The script cut to `character`'s scenes (locked pages dropped: sides are paginated afresh). Throws
 * an Error with a writer's message when the character speaks in no scene.
 */
export function characterSides(script: Script, character: string): Script {
  const name = cueName(character)
  const els = script.elements
  const kept: ScriptElement[] = []
  const nameRe = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)
  let i = 0
  while (i < els.length) {
    let end = i + 1
    if (els[i].type === 'scene-heading') while (end < els.length && els[end].type !== 'scene-heading') end++
    else while (end < els.length && els[end].type !== 'scene-heading') end++
    const scene = els.slice(i, end)
    const isScene = els[i].type === 'scene-heading'
    const inIt = scene.some((e) => (e.type === 'character' && cueName(e.text) === name) || (e.type === 'action' && nameRe.test(e.text.toUpperCase())))
    if (isScene && inIt) for (const e of scene) kept.push(unlocked(e))
    i = end
  }
  if (!kept.length) throw new Error(`${character.trim() || 'That character'} is in no scene of this script.`)
  const out: Script = { ...script, elements: kept }
  delete out.notices
  return out
}

function unlocked(e: ScriptElement): ScriptElement {
  if (!e.lockedPages) return e
  const { lockedPages: _dropped, ...rest } = e
  return rest
}
