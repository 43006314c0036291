import type { Beat } from '../schemas'

/**
 * Beats and the scenes they are written as. A beat links to a scene by the scene's id, which
 * stays with the scene through edits above it, undo and moves; the rules below only matter when
 * that id matches no scene any more (a file from another program, a scene deleted and rewritten).
 */

/** Words in a location that mean the scene is indoors. */
const INTERIOR_WORDS = ['house', 'room', 'office', 'building']

/** The heading of a scene made from a beat with no location: a placeholder the writer fills. */
export const PLACEHOLDER_HEADING = 'INT. LOCATION - DAY'

/**
 * The scene heading written for a beat when scenes are made from beats: INT. when the place
 * sounds indoors (a house, room, office or building), otherwise EXT., and DAY. The place is the
 * beat's location; a beat without one gets the placeholder (its title is no place: "EXT. MIDPOINT
 * - DAY" would reach the scene list and every report).
 */
export function headingForBeat(beat: Pick<Beat, 'title' | 'location'>): string {
  const place = beat.location.trim().replace(/\s+/g, ' ')
  if (!place) return PLACEHOLDER_HEADING
  const lower = place.toLowerCase()
  const prefix = INTERIOR_WORDS.some((w) => lower.includes(w)) ? 'INT.' : 'EXT.'
  return `${prefix} ${place.toUpperCase()} - DAY`
}

/** A scene as the links see it: its id and its heading's text. */
export interface SceneRef {
  id: string
  heading: string
}

// Words that say nothing about which scene it is.
const NOISE = new Set(['int', 'ext', 'est', 'i/e', 'int./ext', 'day', 'night', 'morning', 'evening', 'later', 'continuous', 'the', 'a', 'an', 'and', 'of', 'to', 'in', 'on', 'at', 'for', 'with'])

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9'/]+/)
      .map((w) => w.replace(/^'+|'+$/g, ''))
      .filter((w) => w.length > 1 && !NOISE.has(w)),
  )
}

const normalHeading = (h: string) => h.trim().replace(/\s+/g, ' ').toUpperCase()

/**
 * Where a beat whose scene id matches no scene should point: the scene whose heading equals the
 * heading a beat of that title and location gets, else the scene sharing the most words with the
 * beat's title (the first such scene on a tie), else nowhere.
 */
export function relinkTarget(beat: Pick<Beat, 'title' | 'location'>, scenes: readonly SceneRef[]): string | undefined {
  // Only a beat's own location names its scene; the placeholder is every such scene's heading.
  const wanted = beat.location.trim() ? normalHeading(headingForBeat(beat)) : null
  const same = wanted ? scenes.find((s) => normalHeading(s.heading) === wanted) : undefined
  if (same) return same.id
  const titleWords = words(beat.title)
  if (titleWords.size === 0) return undefined
  let best: SceneRef | undefined
  let bestCount = 0
  for (const s of scenes) {
    let n = 0
    for (const w of words(s.heading)) if (titleWords.has(w)) n++
    if (n > bestCount) {
      best = s
      bestCount = n
    }
  }
  return best?.id
}

/**
 * The beats with every link pointing at a scene that exists: links to a missing scene are moved
 * to the scene `relinkTarget` finds, or cleared. Beats that need nothing stay the same objects;
 * the same array comes back when nothing changed.
 */
export function relinkBeats(beats: readonly Beat[], scenes: readonly SceneRef[], now: string): Beat[] {
  const ids = new Set(scenes.map((s) => s.id))
  let changed = false
  const out = beats.map((b) => {
    if (!b.sceneId || ids.has(b.sceneId)) return b
    changed = true
    const target = relinkTarget(b, scenes)
    const next: Beat = { ...b, updatedAt: now }
    if (target) next.sceneId = target
    else delete next.sceneId
    return next
  })
  return changed ? out : (beats as Beat[])
}
