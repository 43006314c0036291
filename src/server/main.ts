import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import { createApp } from './app'
import { readConfig } from './config'

const config = readConfig()
if (!existsSync(`${config.staticRoot}/index.html`)) {
  console.error(`The web app is not built (${config.staticRoot}/index.html is missing). Run \`npm start\`, which builds first.`)
  process.exit(1)
}
serve({ fetch: createApp(config).fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Nightwriter is running on http://localhost:${info.port}`)
})
