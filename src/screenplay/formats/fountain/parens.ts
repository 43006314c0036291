import type { Script, ScriptElement } from '../../model'

/**
 * The model keeps a parenthetical's parentheses in its text, as Final Draft and the editor do;
 * Fountain's syntax carries them as markup. The reader and writer work on bare text internally and
 * convert here, at the module's edge.
 */
const WRAPPED = /^\([\s\S]*\)$/

export function wrapParenthetical(el: ScriptElement): ScriptElement {
  if (el.type !== 'parenthetical' || WRAPPED.test(el.text)) return el
  const out: ScriptElement = { ...el, text: `(${el.text})` }
  if (el.styles?.length) out.styles = el.styles.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 }))
  return out
}

export function unwrapParenthetical(el: ScriptElement): ScriptElement {
  if (el.type !== 'parenthetical' || !WRAPPED.test(el.text)) return el
  const inner = el.text.slice(1, -1)
  const out: ScriptElement = { ...el, text: inner }
  const styles = (el.styles ?? [])
    .map((s) => ({ ...s, start: Math.max(0, s.start - 1), end: Math.min(inner.length, s.end - 1) }))
    .filter((s) => s.end > s.start)
  if (styles.length) out.styles = styles
  else delete out.styles
  return out
}

export const withParens = (s: Script): Script => ({ ...s, elements: s.elements.map(wrapParenthetical) })
export const withoutParens = (s: Script): Script => ({ ...s, elements: s.elements.map(unwrapParenthetical) })
