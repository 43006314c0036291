import { DEFAULT_ALLOWED_BASE_URLS, normaliseBaseUrl } from '../ai/providers'

/**
 * Server configuration, read once from the environment: PORT, HOST, GEMINI_BASE_URL,
 * GOOGLE_CLIENT_ID, the Drive hosts, AI_ALLOWED_BASE_URLS, and for shared projects DATA_DIR,
 * DATABASE_URL, REDIS_URL and ALLOWED_ORIGINS.
 */
export interface ServerConfig {
  port: number
  host: string
  staticRoot: string
  geminiBaseUrl?: string
  googleClientId?: string
  /** Drive REST base and the Google sign-in script; tests point both at the fake Drive. */
  driveApiBase: string
  gisScriptUrl: string
  /** Overrides of the upstream time limits per kind of AI route (tests shorten them). */
  upstreamTimeouts?: { lookup?: number; analysis?: number }
  /** Model calls allowed in flight at once, shared fairly between runs (default in upstream-queue.ts). */
  maxConcurrentUpstream?: number
  /**
   * The OpenAI-compatible endpoints AI requests may name as their provider (AI_ALLOWED_BASE_URLS,
   * normalised); any other base URL is refused and never fetched.
   */
  aiAllowedBaseUrls: readonly string[]
  /** How long a client may take to send its request headers, and its whole request (tests shorten them). */
  headersTimeoutMs?: number
  requestTimeoutMs?: number
  /** Where Help → Feedback sends writers (FEEDBACK_EMAIL); without it the app says how to set one. */
  feedbackEmail?: string
  /** The local file usage events are appended to (EVENTS_LOG_PATH; 'off' keeps none). */
  eventsLogPath: string | null
  /** Shared projects: where the SQLite file lives (DATA_DIR, default ./data). */
  dataDir: string
  /** Shared projects in PostgreSQL instead of SQLite (DATABASE_URL). */
  databaseUrl?: string
  /** Several servers serving one shared project, through Redis (REDIS_URL). */
  redisUrl?: string
  /**
   * Pages of other origins allowed to open the co-writing socket (ALLOWED_ORIGINS, normalised);
   * the app's own origin always is.
   */
  allowedOrigins: readonly string[]
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    // Only this machine by default; HOST=0.0.0.0 (or an address) opens it to the network.
    host: env.HOST || '127.0.0.1',
    staticRoot: env.STATIC_ROOT ?? './dist',
    geminiBaseUrl: env.GEMINI_BASE_URL || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    driveApiBase: env.GOOGLE_DRIVE_API_BASE || 'https://www.googleapis.com',
    gisScriptUrl: env.GOOGLE_GIS_SCRIPT_URL || 'https://accounts.google.com/gsi/client',
    feedbackEmail: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(env.FEEDBACK_EMAIL ?? '') ? env.FEEDBACK_EMAIL : undefined,
    eventsLogPath: env.EVENTS_LOG_PATH === 'off' ? null : env.EVENTS_LOG_PATH || './usage-events.log',
    aiAllowedBaseUrls: readAllowedBaseUrls(env.AI_ALLOWED_BASE_URLS),
    dataDir: env.DATA_DIR || './data',
    databaseUrl: readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: readUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    allowedOrigins: readAllowedOrigins(env.ALLOWED_ORIGINS),
  }
}

/** An optional URL variable; one with another scheme stops the server with its name. */
function readUrl(name: string, raw: string | undefined, schemes: readonly string[]): string | undefined {
  const text = (raw ?? '').trim()
  if (!text) return undefined
  let url: URL | null = null
  try {
    url = new URL(text)
  } catch {
    url = null
  }
  if (!url || !schemes.includes(url.protocol)) throw new Error(`${name}: "${text.replace(/\/\/[^@/]*@/, '//…@')}" is not a ${schemes.map((s) => s.slice(0, -1)).join(' or ')}:// URL`)
  return text
}

/** ALLOWED_ORIGINS: origins separated by commas or spaces (`https://script.example.com`). */
export function readAllowedOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let origin: string | null = null
      try {
        const url = new URL(entry)
        origin = /^https?:$/.test(url.protocol) && url.origin !== 'null' ? url.origin : null
      } catch {
        origin = null
      }
      if (!origin) throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an http:// or https:// origin`)
      return origin
    })
}

/**
 * What the server runs without, said once at start-up to whoever started it: the writer only ever
 * sees that a feature is not available in this copy, so how to turn it on belongs in the log.
 */
export function setupNotes(config: Pick<ServerConfig, 'googleClientId' | 'feedbackEmail'>, env: NodeJS.ProcessEnv = process.env): string[] {
  const notes: string[] = []
  if (!config.googleClientId) notes.push('Google Drive is off: set GOOGLE_CLIENT_ID to an OAuth client id to offer it (README, Configuration).')
  if (!config.feedbackEmail)
    notes.push(
      env.FEEDBACK_EMAIL
        ? `FEEDBACK_EMAIL is not an e-mail address ("${env.FEEDBACK_EMAIL}"): Help → Feedback shows no address.`
        : 'Help → Feedback shows no address: set FEEDBACK_EMAIL to the address writers should write to (README, Configuration).',
    )
  return notes
}

/**
 * AI_ALLOWED_BASE_URLS: base URLs separated by commas or spaces. Unset or empty: Ollama on this
 * machine and the hosted providers' official endpoints; `none`: no provider but Gemini. An entry
 * that is not an http(s) address stops the server with its name, rather than silently allowing less.
 */
export function readAllowedBaseUrls(raw: string | undefined): string[] {
  const text = (raw ?? '').trim()
  if (!text) return [...DEFAULT_ALLOWED_BASE_URLS]
  if (text.toLowerCase() === 'none') return []
  return text.split(/[\s,]+/).filter(Boolean).map((entry) => {
    const url = normaliseBaseUrl(entry)
    if (!url) throw new Error(`AI_ALLOWED_BASE_URLS: "${entry}" is not an http:// or https:// base URL (without a query)`)
    return url
  })
}
