import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { docToScript, scriptToDoc } from '../document'
import { paginate } from '../layout'
import type { Script, ScriptElement } from '../model'
import { parseFdx, writeFdx } from './fdx'
import { parseFountain, writeFountain } from './fountain'

/**
 * Lossless text: character cues, scene headings and transitions keep the case the writer typed
 * through every format; the capitals a reader sees are the element's style, applied on screen
 * and in print.
 */
const tp = { title: '', credit: '', author: '', source: '', draft: '', contact: '' }
const letters = fc.string({ unit: fc.constantFrom(...'abcdeXYZMcQ'.split('')), minLength: 1, maxLength: 8 })
const name = fc.tuple(letters, fc.option(fc.constantFrom('(O.S.)', '(v.o.)', '(on phone)'), { nil: undefined })).map(([n, ext]) => (ext ? `${n} ${ext}` : n))
const heading = fc.tuple(fc.constantFrom('INT.', 'int.', 'Ext.', 'EXT.'), letters).map(([p, w]) => `${p} ${w} - day`)
const transition = letters.map((w) => `${w} to:`)

const speechScript = fc.array(
  fc.oneof(
    name.map((n): ScriptElement[] => [{ type: 'character', text: n }, { type: 'dialogue', text: 'Words here.' }]),
    heading.map((h): ScriptElement[] => [{ type: 'scene-heading', text: h }]),
    transition.map((t): ScriptElement[] => [{ type: 'transition', text: t }]),
  ),
  { minLength: 1, maxLength: 8 },
).map((parts): Script => ({ titlePage: { ...tp }, elements: [{ type: 'action', text: 'Start.' }, ...parts.flat()] }))

const texts = (s: Script) => s.elements.map((e) => `${e.type}:${e.text}`)

describe('case survives every round trip', () => {
  it('Fountain: cues, headings and transitions come back as typed ("@", "." and ">" where needed)', () => {
    fc.assert(
      fc.property(speechScript, (s) => {
        expect(texts(parseFountain(writeFountain(s)))).toEqual(texts(s))
      }),
    )
  })

  it('Final Draft and the editor document: exactly as typed', () => {
    fc.assert(
      fc.property(speechScript, (s) => {
        expect(texts(parseFdx(writeFdx(s)))).toEqual(texts(s))
        expect(texts(docToScript(scriptToDoc(s)))).toEqual(texts(s))
      }),
    )
  })

  it('writes "@" only where a cue would not read as one', () => {
    const out = writeFountain({ titlePage: tp, elements: [{ type: 'character', text: 'McCLANE' }, { type: 'dialogue', text: 'Hi.' }, { type: 'character', text: 'HANS (O.S.)' }, { type: 'dialogue', text: 'Hello.' }] })
    expect(out).toBe('@McCLANE\nHi.\n\nHANS (O.S.)\nHello.\n')
  })

  it('prints capitals by style: the page shows MCCLANE while the text stays McCLANE', () => {
    const s: Script = { titlePage: tp, elements: [{ type: 'scene-heading', text: 'int. tower - night' }, { type: 'character', text: 'McCLANE' }, { type: 'dialogue', text: 'Yippee.' }, { type: 'transition', text: 'cut to:' }] }
    const printed = paginate(s)[0].lines.filter((l) => l.kind !== 'blank').map((l) => l.text)
    expect(printed).toEqual(['INT. TOWER - NIGHT', 'MCCLANE', 'Yippee.', 'CUT TO:'])
    expect(s.elements[1].text).toBe('McCLANE')
  })
})
