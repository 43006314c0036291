/**
 * Title pages in Final Draft (and in PDFs) are only positioned paragraphs: there are no field
 * names. These functions map such a page to our TitlePage fields and back, with one documented
 * heuristic so that what we write reads back to the same fields.
 *
 * Reading: paragraphs are grouped into blocks separated by empty paragraphs (a block's lines are
 * joined with '\n').
 *  - Centred blocks, in order: the first is the title; a block that reads like a credit
 *    ("Written by", "Screenplay by", "by", ...) is the credit and the block after it the author;
 *    without a credit line the second centred block is the author; the next centred block is the
 *    source ("Based on ..."); further centred blocks go to `extra` as Notes.
 *  - Other blocks (left/right/justified, usually at the bottom): the last left-aligned block is
 *    the contact; a right-aligned block is the draft (the contact if it holds an e-mail address
 *    or phone number and there is no left block); a block "Key: value" with a short key is that
 *    extra pair; a block starting "Copyright"/"©"/"(c)" is extra Copyright; any remaining
 *    block fills the draft if still empty, else becomes extra Notes.
 */
import { emptyTitlePage, type TitlePage } from '../../model'

export type TitleAlign = 'left' | 'center' | 'right'

/** A title line's alignment from a file's attribute (any letter case); anything else is left. */
export function titleAlign(value: string | undefined): TitleAlign {
  const a = (value ?? '').toLowerCase()
  return a === 'center' ? 'center' : a === 'right' ? 'right' : 'left'
}
export interface TitleParagraph {
  text: string
  align: TitleAlign
}
interface Block {
  text: string
  align: TitleAlign
}

const CREDIT_RE = /^(?:(?:written|screenplay|teleplay|story|script|screen\s+story|adapted|created)(?:\s+(?:and|&)\s+\w+)?\s+)?by:?$/i
const COPYRIGHT_RE = /^(?:copyright\b|©|\(c\))/i
const KEY_VALUE_RE = /^([A-Za-z][A-Za-z ]{0,24}):[ \t]*([\s\S]*)$/

export function isCreditLine(s: string): boolean {
  return CREDIT_RE.test(s.trim())
}

function toBlocks(paras: readonly TitleParagraph[]): Block[] {
  const blocks: Block[] = []
  let cur: Block | undefined
  let afterCredit = false
  for (const p of paras) {
    const text = p.text.replace(/\s+$/g, '').replace(/^\n+/, '')
    if (!text.trim()) {
      cur = undefined
      continue
    }
    // A centred credit line ("Written by") is a block of its own, and so is the name under it,
    // even with no empty line between them (Final Draft often writes them line under line).
    const credit = p.align === 'center' && isCreditLine(text)
    const separate = credit || (afterCredit && p.align === 'center')
    afterCredit = credit
    if (cur && cur.align === p.align && !separate) cur.text += '\n' + text
    else {
      cur = { text, align: p.align }
      blocks.push(cur)
    }
  }
  return blocks
}

export function titlePageFromParagraphs(paras: readonly TitleParagraph[]): TitlePage {
  const tp = emptyTitlePage()
  const extra: { key: string; value: string }[] = []
  const blocks = toBlocks(paras)
  const centred = blocks.filter((b) => b.align === 'center').map((b) => b.text.trim())
  const others = blocks.filter((b) => b.align !== 'center')

  if (centred.length) {
    tp.title = centred[0]
    let i = 1
    const creditAt = centred.findIndex((t, k) => k >= 1 && isCreditLine(t))
    if (creditAt >= 1) {
      // Blocks between the title and the credit are part of a long title.
      for (; i < creditAt; i++) tp.title += '\n' + centred[i]
      tp.credit = centred[creditAt]
      i = creditAt + 1
      if (i < centred.length) tp.author = centred[i++]
    } else if (i < centred.length) tp.author = centred[i++]
    if (i < centred.length) tp.source = centred[i++]
    for (; i < centred.length; i++) extra.push({ key: 'Notes', value: centred[i] })
  }

  let contactIdx = -1
  for (let k = others.length - 1; k >= 0; k--) {
    if (others[k].align === 'left' && !COPYRIGHT_RE.test(others[k].text.trim())) {
      contactIdx = k
      break
    }
  }
  others.forEach((b, k) => {
    const text = b.text.trim()
    if (k === contactIdx) tp.contact = text
    else if (b.align === 'right' && !tp.draft) tp.draft = text
    else {
      const kv = KEY_VALUE_RE.exec(text)
      if (kv) extra.push({ key: kv[1].trim(), value: kv[2] })
      else if (COPYRIGHT_RE.test(text)) extra.push({ key: 'Copyright', value: text })
      else if (!tp.draft) tp.draft = text
      else extra.push({ key: 'Notes', value: text })
    }
  })
  // Some layouts (afterwriting) put the contact at the bottom right: an e-mail address or a
  // phone number there is the contact, not the draft.
  if (!tp.contact && /@|\b\d{3}[ .-]\d{4}\b/.test(tp.draft)) {
    tp.contact = tp.draft
    tp.draft = ''
  }
  if (extra.length) tp.extra = extra
  return tp
}

/**
 * Lays a title page out as paragraphs (empty text = a blank line) in the pattern the reader above
 * maps back: title, credit, author and source centred in the upper half; extras, the draft
 * (right) and the contact (left) at the bottom. `linesPerPage` sizes the vertical spacing.
 */
export function titlePageToParagraphs(tp: TitlePage, linesPerPage = 54): TitleParagraph[] {
  const top: TitleParagraph[] = []
  const centred = [tp.title, tp.credit, tp.author, tp.source]
  centred.forEach((value, k) => {
    if (!value.trim()) return
    if (top.length) top.push(blank('center'), ...(k === 3 ? [blank('center')] : []))
    top.push({ text: value.trim(), align: 'center' })
  })
  const bottom: TitleParagraph[] = []
  for (const { key, value } of tp.extra ?? []) {
    const v = value.trim()
    if (!v && !key) continue
    const text = key === 'Copyright' && COPYRIGHT_RE.test(v) ? v : `${key}: ${v}`
    if (bottom.length) bottom.push(blank('left'))
    bottom.push({ text, align: 'left' })
  }
  if (tp.draft.trim()) {
    if (bottom.length) bottom.push(blank('left'))
    bottom.push({ text: tp.draft.trim(), align: 'right' })
  }
  if (tp.contact.trim()) {
    if (bottom.length) bottom.push(blank('left'))
    bottom.push({ text: tp.contact.trim(), align: 'left' })
  }
  if (!top.length && !bottom.length) return []
  const lines = (ps: TitleParagraph[]) => ps.reduce((n, p) => n + p.text.split('\n').length, 0)
  const before = Math.max(0, Math.floor(linesPerPage / 3) - 1)
  const gap = Math.max(1, linesPerPage - before - lines(top) - lines(bottom) - 1)
  return [
    ...Array.from({ length: before }, () => blank('left')),
    ...top,
    ...Array.from({ length: gap }, () => blank('left')),
    ...bottom,
  ]
}

function blank(align: TitleAlign): TitleParagraph {
  return { text: '', align }
}

/** True when a title page has nothing worth writing. */
export function isTitlePageEmpty(tp: TitlePage): boolean {
  return ![tp.title, tp.credit, tp.author, tp.source, tp.draft, tp.contact].some((v) => v.trim()) && !(tp.extra ?? []).length
}
