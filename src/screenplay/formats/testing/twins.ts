/**
 * Comparing an imported script with its Fountain twin in the shared fixtures (test support only).
 */

/**
 * The body lines of a Fountain twin as the element texts they should import as: the lines after
 * the title page (which ends at the first two blank lines in a row), trimmed, without forcing marks
 * (`!`, `>`, `<`), blank lines and `===` page breaks.
 */
export function fountainBodyLines(fountain: string): string[] {
  const body = fountain.includes('\n\n\n') ? fountain.slice(fountain.indexOf('\n\n\n')) : fountain
  return body
    .split('\n')
    .map((l) => l.trim().replace(/^[!>]+|<$/g, '').trim())
    .filter((l) => l && l !== '===')
}
