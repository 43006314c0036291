import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Public sample files live outside the repository (../shared/fixtures beside the checkout) and are
 * never copied in. Tests that need them skip with this reason when the folder is absent.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const FIXTURES_DIR = process.env.NW_FIXTURES_DIR ?? resolve(REPO_ROOT, '..', 'shared', 'fixtures')
export const hasFixtures = existsSync(FIXTURES_DIR)
export const NO_FIXTURES_REASON = `shared fixtures not found at ${FIXTURES_DIR} (plain clone): skipping tests on public sample files`

export function fixturePath(...parts: string[]): string {
  return join(FIXTURES_DIR, ...parts)
}

export function readFixture(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(fixturePath(...parts)))
}

export function readFixtureText(...parts: string[]): string {
  return readFileSync(fixturePath(...parts), 'utf8')
}
