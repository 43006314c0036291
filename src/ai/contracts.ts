import { z } from 'zod'
import { MODEL_IDS } from './models'
import { ApiKeySchema } from './api-key'
import { credentialFields, requireKeyUnlessProvider, requireModelUnlessProvider } from './providers'

/**
 * Request and response bodies of the AI endpoints, shared by the server routes and
 * the browser client. Unknown fields are stripped: nothing a client adds reaches the gateway.
 */

/** Room for a whole 300-page script (~1 MB of text) in the later analysis endpoints. */
export const MAX_PROMPT_CHARS = 4_000_000
/** The JSON body limit of every /api route; a 300-page script with its planning data fits well inside. */
export const API_BODY_LIMIT_BYTES = 8 * 1024 * 1024

/** A string field whose messages say whether it was missing or of the wrong type. */
const text = (name: string) =>
  z.string({ error: (iss) => (iss.input === undefined ? `${name} is required` : `${name} must be a string`) })

export { ApiKeySchema }

// Only known model ids: the id becomes part of the Gemini URL path, so free text could steer it.
export const ModelSchema = z.enum(MODEL_IDS, {
  error: (iss) => (iss.input === undefined ? 'model is required' : `model must be one of ${MODEL_IDS.join(', ')}`),
})

export const SimpleAiRequestSchema = requireModelUnlessProvider(
  requireKeyUnlessProvider(
    z.object({
      prompt: text('prompt').min(1, 'prompt is required').max(MAX_PROMPT_CHARS, 'prompt is too long'),
      ...credentialFields,
      model: ModelSchema.optional(),
    }),
  ),
)
export type SimpleAiRequest = z.infer<typeof SimpleAiRequestSchema>

export const API_COMMAND_IDS = ['define', 'synonym', 'period', 'character', 'location', 'rhymes', 'action', 'ask-ai'] as const
export type ApiCommandId = (typeof API_COMMAND_IDS)[number]

/** Commands that need text; the others give random suggestions when it is empty. */
export const COMMANDS_NEEDING_TEXT: ReadonlySet<ApiCommandId> = new Set(['define', 'synonym', 'rhymes', 'period', 'ask-ai'])

export const MAX_QUERY_CHARS = 20_000

export const AiCommandRequestSchema = requireModelUnlessProvider(
  requireKeyUnlessProvider(
    z.object({
    command: z.enum(API_COMMAND_IDS, {
      error: (iss) => (iss.input === undefined ? 'command is required' : `command must be one of ${API_COMMAND_IDS.join(', ')}`),
    }),
    query: text('query').max(MAX_QUERY_CHARS, 'query is too long'),
    ...credentialFields,
    model: ModelSchema.optional(),
  }),
  ),
).refine((b) => !COMMANDS_NEEDING_TEXT.has(b.command) || b.query.trim().length > 0, {
    message: 'query is required for this command',
    path: ['query'],
  })
export type AiCommandRequest = z.infer<typeof AiCommandRequestSchema>

/** What the model must return for a slash command (structured output). */
export const CommandAnswerSchema = z.object({ response: z.string() })

export interface TokenUsage {
  input: number
  output: number
  total: number
}

export interface SimpleAiResponse {
  response: string
  usage?: TokenUsage
}

export interface AiCommandResponse {
  data: { response: string }
  usage?: TokenUsage
}

export type AiErrorType = 'RATE_LIMIT' | 'INVALID_API_KEY' | 'PERMISSION_DENIED' | 'UNAVAILABLE' | 'INVALID_RESPONSE' | 'BAD_REQUEST' | 'UPSTREAM_ERROR'

/** Every AI endpoint's error body. `userMessage` is what the writer sees. */
export interface AiErrorBody {
  error: string
  errorType?: AiErrorType
  userMessage?: string
  rateLimitInfo?: { waitTimeMs: number; reason: 'rpm_exceeded' | 'rpd_exceeded' }
}

/** One readable line out of zod issues: "prompt: prompt is required; model: ...". */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ')
}
