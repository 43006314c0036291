import { beforeEach, describe, expect, it } from 'vitest'
import { usePopups } from '../../../editor/popup-store'
import { useAutocomplete } from './autocomplete-store'

const s = { kind: 'character' as const, items: ['MARY', 'MARTIN'], from: 5, to: 7 }

describe('autocomplete popup slot', () => {
  beforeEach(() => {
    useAutocomplete.getState().hide()
    usePopups.setState({ active: null })
  })
  it('does not open while the slash menu is showing', () => {
    usePopups.getState().claim('slash')
    useAutocomplete.getState().show(s)
    expect(useAutocomplete.getState().current).toBeNull()
    expect(usePopups.getState().active).toBe('slash')
  })
  it('claims the slot, and closes when another popup takes it', () => {
    useAutocomplete.getState().show(s)
    expect(usePopups.getState().active).toBe('autocomplete')
    usePopups.getState().claim('spell')
    expect(useAutocomplete.getState().current).toBeNull()
  })
  it('moves the highlight round the list and keeps it while the list is unchanged', () => {
    useAutocomplete.getState().show(s)
    useAutocomplete.getState().move(1)
    expect(useAutocomplete.getState().index).toBe(1)
    useAutocomplete.getState().move(1)
    expect(useAutocomplete.getState().index).toBe(0)
    useAutocomplete.getState().move(-1)
    useAutocomplete.getState().show({ ...s })
    expect(useAutocomplete.getState().index).toBe(1)
    useAutocomplete.getState().show({ ...s, items: ['MARY'] })
    expect(useAutocomplete.getState().index).toBe(0)
    useAutocomplete.getState().hide()
    expect(usePopups.getState().active).toBeNull()
  })
})
