/**
 * Test and benchmark support for PDF import: a deterministic, realistic script and the share of
 * its elements an import recovered (right type and text, in order).
 */
import type { Script, ScriptElement } from '../../../model'
import { emptyTitlePage } from '../../../model'

/** A deterministic, realistic script of about `scenes` scenes (no randomness between runs). */
export function makeScript(scenes: number): Script {
  let seed = 42
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return Math.floor(seed / 65536) % n // the low bits of this generator are not random
  }
  const words = 'the a man woman door light rain window slowly looks turns away back into quiet room city night car phone rings stops waits beside under over letter old new cold hand face'.split(' ')
  const sentence = () => {
    const w = Array.from({ length: 4 + rnd(10) }, () => words[rnd(words.length)])
    return w[0][0].toUpperCase() + w.join(' ').slice(1) + '.'
  }
  const sentences = (n: number) => Array.from({ length: n }, sentence).join(' ')
  const names = ['MARA', 'JONAS', 'DR. OKAFOR', 'LITTLE BO', 'THE VOICE']
  const places = ['RADIO SHACK', 'FIELD', 'KITCHEN', 'HIGHWAY', 'ROOFTOP']
  const elements: ScriptElement[] = []
  for (let s = 0; s < scenes; s++) {
    elements.push({ type: 'scene-heading', text: `${rnd(2) ? 'INT.' : 'EXT.'} ${places[rnd(places.length)]} - ${rnd(2) ? 'DAY' : 'NIGHT'}` })
    elements.push({ type: 'action', text: sentences(1 + rnd(4)) })
    for (let b = 0; b < 2 + rnd(4); b++) {
      elements.push({ type: 'character', text: names[rnd(names.length)] })
      if (rnd(4) === 0) elements.push({ type: 'parenthetical', text: `(${words[rnd(words.length)]} ${words[rnd(words.length)]})` })
      elements.push({ type: 'dialogue', text: sentences(1 + rnd(4)) })
      if (rnd(3) === 0) elements.push({ type: 'action', text: sentences(1 + rnd(3)) })
    }
    if (rnd(5) === 0) elements.push({ type: 'transition', text: rnd(2) ? 'CUT TO:' : 'DISSOLVE TO:' })
  }
  elements.push({ type: 'centered', text: 'THE END' })
  return { titlePage: { ...emptyTitlePage(), title: 'THE SIGNAL', credit: 'Written by', author: 'Ann Lee', contact: 'ann@example.com' }, elements }
}

/** Elements recovered with the right type and text, matched in order (longest common subsequence). */
export function recoveredShare(expected: ScriptElement[], got: ScriptElement[]): number {
  const key = (e: ScriptElement) => `${e.type}\u0000${e.text}`
  const a = expected.map(key)
  const b = got.map(key)
  let prev = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0)
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1])
    prev = row
  }
  return prev[b.length] / a.length
}

