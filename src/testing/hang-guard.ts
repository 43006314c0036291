/**
 * The ceiling for "finishes, never hangs" checks on hostile input (huge files, unbalanced markup,
 * entity bombs). It catches hangs and quadratic blow-ups, which take minutes at these sizes; it is
 * not a speed budget (those live in `npm run bench`), so it is generous enough that a loaded 2-core
 * CI machine cannot trip it.
 */
export const HANG_GUARD_MS = 30_000
