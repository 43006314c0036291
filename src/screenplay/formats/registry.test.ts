import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from './limits'
import { describe, it, expect } from 'vitest'
import { registerFormat, formatById, formatForFileName } from './registry'

describe('format registry', () => {
  it('merges a reader and a writer registered separately under one id', () => {
    const read = () => ({ titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: [] })
    const write = () => new Uint8Array([1])
    registerFormat({ id: 'celtx', extensions: ['.zzcel'], write })
    registerFormat({ id: 'celtx', extensions: ['.zzcel', '.zzcel2'], read })
    const f = formatById('celtx')!
    expect(f.read!(new Uint8Array(3))).toEqual(read())
    expect(() => f.read!(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(TOO_LARGE_MESSAGE)
    expect(f.write).toBe(write)
    expect(formatForFileName('A.ZZCEL2')).toBe(f)
  })
})
