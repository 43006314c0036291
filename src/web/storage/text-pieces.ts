/**
 * A long text kept as numbered pieces: `before`, the pieces' texts joined by commas, then `after`.
 * The project's saved copy is one, with a piece per scene: a piece keeps its number while its
 * scene is unchanged, so a save can send on only the scenes that changed since the last one.
 */
export interface TextPiece {
  id: number
  text: string
}

export interface TextPieces {
  before: string
  pieces: readonly TextPiece[]
  after: string
}

export function joinPieces(p: TextPieces): string {
  let body = ''
  for (let i = 0; i < p.pieces.length; i++) body += (i ? ',' : '') + p.pieces[i].text
  return p.before + body + p.after
}
