import { describe, it, expect } from 'vitest'
import { autoConvert, isEffectivelyEmpty, KNOWN_TRANSITIONS } from './auto-convert'

describe('auto-conversion while typing', () => {
  it.each(['INT.', 'EXT.', 'int.', 'Ext.'])('"%s" alone in an action becomes an uppercased scene heading', (t) => {
    expect(autoConvert('action', t)).toEqual({ type: 'sceneHeading', text: t.toUpperCase(), cursor: 4 })
  })
  it('INT. in a character block (after dialogue) also becomes a heading', () => {
    expect(autoConvert('character', 'INT.')?.type).toBe('sceneHeading')
  })
  it('INT. inside dialogue stays dialogue', () => {
    expect(autoConvert('dialogue', 'INT.')).toBeNull()
  })
  it('"! " makes an action and drops the mark', () => {
    expect(autoConvert('character', '! ')).toEqual({ type: 'action', text: '', cursor: 0 })
    expect(autoConvert('action', '! ')).toBeNull()
  })
  it('"> text" makes an uppercased transition', () => {
    expect(autoConvert('action', '> f')).toEqual({ type: 'transition', text: 'F', cursor: 1 })
    expect(autoConvert('action', '> fade out.')).toEqual({ type: 'transition', text: 'FADE OUT.', cursor: 9 })
  })
  it('"> text <" is centred text, not a transition', () => {
    expect(autoConvert('action', '> THE END <')).toBeNull()
  })
  it('"(" in an empty action or dialogue makes a parenthetical', () => {
    expect(autoConvert('action', '(')).toEqual({ type: 'parenthetical', text: '()', cursor: 1 })
    expect(autoConvert('dialogue', '(')).toEqual({ type: 'parenthetical', text: '()', cursor: 1 })
    expect(autoConvert('character', '(')).toBeNull()
    expect(autoConvert('action', 'x(')).toBeNull()
  })
  it.each(['INT.', 'EXT.', 'EST.', 'I/E.', 'INT./EXT.', 'INTERIOR', 'EXTERIOR'])('action exactly "%s" becomes a scene heading', (t) => {
    expect(autoConvert('action', t)?.type).toBe('sceneHeading')
  })
  it('an action that merely starts with a prefix stays action', () => {
    expect(autoConvert('action', 'INTERIORS')).toBeNull()
    expect(autoConvert('action', 'Interior')).toBeNull()
  })
  it.each(KNOWN_TRANSITIONS.flatMap((t) => [t, `${t}:`]))('"%s" becomes a transition', (t) => {
    expect(autoConvert('action', t)).toEqual({ type: 'transition', text: t, cursor: t.length })
    expect(autoConvert('character', t)?.type).toBe('transition')
  })
  it('a lower-case transition name in action stays action', () => {
    expect(autoConvert('action', 'cut to')).toBeNull()
  })
  it('a parenthetical holding only parentheses is empty', () => {
    expect(isEffectivelyEmpty('parenthetical', '()')).toBe(true)
    expect(isEffectivelyEmpty('parenthetical', '(beat)')).toBe(false)
    expect(isEffectivelyEmpty('action', '()')).toBe(false)
  })
})
