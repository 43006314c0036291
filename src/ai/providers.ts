import { z } from 'zod'
import { ApiKeySchema } from './api-key'

/**
 * Who answers an AI request. Without a `provider` in the body it is Gemini with the writer's
 * `apiKey` and `model`, as always; with one, the writer's own OpenAI-compatible chat-completions
 * endpoint (Ollama, LM Studio, vLLM, OpenRouter, OpenAI…). The server calls only the base URLs its
 * operator allows (AI_ALLOWED_BASE_URLS), so a request cannot point it at another machine.
 */
export const PROVIDER_KINDS = ['openai-compatible'] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

/**
 * Base URLs allowed when the operator sets none: Ollama on the server's own machine, and the
 * official endpoints of the hosted providers that speak the same API.
 */
export const DEFAULT_ALLOWED_BASE_URLS: readonly string[] = [
  'http://127.0.0.1:11434/v1',
  'http://localhost:11434/v1',
  'https://api.openai.com/v1',
  'https://openrouter.ai/api/v1',
  'https://api.groq.com/openai/v1',
  'https://api.mistral.ai/v1',
  'https://api.together.xyz/v1',
  'https://api.deepseek.com/v1',
  'https://api.fireworks.ai/inference/v1',
  'https://generativelanguage.googleapis.com/v1beta/openai',
]

/**
 * One spelling per endpoint, so the allow-list compares like with like: http(s) only, no user or
 * password, no query or fragment, host in lower case, no trailing slash. Undefined for anything else.
 */
export function normaliseBaseUrl(raw: string): string | undefined {
  let u: URL
  try {
    u = new URL(raw.trim())
  } catch {
    return undefined
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined
  if (u.username || u.password || u.search || u.hash || raw.includes('?') || raw.includes('#')) return undefined
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`
}

export const MAX_PROVIDER_MODEL_CHARS = 200

export const ProviderSchema = z.object({
  kind: z.enum(PROVIDER_KINDS, { error: `provider.kind must be one of ${PROVIDER_KINDS.join(', ')}` }),
  baseUrl: z
    .string({ error: (i) => (i.input === undefined ? 'provider.baseUrl is required' : 'provider.baseUrl must be a string') })
    .max(2000, 'provider.baseUrl is too long')
    .transform((s, ctx) => {
      const url = normaliseBaseUrl(s)
      if (!url) ctx.addIssue({ code: 'custom', message: 'provider.baseUrl must be an http:// or https:// address without a query' })
      return url ?? s
    }),
  // The model name goes into the body sent to the endpoint, never into a URL or a header.
  model: z
    .string({ error: (i) => (i.input === undefined ? 'provider.model is required' : 'provider.model must be a string') })
    .trim()
    .min(1, 'provider.model is required')
    .max(MAX_PROVIDER_MODEL_CHARS, 'provider.model is too long'),
  // Local servers need no key: an empty one is the same as none.
  apiKey: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ApiKeySchema.optional()),
})
export type AiProvider = z.output<typeof ProviderSchema>

/** The fields every AI request carries to say who answers: Gemini's key, or a provider. */
export const credentialFields = {
  apiKey: ApiKeySchema.optional(),
  provider: ProviderSchema.optional(),
}

const isObject = (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null

/** Gemini needs the writer's key; a provider brings its own (or needs none). */
export function requireKeyUnlessProvider<T extends z.ZodType<{ apiKey?: string; provider?: unknown }>>(schema: T): T {
  return schema.refine((b) => b.provider !== undefined || b.apiKey !== undefined, { message: 'apiKey is required', path: ['apiKey'], when: isObject }) as T
}

/** Routes that always name their Gemini model still need none with a provider. */
export function requireModelUnlessProvider<T extends z.ZodType<{ model?: string; provider?: unknown }>>(schema: T): T {
  return schema.refine((b) => b.provider !== undefined || b.model !== undefined, { message: 'model is required', path: ['model'], when: isObject }) as T
}
