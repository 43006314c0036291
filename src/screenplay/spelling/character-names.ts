/**
 * The name a character cue refers to: "MARY (V.O.)", "mary (cont'd)" and "MARY ^" (dual
 * dialogue) all name MARY. Used to ignore names in spell checking and to offer them in
 * autocomplete.
 */
export function characterName(cue: string): string {
  return cue
    .replace(/\([^)]*\)?/g, ' ') // extensions, even one left unclosed while typing
    .replace(/\^\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
}

/** The words of a name ("DR. KIM" → DR, KIM), upper case, for the spell checker's ignore set. */
export function nameWords(name: string): string[] {
  return (name.toUpperCase().match(/[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}\p{M}\p{N}]+)?/gu) ?? []).map((w) => w.replace(/\u2019/g, "'"))
}
