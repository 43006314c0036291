/** Drag-and-drop ids: acts and beats share one id space on the board, told apart by a prefix. */
export const actDragId = (id: string) => `act:${id}`
export const beatDragId = (id: string) => `beat:${id}`

export function parseDragId(id: string | number | undefined | null): { kind: 'act' | 'beat'; id: string } | null {
  if (typeof id !== 'string') return null
  if (id.startsWith('act:')) return { kind: 'act', id: id.slice(4) }
  if (id.startsWith('beat:')) return { kind: 'beat', id: id.slice(5) }
  return null
}
