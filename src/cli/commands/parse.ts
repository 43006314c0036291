import type { Script } from '../../screenplay/model'
import type { CommandContext } from '../io'
import { readScript } from '../read-script'

/** `nightwriter parse <file>`: the script as the contract's JSON. */
export async function run({ args, io }: CommandContext): Promise<number> {
  io.out(JSON.stringify(toJson(await readScript(args[0])), null, 2) + '\n')
  return 0
}

/** The JSON of the contract: plain text, optional fields only when set, no styles. */
export function toJson(script: Script): { titlePage: Script['titlePage']; elements: Record<string, unknown>[] } {
  return {
    titlePage: script.titlePage,
    elements: script.elements.map((e) => {
      // The contract's text has no brackets: a parenthetical prints without its parentheses.
      const text = e.type === 'parenthetical' ? e.text.replace(/^\(([\s\S]*)\)$/, '$1') : e.text
      const o: Record<string, unknown> = { type: e.type, text }
      if (e.dual) o.dual = e.dual
      if (e.sceneNumber !== undefined) o.sceneNumber = e.sceneNumber
      if (e.omitted) o.omitted = true
      // The revision set by name, as a writer knows it ("Blue").
      if (e.revision) o.revision = script.production?.revisionSets.find((s) => s.id === e.revision)?.name ?? `Revision ${e.revision}`
      if (e.depth !== undefined) o.depth = e.depth
      return o
    }),
  }
}
