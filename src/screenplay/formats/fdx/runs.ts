/**
 * Text runs for run-based writers (FDX, OSF, Celtx HTML). Same as the model's toRuns, except
 * that a run boundary inside a surrogate pair (a style span that splits an emoji) is moved past
 * the pair: written separately, each half is an invalid character and would be lost.
 */
import type { ScriptElement, TextRun } from '../../model'
import { toRuns } from '../../model'

/**
 * A run's text as the parts it was read in, joined, with every way of breaking a line inside a
 * paragraph (CR, CRLF, U+2028 and U+2029, which some Final Draft files hold) read as a line feed.
 */
export function runText(parts: readonly string[]): string {
  const text = parts.length === 1 ? parts[0] : parts.join('')
  return text.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029]/g, '\n')
}

export function safeRuns(el: Pick<ScriptElement, 'text' | 'styles'>): TextRun[] {
  const runs = toRuns(el).map((r) => ({ ...r }))
  for (let i = 0; i < runs.length - 1; i++) {
    const t = runs[i].text
    const last = t.charCodeAt(t.length - 1)
    if (last >= 0xd800 && last <= 0xdbff) {
      runs[i].text = t.slice(0, -1)
      runs[i + 1].text = t.slice(-1) + runs[i + 1].text
    }
  }
  return runs.filter((r) => r.text)
}
