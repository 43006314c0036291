/**
 * Wrapped text per element, cached by the element's text (and its geometry) so an edit re-wraps
 * only the blocks whose text changed; a rebuilt but equal block costs one map lookup.
 */
import type { ScriptElement } from '../model'
import { endsSentence, sentenceStarts, wrapText, type Wrapped } from './wrap'

export interface WrapEntry {
  /** The text as printed (capitals applied for cue, heading, transition, shot). */
  text: string
  width: number
  wrapped: Wrapped
  /** Re-wraps of the text from a split offset on (the part carried to the next page). */
  suffixes?: Map<number, Wrapped>
  sentences?: number[]
  /** The text ends a sentence (. ! ? and closers). */
  endsSentence?: boolean
}

export class WrapCache {
  /** Wraps of whole elements actually computed (cache misses): what an edit costs. */
  wrapCalls = 0
  /** Re-wraps of split remainders. */
  suffixWraps = 0
  private size = 0
  /**
   * Keyed by geometry, then by the element's own text string: an unchanged block (same or equal
   * string) is one lookup, and V8 keeps a string's hash, so no key is built or re-hashed.
   */
  private byText = new Map<number, Map<string, WrapEntry>>()

  entry(el: Pick<ScriptElement, 'text'>, width: number, caps: boolean): WrapEntry {
    const key = width * 2 + (caps ? 1 : 0)
    let m = this.byText.get(key)
    if (!m) this.byText.set(key, (m = new Map()))
    const raw = el.text
    let e = m.get(raw)
    if (!e) {
      this.wrapCalls++
      this.size++
      const text = caps ? printCaps(raw) : raw
      e = { text, width, wrapped: wrapText(text, width) }
      m.set(raw, e)
    }
    return e
  }

  suffix(e: WrapEntry, offset: number, width = e.width): Wrapped {
    if (width !== e.width) {
      this.suffixWraps++
      return wrapText(e.text.slice(offset), width, offset)
    }
    e.suffixes ??= new Map()
    let w = e.suffixes.get(offset)
    if (!w) {
      this.suffixWraps++
      w = wrapText(e.text.slice(offset), width, offset)
      e.suffixes.set(offset, w)
    }
    return w
  }

  /** Wraps text the paginator made itself (a CONT'D cue). */
  plain(text: string, width: number): Wrapped {
    const key = -1 - width
    let m = this.byText.get(key)
    if (!m) this.byText.set(key, (m = new Map()))
    let e = m.get(text)
    if (!e) {
      this.suffixWraps++
      this.size++
      e = { text, width, wrapped: wrapText(text, width) }
      m.set(text, e)
    }
    return e.wrapped
  }

  sentences(e: WrapEntry): number[] {
    return (e.sentences ??= sentenceStarts(e.text))
  }

  endsSentence(e: WrapEntry): boolean {
    return (e.endsSentence ??= endsSentence(e.text))
  }

  /** Drops text entries when the map has grown well past the document (old edits' texts). */
  trim(elementCount: number): void {
    if (this.size > elementCount * 3 + 2000) {
      this.byText.clear()
      this.size = 0
    }
  }
}

/** Capitals as Final Draft prints these element types, unless that would change the text's length. */
export function printCaps(text: string): string {
  const up = text.toUpperCase()
  return up.length === text.length ? up : text
}

