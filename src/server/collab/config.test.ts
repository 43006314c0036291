import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { originAllowed } from './socket'

describe('shared-project configuration', () => {
  it('reads DATA_DIR, DATABASE_URL, REDIS_URL and ALLOWED_ORIGINS, and names a bad one', () => {
    expect(readConfig({})).toMatchObject({ dataDir: './data', databaseUrl: undefined, redisUrl: undefined, allowedOrigins: [] })
    const c = readConfig({ DATA_DIR: '/srv/nw', DATABASE_URL: 'postgres://u:p@db/nw', REDIS_URL: 'redis://cache:6379', ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443/' })
    expect(c).toMatchObject({ dataDir: '/srv/nw', databaseUrl: 'postgres://u:p@db/nw', redisUrl: 'redis://cache:6379', allowedOrigins: ['https://a.example', 'https://b.example:8443'] })
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:secret@db/nw' })).toThrow(/^DATABASE_URL: .* is not a postgres or postgresql:\/\/ URL$/)
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:secret@db/nw' })).not.toThrow(/secret/)
    expect(() => readConfig({ REDIS_URL: 'cache:6379' })).toThrow(/^REDIS_URL/)
    expect(() => readConfig({ ALLOWED_ORIGINS: 'a.example' })).toThrow(/^ALLOWED_ORIGINS: "a.example"/)
  })

  it('lets the socket open for the app’s own origin and listed ones only', () => {
    expect(originAllowed('http://localhost:3000', 'localhost:3000', [])).toBe(true)
    expect(originAllowed('http://evil.example', 'localhost:3000', [])).toBe(false)
    expect(originAllowed('https://a.example', 'localhost:3000', ['https://a.example'])).toBe(true)
    expect(originAllowed('null', 'localhost:3000', [])).toBe(false)
    expect(originAllowed(undefined, 'localhost:3000', [])).toBe(true)
  })
})
