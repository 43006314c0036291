/**
 * The built-in dictionary's shards, fetched from our own server and kept in memory; the offline
 * app's service worker keeps each one it has fetched, so a word looked up once answers offline.
 */
import { DICTIONARY_PATH, type RhymeShard, type Shard, type ShardLoader } from '../../../../screenplay/dictionary'

export const OFFLINE_MESSAGE = 'The dictionary is not on this device yet. Look a word up once while online, or choose Download for Offline Use.'

const cache = new Map<string, Promise<unknown>>()

async function fetchShard(name: string): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(`/${DICTIONARY_PATH}/${name}.json`)
  } catch {
    throw new Error(OFFLINE_MESSAGE)
  }
  if (res.status === 404) return undefined
  if (!res.ok) throw new Error(res.status === 503 || res.status === 504 ? OFFLINE_MESSAGE : `The dictionary could not be read (HTTP ${res.status}).`)
  // The server answers a path it does not have with the app's page: no shard by that name.
  const text = await res.text()
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined
  return JSON.parse(text) as unknown
}

function shard(name: string): Promise<unknown> {
  let p = cache.get(name)
  if (!p) {
    p = fetchShard(name)
    cache.set(name, p)
    // A failed fetch is tried again next time (the writer may be back online).
    p.catch(() => cache.delete(name))
  }
  return p
}

export const shardLoader: ShardLoader = {
  words: (name) => shard(name) as Promise<Shard | undefined>,
  rhymes: (name) => shard(name) as Promise<RhymeShard | undefined>,
}

/**
 * Fetches every shard, so the whole dictionary is on the device (the service worker keeps what
 * is fetched): `onProgress` hears files done of files in all.
 */
export async function downloadForOffline(onProgress: (done: number, total: number) => void): Promise<void> {
  const files = (await shard('files')) as string[] | undefined
  if (!Array.isArray(files)) throw new Error('The dictionary could not be read.')
  const names = files.map((f) => f.replace(/\.json$/, '')).filter((n) => n !== 'files')
  let done = 0
  onProgress(0, names.length)
  // A few at a time: the machine stays responsive and the server is not flooded.
  const queue = [...names]
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      await shard(n)
      onProgress(++done, names.length)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}
