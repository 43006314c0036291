/**
 * Test support: our real server on a free local port, in front of a Gemini at `geminiBaseUrl`
 * (the fake one), serving a one-line app page from a temporary folder, with the listener and
 * limits `npm start` has. Server tests talk to it over real sockets, as the browser does.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../src/server/app'
import { readConfig, type ServerConfig } from '../../src/server/config'
import { listen } from '../../src/server/listen'

export interface TestServer {
  /** http://127.0.0.1:PORT */
  base: string
  close: () => Promise<void>
}

export async function startTestServer(geminiBaseUrl: string, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'nw-test-static-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  const config: ServerConfig = { ...readConfig({}), staticRoot: root, geminiBaseUrl, ...overrides }
  return new Promise((resolve) => {
    const server = listen(createApp(config), { ...config, port: 0, host: '127.0.0.1' }, (info) =>
      resolve({ base: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((r) => server.close(() => r())) }),
    )
  })
}
