import { describe, expect, it } from 'vitest'
import { showsDraft } from './script-view'

describe('which view the script shows', () => {
  it('a phone shows the draft and a wide screen the page unless the writer chose otherwise', () => {
    expect(showsDraft('auto', true)).toBe(true)
    expect(showsDraft('auto', false)).toBe(false)
    expect(showsDraft('page', true)).toBe(false)
    expect(showsDraft('draft', false)).toBe(true)
  })
})
