import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { firstInvalidUtf8, notUtf8Notice, readTextBytes } from './decode'
import { fountainFile } from '../fountain'
import { textFile } from '.'
import { parseFdxBytes } from '../fdx/parse'
import { parseCeltx } from '../celtx'
import { parseFadeIn } from '../fadein'
import { zipOf } from '../testing'

const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : new Uint8Array(p)))
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) out.set(c, (at += c.length) - c.length)
  return out
}

describe('text that is not UTF-8', () => {
  it('is read as Windows-1252 and the writer is told so, with the line to look at', () => {
    // "Café" and curly quotes as a Windows editor wrote them: 0xE9, 0x93, 0x94.
    const file = bytes('INT. CAFE - DAY\n\nMARIE\n', [0x93, 0x42, 0x6f, 0x6e, 0x6a, 0x6f, 0x75, 0x72, 0x94, 0x20, 0x43, 0x61, 0x66, 0xe9], '\n')
    const script = fountainFile.read(file)
    expect(readTextBytes(file).text).toBe('INT. CAFE - DAY\n\nMARIE\n\u201cBonjour\u201d Caf\u00e9\n')
    expect(script.elements.map((e) => e.type)).toEqual(['scene-heading', 'character', 'dialogue'])
    expect(script.elements[2].text).toContain('Caf\u00e9')
    expect(script.notices).toEqual([notUtf8Notice(4)])
    expect(script.notices![0]).toBe(
      'This file is not valid UTF-8 text (the first byte that is not is on line 4), so it was read as Windows-1252, the encoding of older Windows programs: check its accented letters and quotation marks.',
    )
    expect(textFile.read(bytes('Caf', [0xe9], '.\n')).notices).toEqual([notUtf8Notice(1)])
  })

  it('says nothing of a file that is UTF-8', () => {
    expect(fountainFile.read(bytes('\uFEFFINT. CAF\u00c9 - DAY\n\n\u201cHi.\u201d\n')).notices).toBeUndefined()
    expect(readTextBytes(bytes('plain')).notices).toEqual([])
  })

  it('finds the first byte that is not UTF-8 exactly where a strict decoder stops', () => {
    const strict = new TextDecoder('utf-8', { fatal: true })
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (b) => {
        const at = firstInvalidUtf8(b)
        // Everything before it decodes, and it is the end exactly when the whole does.
        expect(() => strict.decode(b.subarray(0, at))).not.toThrow()
        let whole = true
        try {
          strict.decode(b)
        } catch {
          whole = false
        }
        expect(at === b.length).toBe(whole)
      }),
      { numRuns: 5000 },
    )
    // Overlong, surrogate, past U+10FFFF, truncated.
    for (const bad of [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) expect(firstInvalidUtf8(bytes('ok', bad))).toBe(2)
  })

  it('is told of in Final Draft, Celtx and Fade In files too, unless an XML file declares its encoding', () => {
    const cafe = [0x43, 0x61, 0x66, 0xe9]
    const fdx = (prolog: string) => bytes(`${prolog}<FinalDraft DocumentType="Script" Version="5"><Content>\n<Paragraph Type="Action"><Text>`, cafe, '</Text></Paragraph></Content></FinalDraft>')
    const undeclared = parseFdxBytes(fdx('<?xml version="1.0"?>\n'))
    expect(undeclared.elements[0].text).toBe('Caf\u00e9')
    expect(undeclared.notices).toEqual([notUtf8Notice(3)])
    const declared = parseFdxBytes(fdx('<?xml version="1.0" encoding="ISO-8859-1"?>\n'))
    expect(declared.elements[0].text).toBe('Caf\u00e9')
    expect(declared.notices).toBeUndefined()
    const celtx = parseCeltx(zipOf({ 'script-1.html': bytes('<html><body><p class="action">', cafe, '</p></body></html>') }))
    expect([celtx.elements[0].text, celtx.notices]).toEqual(['Caf\u00e9', [notUtf8Notice(1)]])
    const fadeIn = parseFadeIn(zipOf({ 'document.xml': bytes('<document type="Open Screenplay Format document" version="40"><paragraphs><para><style basestylename="Action"/><text>', cafe, '</text></para></paragraphs></document>') }))
    expect([fadeIn.elements[0].text, fadeIn.notices]).toEqual(['Caf\u00e9', [notUtf8Notice(1)]])
    expect(parseFdxBytes(new TextEncoder().encode('<FinalDraft><Content><Paragraph Type="Action"><Text>Caf\u00e9</Text></Paragraph></Content></FinalDraft>')).notices).toBeUndefined()
  })
})
