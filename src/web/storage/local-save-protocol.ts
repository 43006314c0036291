/**
 * What the page and the background writer of the browser's copy say to each other. The writer
 * keeps the scene texts it was sent; each save sends the order of the scenes and the texts it does
 * not have yet, and the writer joins them and writes the copy off the page's thread.
 */
export interface SaveRequest {
  seq: number
  /** The database key and the record without its text, which the writer puts in `textField`. */
  key: string
  record: Record<string, unknown>
  textField: string
  before: string
  after: string
  /** Every piece in order, by number. */
  order: number[]
  /** The texts of the pieces the writer does not have. */
  texts: [number, string][]
  /** Keys to delete once written (what earlier versions kept apart). */
  remove: string[]
}

export type SaveReply = { seq: number; ok: true } | { seq: number; ok: false; missing: true } | { seq: number; ok: false; missing?: false; name: string; message: string }
