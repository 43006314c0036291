import { describe, expect, it } from 'vitest'
import { checkScriptSize, MAX_IMPORT_CHARS, MAX_IMPORT_ELEMENTS } from './limits'
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
})
