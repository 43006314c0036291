import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4317)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.NW_PW_OUT || 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a slow shared CI machine; a retried pass is still listed as "flaky" in the output.
  retries: 1,
  reporter: [['list'], ['./tests/setup/playwright-summary.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 1000 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `node_modules/.bin/tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', STATIC_ROOT: process.env.NW_DIST || './dist' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
