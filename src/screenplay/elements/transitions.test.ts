import { describe, it, expect } from 'vitest'
import type { EditorElementType } from '../model'
import { enterEffect, tabEffect, shiftTabEffect, backspaceEffect, statusLabels } from './transitions'

// Element type changes: what Enter and Tab give at the end of a non-empty block.
const TABLE: [EditorElementType, EditorElementType, EditorElementType][] = [
  ['sceneHeading', 'action', 'action'],
  ['action', 'action', 'character'],
  ['character', 'dialogue', 'parenthetical'],
  ['dialogue', 'character', 'parenthetical'],
  ['parenthetical', 'dialogue', 'dialogue'],
  ['transition', 'sceneHeading', 'sceneHeading'],
  ['shot', 'action', 'action'],
  ['note', 'action', 'action'],
]

describe('Enter and Tab at the end of a non-empty block', () => {
  it.each(TABLE)('%s: Enter → %s, Tab → %s', (type, enter, tab) => {
    expect(enterEffect({ type, empty: false, atEnd: true })).toEqual({ kind: 'newBlock', type: enter })
    expect(tabEffect({ type, empty: false, atEnd: true })).toEqual({ kind: 'newBlock', type: tab })
  })
})

describe('special Tab and Enter cases', () => {
  it('Tab in a scene heading not at its end turns it into action ("To Action")', () => {
    expect(tabEffect({ type: 'sceneHeading', empty: false, atEnd: false })).toEqual({ kind: 'convert', type: 'action' })
    expect(statusLabels({ type: 'sceneHeading', empty: false, atEnd: false }).tab).toBe('To Action')
    expect(statusLabels({ type: 'sceneHeading', empty: false, atEnd: true }).tab).toBe('action')
  })
  it('Tab in an empty character makes it action', () => {
    expect(tabEffect({ type: 'character', empty: true, atEnd: true })).toEqual({ kind: 'convert', type: 'action' })
  })
  it('Tab in a character not at its end makes it a parenthetical', () => {
    expect(tabEffect({ type: 'character', empty: false, atEnd: false })).toEqual({ kind: 'convert', type: 'parenthetical' })
  })
  it('Tab in an empty action retypes it to character instead of adding a block', () => {
    expect(tabEffect({ type: 'action', empty: true, atEnd: true })).toEqual({ kind: 'convert', type: 'character' })
  })
  it('Enter on an empty block opens the element-type menu', () => {
    for (const [type] of TABLE) expect(enterEffect({ type, empty: true, atEnd: true })).toEqual({ kind: 'openMenu' })
  })
  it('Enter in the middle of a block is a plain split', () => {
    expect(enterEffect({ type: 'action', empty: false, atEnd: false })).toEqual({ kind: 'default' })
  })
})

describe('Shift-Tab', () => {
  it.each([
    ['sceneHeading', 'action'],
    ['action', 'character'],
    ['character', 'action'],
    ['dialogue', 'parenthetical'],
    ['parenthetical', 'dialogue'],
    ['transition', 'sceneHeading'],
    ['shot', 'action'],
    ['note', 'action'],
  ] as [EditorElementType, EditorElementType][])('%s → %s', (type, to) => {
    expect(shiftTabEffect({ type, empty: false, atEnd: true })).toEqual({ kind: 'convert', type: to })
  })
})

describe('Backspace in an empty block', () => {
  it.each([
    ['parenthetical', 'dialogue'],
    ['dialogue', 'character'],
    ['transition', 'dialogue'],
    ['note', 'action'],
  ] as [EditorElementType, EditorElementType][])('%s → %s', (type, to) => {
    expect(backspaceEffect({ type, empty: true, atEnd: true, atStart: true })).toEqual({ kind: 'convert', type: to })
  })
  it('other empty blocks and non-empty blocks keep the default behaviour', () => {
    expect(backspaceEffect({ type: 'action', empty: true, atEnd: true, atStart: true })).toEqual({ kind: 'default' })
    expect(backspaceEffect({ type: 'dialogue', empty: false, atEnd: false, atStart: true })).toEqual({ kind: 'default' })
  })
})
