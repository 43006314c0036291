/**
 * A deterministic generator of realistic screenplays of any length, for tests and benchmarks
 * (scene headings, action of varied length, speeches with parentheticals and several sentences,
 * transitions, dual dialogue, notes). Same seed, same script.
 */
import type { Script, ScriptElement } from '../model'

const WORDS = (
  'the a door window rain light night morning street car house kitchen phone gun letter table chair ' +
  'slowly quietly suddenly never always almost only still again walks runs turns looks waits opens ' +
  'closes grabs drops stares smiles laughs whispers shouts across behind under over into from with ' +
  'old young tired angry careful broken empty silent cold bright dark heavy small long quick'
).split(' ')
const NAMES = ['ANNA', 'BEN', 'CLAIRE', 'DETECTIVE MORALES', 'EDDIE', 'FRANK', 'GRACE', 'HOLLY']
const PLACES = ['KITCHEN', 'POLICE STATION', 'DINER', 'ROOFTOP', 'CAR', 'WAREHOUSE', 'APARTMENT', 'STREET']
const TIMES = ['DAY', 'NIGHT', 'MORNING', 'LATER', 'CONTINUOUS']
const PARENS = ['(beat)', '(quietly)', '(into phone)', '(to Anna)', '(laughing despite herself)', '(a long pause, then)']
const TRANSITIONS = ['CUT TO:', 'SMASH CUT TO:', 'DISSOLVE TO:', 'MATCH CUT TO:']

/** Mulberry32: small, fast and good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sentence(r: () => number, min = 4, max = 14): string {
  const n = min + Math.floor(r() * (max - min + 1))
  const w: string[] = []
  for (let i = 0; i < n; i++) w.push(WORDS[Math.floor(r() * WORDS.length)])
  const s = w.join(' ')
  const end = r() < 0.8 ? '.' : r() < 0.5 ? '?' : '!'
  return s[0].toUpperCase() + s.slice(1) + end
}

function sentences(r: () => number, n: number, sep = '  '): string {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(sentence(r))
  return out.join(sep)
}

/** About `pages` pages of screenplay (within a few percent). */
export function generateScript(pages: number, seed = 1): Script {
  const r = rng(seed)
  const els: ScriptElement[] = []
  let lines = 0
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]
  // 54 estimated lines a page lands close to the asked-for page count at 54 printed lines a page.
  while (lines < pages * 54) {
    els.push({ type: 'scene-heading', text: `${r() < 0.6 ? 'INT.' : 'EXT.'} ${pick(PLACES)} - ${pick(TIMES)}` })
    lines += 3
    if (r() < 0.1) els.push({ type: 'note', text: 'Check this scene.' })
    const beats = 3 + Math.floor(r() * 8)
    for (let b = 0; b < beats; b++) {
      const x = r()
      if (x < 0.35) {
        const text = sentences(r, 1 + Math.floor(r() * 5))
        els.push({ type: 'action', text })
        lines += Math.ceil(text.length / 55) + 1
      } else if (x < 0.93) {
        els.push({ type: 'character', text: pick(NAMES) })
        lines += 2
        if (r() < 0.3) {
          els.push({ type: 'parenthetical', text: pick(PARENS) })
          lines += 1
        }
        const text = sentences(r, 1 + Math.floor(r() * 4), ' ')
        els.push({ type: 'dialogue', text, ...(r() < 0.1 ? { styles: [{ start: 0, end: Math.min(5, text.length), style: 'italic' as const }] } : {}) })
        lines += Math.ceil(text.length / 32)
        if (r() < 0.2) {
          els.push({ type: 'parenthetical', text: pick(PARENS) })
          const more = sentences(r, 1 + Math.floor(r() * 2), ' ')
          els.push({ type: 'dialogue', text: more })
          lines += 1 + Math.ceil(more.length / 32)
        }
      } else {
        const a = pick(NAMES)
        const b2 = pick(NAMES)
        els.push({ type: 'character', text: a, dual: 'left' })
        els.push({ type: 'dialogue', text: sentence(r), dual: 'left' })
        els.push({ type: 'character', text: b2, dual: 'right' })
        els.push({ type: 'dialogue', text: sentence(r), dual: 'right' })
        lines += 5
      }
    }
    if (r() < 0.3) {
      els.push({ type: 'transition', text: pick(TRANSITIONS) })
      lines += 2
    }
  }
  return { titlePage: { title: 'GENERATED', credit: 'Written by', author: 'A. Writer', source: '', draft: 'First Draft', contact: 'a@example.com' }, elements: els }
}
