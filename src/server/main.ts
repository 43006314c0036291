import { existsSync } from 'node:fs'
import { createApp } from './app'
import { readConfig, setupNotes } from './config'
import { listen } from './listen'
import { createCollab, type Collab } from './collab'

let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
} catch (e) {
  // A misconfigured variable is one line that names it, never a stack trace.
  console.error((e as Error).message)
  process.exit(1)
}
if (!existsSync(`${config.staticRoot}/index.html`)) {
  console.error(`The web app is not built (${config.staticRoot}/index.html is missing). Run \`npm start\`, which builds first.`)
  process.exit(1)
}
let collab: Collab
try {
  collab = await createCollab(config)
} catch (e) {
  console.error(`Shared projects cannot start: ${(e as Error).message}`)
  process.exit(1)
}
const server = listen(createApp(config, { collab }), config, (info) => {
  console.log(`Nightwriter is running on http://localhost:${info.port}`)
  for (const note of setupNotes(config)) console.log(note)
})
collab.attach(server as import('node:http').Server)

// Shared projects are stored before the server stops.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close()
    collab
      .close()
      .catch((e: Error) => console.error(`Shared projects were not all stored: ${e.message}`))
      .finally(() => process.exit(0))
  })
