import { describe, expect, it } from 'vitest'
import { DEFAULT_FONT_SETTINGS, fontCssVariables, parseFontSize, readFontSettings } from './font-settings'

describe('font size input', () => {
  it.each([
    ['8', 8],
    ['24', 24],
    [' 14 ', 14],
  ])('accepts %j', (input, n) => expect(parseFontSize(input)).toBe(n))
  it.each(['7', '25', '12.5', '-12', '', 'abc', '1e1', '0x10', '12px', '999999999999'])('ignores %j', (input) =>
    expect(parseFontSize(input)).toBeNull(),
  )
})

describe('stored font settings', () => {
  it('reads valid settings', () => {
    expect(readFontSettings({ fontFamily: 'ibm-plex-mono', fontSize: 16 })).toEqual({ fontFamily: 'ibm-plex-mono', fontSize: 16 })
  })
  it('falls back field by field on bad data', () => {
    expect(readFontSettings({ fontFamily: 'comic-sans', fontSize: 16 })).toEqual({ fontFamily: 'courier-prime', fontSize: 16 })
    expect(readFontSettings({ fontFamily: 'courier-new', fontSize: 100 })).toEqual({ fontFamily: 'courier-new', fontSize: 12 })
    expect(readFontSettings({ fontFamily: "x'; }", fontSize: '12' })).toEqual(DEFAULT_FONT_SETTINGS)
    expect(readFontSettings(null)).toEqual(DEFAULT_FONT_SETTINGS)
    expect(readFontSettings('junk')).toEqual(DEFAULT_FONT_SETTINGS)
  })
  it('writes CSS variables from the family list only', () => {
    expect(fontCssVariables({ fontFamily: 'courier-new', fontSize: 14 })).toBe("--nw-font-family: 'Courier New', Cousine, Courier, monospace; --nw-font-size: 14pt")
  })
})
