import { describe, expect, it } from 'vitest'
import { FRAME_MS, paintedInNextFrame } from './next-frame'

const key = (frameAfter: number, ms: number) => ({ key: 'a', frameAfter, ms })

describe('a keystroke painted in the next frame of a 60 Hz display', () => {
  it('is when the frame begun at the next refresh ends within that refresh', () => {
    expect(paintedInNextFrame(key(6, 6 + 5))).toBe(true)
    expect(paintedInNextFrame(key(6, 6 + 16))).toBe(true)
    // A frame that began a hair past one refresh after keydown, within the clocks' disagreement.
    expect(paintedInNextFrame(key(FRAME_MS + 0.4, FRAME_MS + 0.4 + 5))).toBe(true)
  })

  it('is not when the frame begun at the next refresh runs past the one after', () => {
    expect(paintedInNextFrame(key(6, 6 + 20))).toBe(false)
    expect(paintedInNextFrame(key(0.5, 0.5 + FRAME_MS + 3))).toBe(false)
  })

  it('is not when the key made its frame begin a refresh late', () => {
    // Keydown handled for 18 ms: the refresh 1.5 ms after keydown went by without a frame.
    expect(paintedInNextFrame(key(1.5 + FRAME_MS, 1.5 + FRAME_MS + 4))).toBe(false)
  })

  it('is, for a key arriving 3 ms before a refresh, when its catch-up frame is shown at the refresh after', () => {
    // The catch-up frame carries the refresh 13.7 ms before keydown; its work ends 5 ms after
    // keydown, past the refresh 3 ms after keydown, and is shown at the next one (19.7 ms after
    // keydown): when a frame begun at that refresh would have been shown.
    expect(paintedInNextFrame(key(-13.7, 5))).toBe(true)
    expect(paintedInNextFrame(key(-13.7, 19))).toBe(true)
  })

  it('is, for a catch-up frame that ends before the refresh the key arrived before', () => {
    expect(paintedInNextFrame(key(-13.7, 2))).toBe(true)
  })

  it('is not when the catch-up frame runs past the refresh after', () => {
    // Shown 36 ms after keydown, a whole frame after a fresh frame would have been.
    expect(paintedInNextFrame(key(-13.7, 22))).toBe(false)
    expect(paintedInNextFrame(key(-5, 30))).toBe(false)
  })
})
