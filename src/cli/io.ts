/** Where a command writes: the process's streams, or a capture in tests. */
export interface Io {
  out: (s: string) => void
  err: (s: string) => void
}

let stdoutWatched = false
let wrote = false

export const processIo: Io = {
  out: (s) => {
    wrote = true
    if (!stdoutWatched) {
      stdoutWatched = true
      // A reader that stops early (`nightwriter parse script.fdx | head`) closes the pipe: the
      // command has nothing left to do and ends quietly, as other command-line tools do.
      process.stdout.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EPIPE') throw e
        process.exit(0)
      })
    }
    process.stdout.write(s)
  },
  err: (s) => {
    wrote = true
    process.stderr.write(s)
  },
}

/**
 * Resolves once everything written through processIo has gone out (a pipe may take its writes
 * later), so the process can then end at once.
 */
export function processOutputSent(): Promise<void> {
  if (!wrote) return Promise.resolve()
  return new Promise((res) => process.stdout.write('', () => process.stderr.write('', () => res())))
}

/** What a command receives: its positional arguments (after the command name), its `--flags`, and where to write. */
export interface CommandContext {
  /** The whole command line after `nightwriter`, for commands that read option values themselves. */
  argv: readonly string[]
  args: readonly string[]
  flags: ReadonlySet<string>
  io: Io
}

/** A command module exports `run`, which returns the exit code. */
export interface CommandModule {
  run: (ctx: CommandContext) => Promise<number>
}
