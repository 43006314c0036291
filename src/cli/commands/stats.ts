import type { Script } from '../../screenplay/model'
import type { CommandContext } from '../io'
import { readScript } from '../read-script'

/** `nightwriter stats <file> [--json]`: pages, scenes, words and more. */
export async function run({ args, flags, io }: CommandContext): Promise<number> {
  const stats = await scriptStats(await readScript(args[0]))
  if (flags.has('--json')) io.out(JSON.stringify(stats) + '\n')
  else io.out(Object.entries(stats).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n')
  return 0
}

const NOT_SCRIPT_TEXT = new Set(['note', 'section', 'synopsis'])

export async function scriptStats(script: Script): Promise<Record<string, number>> {
  // The one layout engine gives pages; the title page is not counted.
  const { countPages } = await import('../../screenplay/layout/index')
  let words = 0
  const characters = new Set<string>()
  for (const e of script.elements) {
    if (NOT_SCRIPT_TEXT.has(e.type)) continue
    const m = e.text.match(/\S+/g)
    if (m) words += m.length
    if (e.type === 'character') characters.add(e.text.replace(/\s*\(.*$/, '').trim().toUpperCase())
  }
  return {
    pages: countPages(script),
    scenes: script.elements.filter((e) => e.type === 'scene-heading').length,
    words,
    characters: characters.size,
    elements: script.elements.length,
  }
}
