import { describe, expect, it } from 'vitest'
import { always, when } from './command'
import { CommandConflict, command, isEnabled, keyOf, registerCommands, runKey, withKey, withKeys } from './commands'
import { keyName } from './keys'

describe('the command registry', () => {
  it('refuses a command declared twice, by id or by key, naming both', () => {
    registerCommands('test one', [{ id: 'test.alpha', label: 'Alpha', keys: ['Mod-Alt-1'], run: always(() => {}) }])
    expect(() => registerCommands('test two', [{ id: 'test.alpha', label: 'Alpha again', run: always(() => {}) }])).toThrow(CommandConflict)
    expect(() => registerCommands('test two', [{ id: 'test.beta', label: 'Beta', keys: ['Alt-Mod-1'], run: always(() => {}) }])).toThrow(/Ctrl\+Alt\+1 is bound twice \(test.alpha and test.beta\)/)
    expect(() => registerCommands('test three', [{ id: 'test.gamma', label: 'G', run: always(() => {}) }, { id: 'test.gamma', label: 'G', run: always(() => {}) }])).toThrow(/declared twice/)
  })

  it('asks the command itself whether it can run: its dry run does nothing', () => {
    let on = false
    let ran = 0
    registerCommands('test dry', [{ id: 'test.dry', label: 'Dry', keys: ['Mod-Alt-2'], run: when(() => on, () => ran++) }])
    expect(isEnabled(command('test.dry'))).toBe(false)
    expect(runKey('app', 'Mod-Alt-2')).toBe(false)
    on = true
    expect(isEnabled(command('test.dry'))).toBe(true)
    expect(ran).toBe(0)
    expect(runKey('app', 'Mod-Alt-2')).toBe(true)
    expect(ran).toBe(1)
    // A key the editor handles is not the app's to run.
    expect(runKey('editor', 'Mod-Alt-2')).toBe(false)
  })

  it('names keys in help text from the command', () => {
    registerCommands('test help', [{ id: 'test.help', label: 'Help Me', keys: ['Mod-Shift-7', 'Alt-h'], run: always(() => {}) }])
    expect(keyOf('test.help')).toBe('Ctrl+Shift+7')
    expect(withKeys('Press {{key:test.help}} or {{key:test.help:2}}.')).toBe('Press Ctrl+Shift+7 or Alt+H.')
    expect(withKey('Help Me', 'test.help')).toBe('Help Me (Ctrl+Shift+7)')
    expect(() => withKeys('{{key:test.nothing}}')).toThrow(/Unknown command/)
  })
})

describe('keys by their place on the keyboard', () => {
  const ev = (o: Partial<KeyboardEvent>) => ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: '', code: '', ...o })
  it('reads a shifted digit by its key, whatever symbol the layout types', () => {
    // QWERTY types '%', AZERTY types '5' (its digits are shifted), QWERTZ '%'.
    expect(keyName(ev({ ctrlKey: true, shiftKey: true, key: '%', code: 'Digit5' }))).toBe('Mod-Shift-5')
    expect(keyName(ev({ ctrlKey: true, shiftKey: true, key: '5', code: 'Digit5' }))).toBe('Mod-Shift-5')
    // AZERTY without Shift: Ctrl and the key marked 1 & types '&'.
    expect(keyName(ev({ ctrlKey: true, key: '&', code: 'Digit1' }))).toBe('Mod-1')
  })
  it('reads a letter held with Alt by its key (Option+S types ß on a Mac)', () => {
    expect(keyName(ev({ altKey: true, key: 'ß', code: 'KeyS' }))).toBe('Alt-s')
    expect(keyName(ev({ ctrlKey: true, key: 'z', code: 'KeyW' }))).toBe('Mod-z')
  })
})
