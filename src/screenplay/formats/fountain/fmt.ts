/**
 * Page and element formatting carried by a Fountain file. Fountain itself has no styles; the
 * `fmt` title-page key, a space-separated list of options (case-insensitive), is the convention
 * some Fountain tools write for it:
 *
 *   multicam   the multi-camera TV layout: dialogue double-spaced at 2.25–6.0 in, the cue ending
 *              at 6.25 in, parentheticals from 2.75 in, transitions ending at 7.25 in
 *   a4         A4 paper (58 lines a page)
 *   bsh / bold-scene-headings, ush / underline-scene-headings, acat / all-caps-action
 *   ssbsh / single-space-before-scene-headings   one blank line before a heading instead of two
 *   dsd / double-spaced-dialogue
 *   dl-X, dr-X the dialogue's left and right indents in inches
 *
 * Other options are kept in the file (the key is written back as read) but change nothing here.
 *
 * Act markers: a centred line that reads `ACT ONE`, `END ACT ONE` / `END OF ACT ONE` or
 * `COLD OPEN` prints as Final Draft's New Act (which starts a page), End of Act and Cold Opening.
 */
import type { ElementStyle, Script, ScriptElement, ScriptFormat } from '../../model'
import { DEFAULT_STYLES } from '../../layout/settings'

export const FMT_KEY = 'fmt'

const INDENT = /^(dl|dr)-(\d{1,2}(?:\.\d{1,3})?)$/

/** The script format an `fmt` value asks for; undefined when it asks for nothing we apply. */
export function formatFromFmt(value: string): ScriptFormat | undefined {
  const styles: Record<string, ElementStyle> = {}
  const style = (name: string) => (styles[name] ??= { ...DEFAULT_STYLES[name] })
  let a4 = false
  for (const raw of value.split(/\s+/)) {
    const opt = raw.toLowerCase()
    if (opt === 'multicam') {
      Object.assign(style('Dialogue'), { spacing: 2, leftIndent: 2.25 })
      style('Character').rightIndent = 6.25
      style('Parenthetical').leftIndent = 2.75
      style('Transition').rightIndent = 7.25
    } else if (opt === 'a4') a4 = true
    else if (opt === 'bsh' || opt === 'bold-scene-headings') style('Scene Heading').bold = true
    else if (opt === 'ush' || opt === 'underline-scene-headings') style('Scene Heading').underline = true
    else if (opt === 'acat' || opt === 'all-caps-action') style('Action').allCaps = true
    else if (opt === 'ssbsh' || opt === 'single-space-before-scene-headings') style('Scene Heading').spaceBefore = 12
    else if (opt === 'dsd' || opt === 'double-spaced-dialogue') style('Dialogue').spacing = 2
    else {
      const m = INDENT.exec(opt)
      const inches = m ? Number(m[2]) : NaN
      // Only indents that leave the dialogue a line to print on the page.
      if (m && inches >= 0.5 && inches <= 8) style('Dialogue')[m[1] === 'dl' ? 'leftIndent' : 'rightIndent'] = inches
    }
  }
  const d = styles.Dialogue
  if (d && d.rightIndent - d.leftIndent < 0.5) delete styles.Dialogue
  const format: ScriptFormat = {}
  if (a4) format.pageSize = 'a4'
  if (Object.keys(styles).length) format.styles = { ...DEFAULT_STYLES, ...styles }
  return format.pageSize || format.styles ? format : undefined
}

const ACT = /^(?:(END(?: OF)? ACT\b)|(ACT\b)|(COLD OPEN(?:ING)?\b))/

/** The Final Draft act style a centred line's text reads as, if any. */
export function actStyleFor(text: string): string | undefined {
  const m = ACT.exec(text.trim().toUpperCase())
  return !m ? undefined : m[1] ? 'End of Act' : m[2] ? 'New Act' : 'Cold Opening'
}

function withActStyles(elements: ScriptElement[]): ScriptElement[] {
  return elements.map((e) => {
    if (e.type !== 'centered') return e
    const styleName = actStyleFor(e.text)
    if (styleName === e.styleName) return e
    const { styleName: _dropped, ...rest } = e
    return styleName ? { ...rest, styleName } : rest
  })
}

/** What a Fountain file's conventions add to the script read from it: its `fmt` format and act markers. */
export function applyFountainConventions(script: Script): Script {
  const fmt = script.titlePage.extra?.find((x) => x.key.trim().toLowerCase() === FMT_KEY)
  const format = fmt ? formatFromFmt(fmt.value) : undefined
  const { format: _ignored, ...rest } = script
  return { ...rest, elements: withActStyles(script.elements), ...(format ? { format } : {}) }
}

/**
 * The script as a Fountain file writes it: its `fmt` key says `a4` exactly when the script is on
 * A4 paper (a page size chosen in the app travels with the file; other options stay as read).
 */
export function withFmtPageSize(script: Script): Script {
  const extra = script.titlePage.extra ?? []
  const i = extra.findIndex((x) => x.key.trim().toLowerCase() === FMT_KEY)
  const tokens = i >= 0 ? extra[i].value.split(/\s+/).filter((t) => t && t.toLowerCase() !== 'a4') : []
  if (script.format?.pageSize === 'a4') tokens.push('a4')
  const value = tokens.join(' ')
  if (i < 0 ? !value : value === extra[i].value) return script
  const next = i < 0 ? [...extra, { key: FMT_KEY, value }] : value ? extra.map((x, k) => (k === i ? { ...x, value } : x)) : extra.filter((_, k) => k !== i)
  const { extra: _old, ...fields } = script.titlePage
  return { ...script, titlePage: next.length ? { ...fields, extra: next } : fields }
}
