import { describe, it, expect } from 'vitest'
import { nwsFromScript, parseNws, parseNwsBytes, scriptFromNws, writeNws, MAX_NWS_BYTES } from './nws'
import type { Script } from '../screenplay/model'

const script: Script = {
  titlePage: { title: 'T', credit: 'Written by', author: 'A', source: '', draft: 'Draft 2', contact: 'a@b.c' },
  elements: [
    { type: 'scene-heading', text: 'INT. A - DAY' },
    { type: 'action', text: 'Hello', styles: [{ start: 0, end: 5, style: 'bold' }] },
    { type: 'character', text: 'BOB' },
    { type: 'dialogue', text: 'Hi.' },
  ],
}

describe('.nws bundle', () => {
  it('round-trips a script and its planning data', () => {
    const file = nwsFromScript(script, { todos: [{ id: '1', text: 'fix act 2', completed: false }] })
    const back = parseNws(writeNws(file))
    expect(scriptFromNws(back)).toEqual(script)
    expect(back.todos).toEqual([{ id: '1', text: 'fix act 2', completed: false }])
    expect(back.version).toBe('1.0')
  })
  it('keeps fields it does not know', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    json.futureFeature = { x: 1 }
    expect(JSON.parse(writeNws(parseNws(JSON.stringify(json)))).futureFeature).toEqual({ x: 1 })
  })
  it('fills missing planning fields and a missing title page with defaults', () => {
    const json = JSON.parse(writeNws(nwsFromScript(script)))
    delete json.todos
    delete json.titlePage
    const f = parseNws(JSON.stringify(json))
    expect(f.todos).toEqual([])
    expect(f.titlePage.credit).toBe('Written by')
  })
  it.each([
    ['not json', '{oops', 'not valid JSON'],
    ['an array', '[1,2]', 'holds no project'],
    ['no version', '{"content":{}}', 'has no version'],
    ['another version', '{"version":"2.0","content":{}}', 'version "2.0"; this Nightwriter reads version 1.0'],
    ['no content', '{"version":"1.0"}', 'has no script content'],
    ['bad content', '{"version":"1.0","content":{"type":"doc","content":[{"type":"scene","content":[{"type":"evil"}]}]}}', 'unknown block type "evil"'],
  ])('refuses %s with a clear message', (_name, text, message) => {
    expect(() => parseNws(text)).toThrow(message)
  })
  it('refuses a file over the size limit before parsing it', () => {
    const big = new Uint8Array(MAX_NWS_BYTES + 1)
    expect(() => parseNwsBytes(big)).toThrow(/larger than any screenplay project/)
  })
})
