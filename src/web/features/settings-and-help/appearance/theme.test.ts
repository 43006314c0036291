import { describe, expect, it } from 'vitest'
import { resolveTheme, toggledAppearance } from './theme'

describe('appearance', () => {
  it('System follows the operating system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
  })
  it('Light and Dark ignore it', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
  it('the toggle flips what is on screen', () => {
    expect(toggledAppearance('system', true)).toBe('light')
    expect(toggledAppearance('system', false)).toBe('dark')
    expect(toggledAppearance('dark', false)).toBe('light')
    expect(toggledAppearance('light', true)).toBe('dark')
  })
})
