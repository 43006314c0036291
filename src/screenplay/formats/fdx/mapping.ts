/**
 * How Final Draft paragraph types and our element kinds correspond. One table, used by both the
 * reader and the writer so the round trip is closed.
 *
 * Reading (FD `Type`, case-insensitive → kind):
 *   Scene Heading → scene-heading; Action → action (centred Action/General → centered);
 *   Character, Parenthetical, Dialogue, Transition, Shot → same name; Lyric, Lyrics, Singing →
 *   lyrics; Outline N → section depth N (FD's non-printing outline elements); Synopsis → synopsis. New Act, End of Act, Cold Opening,
 *   General, Cast List and any other type print as Final Draft prints them: action (centered when
 *   the paragraph or its style is centred) that keeps the type as its `styleName`, so its style
 *   lays it out and a Final Draft export writes the same type back (never dropped).
 * Writing (kind → FD `Type`): the inverse: an element's `styleName` wins; a section of depth N →
 *   Outline N (so a Fountain section stays unprinted in Final Draft too), centered → Action with
 *   Alignment="Center", page-break → StartsNewPage="Yes" on the next paragraph, synopsis → the
 *   scene heading's SceneProperties/Summary (or a Synopsis paragraph when no heading precedes
 *   it), note → a ScriptNote on the paragraph before it.
 */
import type { ElementKind } from '../../model'
import { styleNameOf } from '../../layout/settings'

export interface KindInfo {
  kind: ElementKind
  depth?: number
  /** The Final Draft type, when it is not the kind's own (New Act, General, ...). */
  styleName?: string
}

/** `alignment`: the paragraph's own, else its style's. `canonical`: the type as Final Draft spells it. */
export function fdxTypeToKind(type: string | undefined, alignment: string | undefined, canonical?: string): KindInfo {
  const t = (type ?? 'General').trim().toLowerCase().replace(/\s+/g, ' ')
  const centred = (alignment ?? '').toLowerCase() === 'center'
  switch (t) {
    case 'scene heading':
      return { kind: 'scene-heading' }
    case 'character':
    case 'parenthetical':
    case 'dialogue':
    case 'transition':
    case 'shot':
      return { kind: t }
    case 'lyric':
    case 'lyrics':
    case 'singing':
      return { kind: 'lyrics' }
    case 'synopsis':
      return { kind: 'synopsis' }
  }
  const outline = /^outline (\d{1,2})$/.exec(t)
  if (outline) return { kind: 'section', depth: Math.max(1, Number(outline[1])) }
  const kind = centred ? 'centered' : 'action'
  if (t === 'action') return { kind }
  // New Act, End of Act, General, Cast List and every other type: printed, its type kept.
  return { kind, styleName: canonical ?? (type ?? 'General').trim() }
}

export function kindToFdxType(kind: ElementKind, depth: number | undefined): string {
  if (kind === 'synopsis') return 'Synopsis'
  if (kind === 'section') return `Outline ${Math.max(1, depth ?? 1)}`
  // Every printed kind is written as the type whose style prints it (centered: Action with
  // Alignment="Center"); note and page-break never reach here as types.
  return styleNameOf(kind) ?? 'Action'
}
