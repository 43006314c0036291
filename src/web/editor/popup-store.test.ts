import { describe, it, expect, beforeEach } from 'vitest'
import { usePopups } from './popup-store'

describe('one popup at a time', () => {
  beforeEach(() => usePopups.setState({ active: null }))
  it('slash suppresses the others; others give way to slash', () => {
    const p = usePopups.getState()
    expect(p.claim('autocomplete')).toBe(true)
    expect(usePopups.getState().claim('slash')).toBe(true)
    expect(usePopups.getState().claim('autocomplete')).toBe(false)
    usePopups.getState().release('slash')
    expect(usePopups.getState().claim('spell')).toBe(true)
    expect(usePopups.getState().active).toBe('spell')
  })
})
