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
  if (el.type !== 'parenthetical') return el
  // Spaces around the parentheses are not part of the text ("(V.O.)  " is still wrapped): the
  // writer trims them anyway, and unwrapping must not depend on them.
  const trimmed = el.text.trim()
  if (!WRAPPED.test(trimmed)) return el
  const cut = el.text.length - el.text.trimStart().length + 1
  const inner = trimmed.slice(1, -1)
  const out: ScriptElement = { ...el, text: inner }
  const styles = (el.styles ?? [])
    .map((s) => ({ ...s, start: Math.max(0, s.start - cut), end: Math.min(inner.length, s.end - cut) }))
    .filter((s) => s.end > s.start)
  if (styles.length) out.styles = styles
  else delete out.styles
  return out
}

export const withParens = (s: Script): Script => ({ ...s, elements: s.elements.map(wrapParenthetical) })
export const withoutParens = (s: Script): Script => ({ ...s, elements: s.elements.map(unwrapParenthetical) })
