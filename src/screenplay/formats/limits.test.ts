import { describe, expect, it } from 'vitest'
import { checkScriptSize, checkTextParagraphs, MAX_IMPORT_CHARS, MAX_IMPORT_ELEMENTS } from './limits'
import { emptyTitlePage, type ScriptElement } from '../model'

const script = (elements: ScriptElement[]) => ({ titlePage: emptyTitlePage(), elements })

describe('what an import may bring into the editor', () => {
  it('takes a script up to the paragraph limit and refuses one past it with the count', () => {
    const at = Array.from({ length: MAX_IMPORT_ELEMENTS }, (): ScriptElement => ({ type: 'action', text: 'A.' }))
    expect(() => checkScriptSize(script(at))).not.toThrow()
    expect(() => checkScriptSize(script([...at, { type: 'action', text: 'One more.' }]))).toThrow(
      'This file holds 25,001 paragraphs, more than the 25,000 of any screenplay (about 1,100 pages); it was not imported.',
    )
  })

  it('refuses a script of more text than any screenplay, one line or many', () => {
    expect(() => checkScriptSize(script([{ type: 'action', text: 'x'.repeat(MAX_IMPORT_CHARS) }]))).not.toThrow()
    expect(() => checkScriptSize(script([{ type: 'action', text: 'word '.repeat(2_000_000) }]))).toThrow(
      'This file holds 10,000,000 characters of script, more than the 2,000,000 of any screenplay (about 1,700 pages); it was not imported.',
    )
  })

  it('refuses a text script with far too many blocks of lines before reading it, counting them as a floor', () => {
    const enc = (t: string) => new TextEncoder().encode(t)
    const blocks = (k: number) => 'INT. ROOM - DAY\n\nBOB\nHello.\n  \n'.repeat(k / 2)
    // 2 blocks a repeat, the blank line with spaces between them counting as blank.
    expect(() => checkTextParagraphs(enc(blocks(2 * MAX_IMPORT_ELEMENTS)))).not.toThrow()
    expect(() => checkTextParagraphs(enc(blocks(2 * MAX_IMPORT_ELEMENTS + 2)))).toThrow(
      'This file holds at least 50,002 paragraphs, more than the 25,000 of any screenplay (about 1,100 pages); it was not imported.',
    )
    // Lines without blank lines between them are one block, however many.
    expect(() => checkTextParagraphs(enc('a\r\n'.repeat(200_000)))).not.toThrow()
  })
})
