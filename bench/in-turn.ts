/**
 * A shared machine's speed drifts over minutes, and a p95 moves with it by as much as a budget's
 * margin. A benchmark that compares settings (1 page against 300, alone against shared) so runs
 * each setting once a round, for several rounds, with the order turned one place each round: no
 * setting is always first or last, and each takes its share of whatever the drift gives.
 */

/** The order settings run in, round by round: each round's order is the last one turned one place. */
export function turnOrder<S>(settings: readonly S[], rounds: number): S[][] {
  return Array.from({ length: rounds }, (_, round) => settings.map((_, i) => settings[(i + round) % settings.length]))
}

/** Runs `run` for every setting once a round, in `turnOrder`; returns each round's results by setting. */
export async function inTurn<S, R>(settings: readonly S[], rounds: number, run: (setting: S, round: number) => Promise<R>): Promise<Map<S, R>[]> {
  const results: Map<S, R>[] = []
  for (const [round, order] of turnOrder(settings, rounds).entries()) {
    const got = new Map<S, R>()
    for (const setting of order) got.set(setting, await run(setting, round))
    results.push(got)
  }
  return results
}
