import { existsSync } from 'node:fs'
import { createApp } from './app'
import { readConfig, setupNotes } from './config'
import { listen } from './listen'

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
listen(createApp(config), config, (info) => {
  console.log(`Nightwriter is running on http://localhost:${info.port}`)
  for (const note of setupNotes(config)) console.log(note)
})
