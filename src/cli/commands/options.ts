/** Splits a command's arguments into positionals, bare flags and flags that take a value. */
export function parseArgs(argv: readonly string[], withValue: readonly string[]): { positional: string[]; flags: Set<string>; values: Map<string, string> } {
  const positional: string[] = []
  const flags = new Set<string>()
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (!a.startsWith('--')) positional.push(a)
    else if (a.includes('=')) values.set(a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1))
    else if (withValue.includes(a)) {
      const v = argv[i + 1]
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`)
      values.set(a, v)
      i++
    } else flags.add(a)
  }
  return { positional, flags, values }
}
