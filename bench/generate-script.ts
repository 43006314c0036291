import type { Script, ScriptElement } from '../src/screenplay/model'

/**
 * A deterministic, realistic feature script of about `pages` pages: scenes of action, dialogue
 * exchanges with parentheticals, and transitions, in the proportions of a typical screenplay.
 */
export function generateScript(pages: number, seed = 42): Script {
  let s = seed
  const rand = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
  const words = 'the a rain window door light slowly quiet city night street car coffee letter phone shadow voice hand table chair stairs corridor breath glass smoke river bridge train station morning silence'.split(' ')
  const names = ['MARY', 'BOB', 'DR. KIM', 'JOE', 'ANNA', 'DETECTIVE RUIZ', 'OLD MAN']
  const places = ['KITCHEN', 'POLICE STATION', 'ROOFTOP', 'DINER', 'CAR', 'HOSPITAL CORRIDOR', 'BEACH']
  const sentence = (n: number) => {
    const w = Array.from({ length: n }, () => pick(words))
    w[0] = w[0][0].toUpperCase() + w[0].slice(1)
    return w.join(' ') + '.'
  }
  const elements: ScriptElement[] = []
  // Grow until the rough line count (the standard export wrap widths, one blank line between
  // elements, 54 lines a page) reaches the target; the layout engine gives the exact count.
  const width: Partial<Record<ScriptElement['type'], number>> = { dialogue: 35, parenthetical: 25, character: 38 }
  const lines = () =>
    elements.reduce((n, e) => n + Math.ceil(Math.max(1, e.text.length) / (width[e.type] ?? 60)) + (e.type === 'dialogue' || e.type === 'parenthetical' ? 0 : 1), 0)
  for (let i = 0; lines() < pages * 54; i++) {
    elements.push({ type: 'scene-heading', text: `${pick(['INT.', 'EXT.'])} ${pick(places)} ${i + 1} - ${pick(['DAY', 'NIGHT', 'LATER'])}` })
    elements.push({ type: 'action', text: `${sentence(12)} ${sentence(9)}` })
    for (let k = 0; k < 8; k++) {
      elements.push({ type: 'character', text: pick(names) })
      if (rand() < 0.3) elements.push({ type: 'parenthetical', text: `(${pick(['quietly', 'beat', 'to Mary', 'smiling'])})` })
      elements.push({ type: 'dialogue', text: `${sentence(8)} ${sentence(6)}` })
      if (k % 2 === 1) elements.push({ type: 'action', text: sentence(14) })
    }
    if (i % 6 === 5) elements.push({ type: 'transition', text: 'CUT TO:' })
  }
  return { titlePage: { title: 'Generated', credit: 'Written by', author: 'Bench', source: '', draft: '', contact: '' }, elements }
}
