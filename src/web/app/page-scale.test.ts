import { describe, expect, it } from 'vitest'
import { fitScale, pageScale, PAGE_WIDTH_PX } from './page-scale'

describe('page scale', () => {
  it('fits the page to the width without exceeding it', () => {
    for (const w of [344, 374, 736, 752, 1000, 1500]) {
      const s = fitScale(w)
      expect(PAGE_WIDTH_PX * s).toBeLessThanOrEqual(w)
      expect(PAGE_WIDTH_PX * s).toBeGreaterThan(w - 3)
    }
  })
  it('keeps Fit Width within 25-200 %', () => {
    expect(fitScale(50)).toBe(0.25)
    expect(fitScale(5000)).toBe(2)
    expect(fitScale(0)).toBe(1)
  })
  it('shrinks 100 % on a window too narrow for the page, never grows it', () => {
    expect(pageScale(100, 374, true)).toBe(fitScale(374))
    expect(pageScale(100, 736, false)).toBe(fitScale(736))
    expect(pageScale(100, 1100, false)).toBe(1)
    expect(pageScale(50, 1100, false)).toBe(0.5)
  })
  it('keeps 150 and 200 % on a wide screen, caps them on a narrow one', () => {
    expect(pageScale(200, 1100, false)).toBe(2)
    expect(pageScale(150, 700, true)).toBe(fitScale(700))
  })
  it('Fit Width follows the window both ways', () => {
    expect(pageScale('fit', 1200, false)).toBeGreaterThan(1.4)
    expect(pageScale('fit', 374, true)).toBeLessThan(0.5)
  })
})
