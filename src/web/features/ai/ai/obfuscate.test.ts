import { describe, expect, it } from 'vitest'
import { deobfuscateKey, obfuscateKey } from './obfuscate'

describe('API key obfuscation', () => {
  it.each(['AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW', 'x', '', 'ünïcødé-ключ-🔑'])('round-trips %j', (key) => {
    const stored = obfuscateKey(key)
    expect(deobfuscateKey(stored)).toBe(key)
    if (key.length > 3) expect(stored).not.toContain(key)
  })
  it('the stored form does not show the key or its prefix', () => {
    const stored = obfuscateKey('AIzaSySECRET123')
    expect(stored).not.toMatch(/AIzaSy|SECRET/)
  })
  it('takes an unmarked value as written and a damaged one as no key', () => {
    expect(deobfuscateKey('AIzaSyPlain')).toBe('AIzaSyPlain')
    expect(deobfuscateKey('nw1:%%%not base64')).toBe('')
  })
})
