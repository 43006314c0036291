/**
 * Scene index ids: the first four words of the heading, a hash of the whole
 * heading and the position, so two identical headings still get distinct ids.
 */
export function hashText(text: string): string {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return (h >>> 0).toString(36)
}

export function sceneId(heading: string, position: number): string {
  const words = heading
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9./-]/g, '')
  return `${words}-${hashText(heading)}-${position}`
}
