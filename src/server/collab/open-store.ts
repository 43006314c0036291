import { join } from 'node:path'
import type { CollabStore } from './store'

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file `nightwriter.sqlite` in DATA_DIR. */
export async function openStore(config: { dataDir: string; databaseUrl?: string }): Promise<CollabStore> {
  if (config.databaseUrl) {
    const { openPgStore } = await import('./pg-store')
    return openPgStore(config.databaseUrl)
  }
  const { openSqliteStore } = await import('./sqlite-store')
  return openSqliteStore(join(config.dataDir, 'nightwriter.sqlite'))
}
