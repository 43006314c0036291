// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { dispatchLayeredKey, onLayeredKey } from './key-layers'

describe('Escape through one list', () => {
  it('goes to the topmost layer first and stops at the first that takes it', () => {
    const closed: string[] = []
    const take = (name: string, open: () => boolean) => () => (open() ? (closed.push(name), true) : false)
    let popup = true
    const off = [
      onLayeredKey('Escape', 'menuBar', take('menu bar', () => true)),
      onLayeredKey('Escape', 'panel', take('panel', () => true)),
      onLayeredKey('Escape', 'popup', take('popup', () => popup)),
      onLayeredKey('Escape', 'mode', take('focus mode', () => true)),
    ]
    expect(dispatchLayeredKey('Escape')).toBe(true)
    expect(closed).toEqual(['popup'])
    popup = false
    dispatchLayeredKey('Escape')
    expect(closed).toEqual(['popup', 'panel'])
    off.forEach((f) => f())
    expect(dispatchLayeredKey('Escape')).toBe(false)
  })

  it('among parts of one layer, the last opened goes first; one event is offered once', () => {
    const closed: string[] = []
    const a = onLayeredKey('Escape', 'panel', () => (closed.push('to-do list'), true))
    const b = onLayeredKey('Escape', 'panel', () => (closed.push('plot board'), true))
    const e = new KeyboardEvent('keydown', { key: 'Escape' })
    expect(dispatchLayeredKey('Escape', e)).toBe(true)
    expect(dispatchLayeredKey('Escape', e)).toBe(false)
    expect(closed).toEqual(['plot board'])
    a()
    b()
  })
})
