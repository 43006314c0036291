import { describe, expect, it } from 'vitest'
import { clampMenu, lookupTerm, placeSubmenu, wordAt } from './geometry'

const VP = { width: 1000, height: 800 }
const MENU = { width: 220, height: 400 }

describe('clampMenu: 10 px inside the viewport', () => {
  it.each<[number, number, { left: number; top: number }]>([
    [100, 100, { left: 100, top: 100 }],
    [990, 100, { left: 770, top: 100 }],
    [100, 790, { left: 100, top: 390 }],
    [-50, -50, { left: 10, top: 10 }],
    [999, 799, { left: 770, top: 390 }],
  ])('opened at (%d, %d)', (x, y, pos) => {
    expect(clampMenu(x, y, MENU, VP)).toEqual(pos)
  })
  it('missing coordinates fall back to the margin, never NaN', () => {
    expect(clampMenu(NaN, Number.POSITIVE_INFINITY, MENU, VP)).toEqual({ left: 10, top: 10 })
  })
  it('a menu taller than the viewport starts at the top margin', () => {
    expect(clampMenu(50, 300, { width: 200, height: 2000 }, VP).top).toBe(10)
  })
})

describe('placeSubmenu', () => {
  it('opens right when it fits, left when it does not', () => {
    expect(placeSubmenu({ left: 100, right: 320, top: 50 }, MENU, VP)).toEqual({ left: 320, top: 50 })
    expect(placeSubmenu({ left: 700, right: 920, top: 50 }, MENU, VP)).toEqual({ left: 480, top: 50 })
    expect(placeSubmenu({ left: 100, right: 320, top: 700 }, MENU, VP)).toEqual({ left: 320, top: 390 })
  })
})

describe('wordAt', () => {
  it.each<[string, number, string | null]>([
    ['She walks in.', 5, 'walks'],
    ['She walks in.', 4, 'walks'],
    ['She walks in.', 9, 'walks'],
    ["It's fine", 1, "It's"],
    ['a well-known fact', 5, 'well-known'],
    ['"quoted"', 3, 'quoted'],
    ['café au lait', 2, 'café'],
    ['  ', 1, null],
    ['1999', 2, null],
    ['', 0, null],
    ['end.', 4, null],
  ])('%j at %d → %j', (text, offset, word) => {
    expect(wordAt(text, offset)?.word ?? null).toBe(word)
  })
})

describe('lookupTerm', () => {
  it('accepts a short one-line selection with a letter, rejects the rest', () => {
    expect(lookupTerm('  serendipity ')).toBe('serendipity')
    expect(lookupTerm('deus ex machina')).toBe('deus ex machina')
    expect(lookupTerm('two\nlines')).toBeNull()
    expect(lookupTerm('x'.repeat(101))).toBeNull()
    expect(lookupTerm('1234')).toBeNull()
    expect(lookupTerm('')).toBeNull()
  })
})
