import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4317)
// The fake Gemini (tests/fakes) runs beside the app; its port follows the app's so parallel runs don't clash.
const geminiPort = port + 10_000
process.env.FAKE_GEMINI_URL = `http://127.0.0.1:${geminiPort}`
// The fake OpenAI-compatible endpoint (tests/fakes/fake-openai.ts), on the port next to the fake Gemini's.
const openAiPort = geminiPort + 1
process.env.FAKE_OPENAI_URL = `http://127.0.0.1:${openAiPort}`
/** The fake Google Drive (tests/fakes/fake-drive.ts). */
export const drivePort = port + 2

/** Browser tests that measure responsiveness: run alone, after the others. */
const QUIET_SPECS = /import-bounds\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.NW_PW_OUT || 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry tells a flaky test from a broken one; the summary names every flaky test and fails
  // the run on one not listed in tests/known-flaky.json.
  retries: 1,
  reporter: [['list'], ['./tests/setup/playwright-summary.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 1000 },
    // The service worker caches the whole app (about 10 MB) in every new browser context, which on a
    // two-core machine competes with the test for the CPU; the offline tests turn it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // One browser context per worker, reset between tests: Playwright clears its cookies, cache,
    // local and session storage, IndexedDB and service workers, closes extra pages and removes
    // routes and init scripts, so each test still opens the app as a first-time visitor. Loading the
    // app in a brand-new context (a new renderer process compiling the whole bundle) cost about
    // 3 s of CPU a test on a two-core machine. What the reset leaves (permissions granted, the
    // network switched off) a test puts back itself, or its file asks for fresh contexts
    // (`test.use({ reuseContext: false })`). A failed test's worker starts over with a new browser.
    // The specs' `test` (tests/e2e/test.ts) clears the origin again after the reset: a page the
    // reset navigates away from may write its emergency copy after the reset has cleared storage.
    { name: 'browser', testIgnore: QUIET_SPECS, use: { reuseContext: true } },
    // What these measure is whether the page keeps painting while a worker reads 50 MB: with another
    // browser test beside them on a two-core machine, the page waits for a core, not for our code.
    // So they run last, on their own.
    { name: 'quiet', testMatch: QUIET_SPECS, dependencies: ['browser'] },
  ],
  webServer: [
    {
      // The bundled server, as `npm start` runs it; rebuilt first (a fraction of a second) so it is never stale.
      command: `node scripts/build-node.mjs && node dist-node/server.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_ROOT: process.env.NW_DIST || './dist',
        // Google Drive goes to the fake Drive below: same client code, other base URLs.
        GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
        GOOGLE_DRIVE_API_BASE: `http://127.0.0.1:${drivePort}`,
        GOOGLE_GIS_SCRIPT_URL: `http://127.0.0.1:${drivePort}/gsi/client`,
        // AI calls go to the fake Gemini below.
        GEMINI_BASE_URL: `http://127.0.0.1:${geminiPort}`,
        // A provider may name the fake OpenAI-compatible endpoint; every other address stays refused.
        AI_ALLOWED_BASE_URLS: `http://127.0.0.1:${openAiPort}/v1`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx tests/fakes/fake-drive.ts ${drivePort}`,
      url: `http://127.0.0.1:${drivePort}/gsi/client`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/tsx tests/fakes/fake-gemini.ts --port ${geminiPort}`,
      url: `http://127.0.0.1:${geminiPort}/__control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/tsx tests/fakes/fake-openai.ts --port ${openAiPort}`,
      url: `http://127.0.0.1:${openAiPort}/__control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
