import { describe, it, expect } from 'vitest'
import { DEFAULT_WATERMARK, validateWatermark } from './watermark'

describe('watermark options', () => {
  it('defaults to CONFIDENTIAL, no password, every restriction on', () => {
    expect(DEFAULT_WATERMARK).toMatchObject({ watermarkText: 'CONFIDENTIAL', enablePassword: false, enableSecurity: true, blockPrinting: true, blockCopying: true, blockModifying: true })
  })
  it('needs a non-blank password only when protection is on', () => {
    expect(validateWatermark({ ...DEFAULT_WATERMARK, enablePassword: true, password: '   ' })).toBe('Please enter a password')
    expect(validateWatermark({ ...DEFAULT_WATERMARK, enablePassword: true, password: 'x' })).toBeNull()
    expect(validateWatermark({ ...DEFAULT_WATERMARK, enablePassword: false, password: '' })).toBeNull()
  })
})
