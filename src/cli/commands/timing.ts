import type { CommandContext } from '../io'
import { readScript } from '../read-script'

/**
 * `nightwriter timing <file> [--json]`: each scene's length in eighths of a page and its
 * estimated screen time, and the script's total beside its page count.
 */
export async function run({ args, flags, io }: CommandContext): Promise<number> {
  const script = await readScript(args[0])
  const { scriptTiming, durationText } = await import('../../screenplay/timing/index')
  const { eighthsText } = await import('../../screenplay/reports/analysis')
  const t = scriptTiming(script)
  if (flags.has('--json')) {
    const scenes = t.scenes.map((s) => ({ sceneNumber: s.sceneNumber, sceneHeading: s.sceneHeading, eighths: s.eighths, seconds: s.seconds }))
    io.out(JSON.stringify({ scenes, totalSeconds: t.totalSeconds, pages: t.pages }) + '\n')
    return 0
  }
  const numberWidth = Math.max(5, ...t.scenes.map((s) => s.sceneNumber.length))
  const rows = t.scenes.map((s) => `${s.sceneNumber.padStart(numberWidth)}  ${eighthsText(s.eighths).padStart(7)}  ${durationText(s.seconds).padStart(7)}  ${s.sceneHeading}`)
  const head = `${'Scene'.padStart(numberWidth)}  ${'Length'.padStart(7)}  ${'Time'.padStart(7)}  Heading`
  const pages = `${t.pages} page${t.pages === 1 ? '' : 's'}`
  io.out([head, ...rows, '', `Total: ${durationText(t.totalSeconds)} estimated screen time, ${pages}`].join('\n') + '\n')
  return 0
}
