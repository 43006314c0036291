/** An error whose message is shown to the user as is (one line). */
export class CliError extends Error {}

/** Any error as one line of message: the command line never prints a stack trace. */
export function oneLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e)
  return (msg || 'unexpected error').replace(/\s*\n\s*/g, ' ').trim()
}
