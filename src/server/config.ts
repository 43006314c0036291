/** Server configuration, read once from the environment (DESIGN.md "Stable contracts"). */
export interface ServerConfig {
  port: number
  host: string
  staticRoot: string
  geminiBaseUrl?: string
  googleClientId?: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    staticRoot: env.STATIC_ROOT ?? './dist',
    geminiBaseUrl: env.GEMINI_BASE_URL || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
  }
}
