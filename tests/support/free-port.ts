import { createServer, type AddressInfo } from 'node:net'

/** A free port on 127.0.0.1 (a server started again comes back on the same one, as a real restart does). */
export async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as AddressInfo).port
  await new Promise((r) => s.close(r))
  return port
}
