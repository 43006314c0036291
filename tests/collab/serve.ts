// A shared-project server in a process of its own, for tests that kill it hard and start it again
// on the same data: `node --import tsx tests/collab/serve.ts` with PORT and DATA_DIR (and
// optionally DATABASE_URL, REDIS_URL). Prints `listening <port>` once it accepts connections.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp } from '../../src/server/app'
import { createCollab } from '../../src/server/collab'
import { readConfig } from '../../src/server/config'
import { listen } from '../../src/server/listen'

const config = { ...readConfig({ ...process.env, EVENTS_LOG_PATH: 'off' }), staticRoot: process.env.STATIC_ROOT ?? '.' }
const collab = await createCollab(config)
const server = listen(createApp(config, { collab }), config, (info: AddressInfo) => console.log(`listening ${info.port}`)) as Server
collab.attach(server)
