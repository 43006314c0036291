import { describe, it, expect } from 'vitest'
import { defaultFileName, relativeAge, truncateName, validateFileName, withExtension } from './names'

describe('file names', () => {
  it.each([
    ['', 'Please enter a file name'],
    ['   ', 'Please enter a file name'],
    ['.nws', 'Please enter a file name'],
    ['My Script', null],
    ['draft_2 (final)-v3', null],
    ['my/script', 'File name can only contain letters, numbers, spaces, hyphens, underscores, and parentheses'],
    ['café', 'File name can only contain letters, numbers, spaces, hyphens, underscores, and parentheses'],
    ['a.b', 'File name can only contain letters, numbers, spaces, hyphens, underscores, and parentheses'],
  ])('"%s" → %s', (input, message) => {
    expect(validateFileName(input)).toBe(message)
  })
  it('adds .nws once', () => {
    expect(withExtension(' Night ')).toBe('Night.nws')
    expect(withExtension('Night.nws')).toBe('Night.nws')
  })
  it('default names pass the name rule', () => {
    const n = defaultFileName(new Date(2026, 10, 21, 9, 5))
    expect(n).toBe('Untitled Screenplay 2026-11-21 09-05.nws')
    expect(validateFileName(n)).toBeNull()
  })
  it('truncates long names to 37 characters and an ellipsis', () => {
    expect(truncateName('a'.repeat(40))).toBe('a'.repeat(40))
    expect(truncateName('a'.repeat(41))).toBe('a'.repeat(37) + '…')
  })
  it('says how old a file is', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
    expect(relativeAge(ago(20_000), now)).toBe('Just now')
    expect(relativeAge(ago(60_000), now)).toBe('1 minute ago')
    expect(relativeAge(ago(5 * 60_000), now)).toBe('5 minutes ago')
    expect(relativeAge(ago(3 * 3600_000), now)).toBe('3 hours ago')
    expect(relativeAge(ago(30 * 3600_000), now)).toBe('Yesterday')
    expect(relativeAge(ago(6 * 86400_000), now)).toBe('6 days ago')
    expect(relativeAge(ago(8 * 86400_000), now)).toBe('Nov 13, 2026')
    expect(relativeAge('garbage', now)).toBe('Invalid Date')
  })
})
