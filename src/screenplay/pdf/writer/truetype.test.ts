import { beforeAll, describe, expect, it } from 'vitest'
import { nodeCourierPrime } from '../../../cli/pdf-fonts'
import type { CourierPrimeFonts } from '../fonts'
import { readTrueType, TrueTypeError } from './truetype'

let fonts: CourierPrimeFonts
beforeAll(async () => {
  fonts = await nodeCourierPrime()
})

describe('readTrueType', () => {
  it('reads the name, metrics and character map of each Courier Prime face', () => {
    const names = [fonts.regular, fonts.bold, fonts.italic, fonts.boldItalic].map((b) => readTrueType(b).postScriptName)
    expect(names).toEqual(['CourierPrime-Regular', 'CourierPrime-Bold', 'CourierPrime-Italic', 'CourierPrime-BoldItalic'])
    const f = readTrueType(fonts.regular)
    expect(f.fixedPitch).toBe(true)
    expect(f.bold).toBe(false)
    expect(readTrueType(fonts.bold).bold).toBe(true)
    expect(f.italicAngle).toBe(0)
    expect(readTrueType(fonts.italic).italicAngle).toBeLessThan(0)
    // Every character is 0.6 em wide: 7.2 pt at 12 pt, ten to the inch.
    for (const ch of 'Aa0 (é)—’') expect(Math.round((f.advanceOf(f.glyphOf(ch.charCodeAt(0))) * 1000) / f.unitsPerEm), ch).toBe(600)
    expect(new Set([...'AZaz09'].map((c) => f.glyphOf(c.charCodeAt(0)))).size).toBe(6)
    expect(f.glyphOf(0x4e2d)).toBe(0) // 中: not in Courier Prime
    expect(f.glyphOf(0x1f600)).toBe(0)
    expect(f.ascent).toBeGreaterThan(0)
    expect(f.descent).toBeLessThan(0)
  })

  it('refuses what is not a TrueType font with a clear reason, never reading past the end', () => {
    expect(() => readTrueType(new Uint8Array(0))).toThrow(new TrueTypeError('the font file is too short'))
    expect(() => readTrueType(new TextEncoder().encode('OTTO and then some CFF data'))).toThrow(/not a TrueType font/)
    expect(() => readTrueType(fonts.regular.slice(0, 200))).toThrow(/cut short/)
  })
})
