import { describe, expect, it } from 'vitest'
import { codePointLabel, isInsertable, symbolChars } from './symbols'

describe('insert symbol grid', () => {
  const chars = symbolChars()
  it('holds printable Latin and Latin-1, without blanks', () => {
    expect(chars).toContain('!')
    expect(chars).toContain('~')
    expect(chars).toContain('é')
    expect(chars).toContain('ÿ')
    expect(chars).toContain('©')
    expect(chars).not.toContain(' ')
    expect(chars).not.toContain('\u00a0')
    expect(chars).not.toContain('\u00ad')
    expect(chars).not.toContain('\u007f')
    // 94 printable ASCII + 95 of U+00A1..U+00FF minus the soft hyphen.
    expect(chars.length).toBe(94 + 94)
    expect(new Set(chars).size).toBe(chars.length)
  })
  it('labels code points', () => {
    expect(codePointLabel('é')).toBe('U+00E9')
    expect(codePointLabel('!')).toBe('U+0021')
  })
  it('ignores blank symbols', () => {
    expect(isInsertable(' ')).toBe(false)
    expect(isInsertable('\u00a0')).toBe(false)
    expect(isInsertable('\u00ad')).toBe(false)
    expect(isInsertable('')).toBe(false)
    expect(isInsertable(null)).toBe(false)
    expect(isInsertable('é')).toBe(true)
  })
})
