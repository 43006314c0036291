/**
 * Where the title page's fields go, in the same 12-pt rows as a script page (row 0 at 1 in from the
 * top, row 53 the last). Final Draft's default title page: the title a third of the way down,
 * centred, "Written by" and the author under it, the source ("Story by …") below that; contact
 * details bottom left at the body margin and the draft date bottom right. Other keys an import
 * carried (Notes, Copyright…) are printed as they came, centred under the source: a title page
 * prints what the writer's file holds, nothing more and nothing less.
 */
import type { TitlePage } from '../model'

export interface TitleLine {
  text: string
  row: number
  /** centre: centred on the 1.5–7.5 in text area; left: starts at 1.5 in; right: ends at 7.5 in. */
  align: 'center' | 'left' | 'right'
}

export const TITLE_ROW = 19
export const LAST_ROW = 53

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')

export function hasTitlePage(tp: TitlePage): boolean {
  return [tp.title, tp.credit, tp.author, tp.source, tp.draft, tp.contact, ...(tp.extra ?? []).map((e) => e.value)].some((v) => v && v.trim() !== '')
}

export function titlePageLines(tp: TitlePage): TitleLine[] {
  const out: TitleLine[] = []
  let row = TITLE_ROW
  const block = (text: string, gapBefore: number) => {
    const ls = lines(text)
    if (!ls.length) return
    if (out.length) row += gapBefore
    for (const t of ls) out.push({ text: t, row: row++, align: 'center' })
  }
  block(tp.title, 0)
  block(tp.credit, 3)
  block(tp.author, 1)
  block(tp.source, 3)
  for (const e of tp.extra ?? []) block(e.value, 2)
  const bottom = (text: string, align: 'left' | 'right') => {
    const ls = lines(text)
    ls.forEach((t, i) => out.push({ text: t, row: LAST_ROW - (ls.length - 1) + i, align }))
  }
  bottom(tp.contact, 'left')
  bottom(tp.draft, 'right')
  return out
}
