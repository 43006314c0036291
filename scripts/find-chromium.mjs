// Locates a Chromium for Playwright without downloading one: CHROMIUM_PATH, the system package,
// then Playwright's own cache. Shared by the test runner and the benchmarks.
import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export function findChromium() {
  const candidates = []
  if (process.env.CHROMIUM_PATH) candidates.push(process.env.CHROMIUM_PATH)
  candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser')
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright')
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux', 'chrome'), join(cache, dir, 'chrome-linux64', 'chrome'))
    }
  }
  return candidates.find((p) => existsSync(p))
}

export const INSTALL_HINT =
  'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` ' +
  '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome executable.'
