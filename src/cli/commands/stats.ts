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

/** The figures the Statistics dialog shows, counted the same way; the title page is not a page. */
export async function scriptStats(script: Script): Promise<Record<string, number>> {
  // Loaded on demand: the layout engine behind the page count is not needed to start the command.
  const { scriptStatistics } = await import('../../screenplay/stats/index')
  const stats = scriptStatistics(script)
  return {
    pages: stats.pages,
    scenes: stats.scenes,
    words: stats.words,
    characters: stats.speakingCharacters,
    elements: script.elements.length,
  }
}
