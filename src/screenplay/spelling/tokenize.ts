/**
 * Words for the spell checker: runs of letters with an optional apostrophe part
 * ("don't", "CONT'D", "Mary's"). Digits glue to a word so that "3rd" or "B52" is one token the
 * ignore rules can drop, instead of a stray "rd" being flagged.
 */
export interface WordToken {
  word: string
  /** Offset in UTF-16 units of the text. */
  offset: number
  length: number
}

// Letters and marks (for accents typed as combining characters), digits, and an apostrophe
// (straight or curly) between letters, at most once.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}\p{M}\p{N}]+)?/gu

export function tokenize(text: string): WordToken[] {
  const out: WordToken[] = []
  for (const m of text.matchAll(WORD)) out.push({ word: m[0], offset: m.index, length: m[0].length })
  return out
}

/** The dictionary's spelling of a word: curly apostrophes made straight. */
export function normalizeWord(word: string): string {
  return word.replace(/\u2019/g, "'")
}
