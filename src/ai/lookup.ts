import { MSG } from './messages'
import type { LookupType } from './prompts'

/**
 * Turning a lookup's raw model text into what the Lookup dialog shows.
 * Spell-check results travel as 'SPELLCHECK_RESULT:' + JSON in the one result string, the prefix
 * telling the dialog to show a word list rather than prose.
 */
export const SPELLCHECK_PREFIX = 'SPELLCHECK_RESULT:'

export interface SpellcheckResult {
  isCorrect: boolean
  correction: string
  explanation: string
}

export type LookupOutcome = { ok: true; result: string } | { ok: false; error: string }

/** Models sometimes wrap JSON in a ```json fence even when asked not to. */
function stripFence(raw: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(raw)
  return m ? m[1] : raw
}

const RAW_PREVIEW_CHARS = 200

export function parseLookupResponse(type: LookupType, raw: string): LookupOutcome {
  let data: unknown
  try {
    data = JSON.parse(stripFence(raw))
  } catch {
    return { ok: false, error: MSG.invalidJson(raw.slice(0, RAW_PREVIEW_CHARS)) }
  }
  if (!data || typeof data !== 'object') return { ok: false, error: MSG.invalidFormat }
  const d = data as Record<string, unknown>
  switch (type) {
    case 'definition': {
      if (typeof d.definition !== 'string') return { ok: false, error: MSG.invalidFormat }
      return { ok: true, result: d.definition.trim() }
    }
    case 'synonyms': {
      if (!Array.isArray(d.synonyms)) return { ok: false, error: MSG.invalidFormat }
      const words = d.synonyms.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim())
      return { ok: true, result: words.join(', ') }
    }
    case 'spellcheck': {
      if (typeof d.isCorrect !== 'boolean') return { ok: false, error: MSG.invalidFormat }
      const r: SpellcheckResult = {
        isCorrect: d.isCorrect,
        correction: typeof d.correction === 'string' ? d.correction : '',
        explanation: typeof d.explanation === 'string' ? d.explanation : '',
      }
      return { ok: true, result: SPELLCHECK_PREFIX + JSON.stringify(r) }
    }
  }
}

/** The spell-check payload of a result string, or null when it is not one (or is damaged). */
export function readSpellcheckResult(result: string): SpellcheckResult | null {
  if (!result.startsWith(SPELLCHECK_PREFIX)) return null
  try {
    const d = JSON.parse(result.slice(SPELLCHECK_PREFIX.length)) as Record<string, unknown>
    if (typeof d.isCorrect !== 'boolean') return null
    return {
      isCorrect: d.isCorrect,
      correction: typeof d.correction === 'string' ? d.correction : '',
      explanation: typeof d.explanation === 'string' ? d.explanation : '',
    }
  } catch {
    return null
  }
}

/** The AI action's answer: JSON {"response"} when the model obeyed, else its text as it came. */
export function parseActionResponse(raw: string): string {
  try {
    const d = JSON.parse(stripFence(raw)) as unknown
    if (d && typeof d === 'object' && typeof (d as { response?: unknown }).response === 'string') return (d as { response: string }).response.trim()
    if (typeof d === 'string') return d.trim()
  } catch {
    // Not JSON: the model answered in plain text, which is still an answer.
  }
  return raw.trim()
}
