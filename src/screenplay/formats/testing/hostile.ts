/**
 * Builders of hostile input shared by the format tests (test support only): entity bombs,
 * absurd nesting and 5 MB files. Each test wraps them in its own format's envelope.
 */

export const FIVE_MB = 5 * 1024 * 1024

/**
 * The entity declarations of a "billion laughs" bomb, for an internal DTD subset: `name` is
 * `value`, and name1 … name9 each hold ten references to the one before, so `&name9;` would
 * expand to 10^9 copies of `value` in a parser that expands entities.
 */
export function entityBomb(name: string, value: string): string {
  const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY ${name}${i + 1} "${`&${name}${i || ''};`.repeat(10)}">`)
  return `<!ENTITY ${name} "${value}">` + levels.join('')
}

/** The tag `open` opened `depth` times around `inner`, then closed as often: nesting no real file has. */
export function nested(open: string, depth: number, inner = ''): string {
  const name = /^<([^\s/>]+)/.exec(open)?.[1]
  if (!name) throw new Error(`nested: not an opening tag: ${open}`)
  return open.repeat(depth) + inner + `</${name}>`.repeat(depth)
}

/** `unit` repeated until the text reaches 5 MB, with the number of copies (what a reader should give back). */
export function fiveMegabytesOf(unit: string): { text: string; count: number } {
  const count = Math.ceil(FIVE_MB / unit.length)
  return { text: unit.repeat(count), count }
}
