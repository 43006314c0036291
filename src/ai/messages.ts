import type { RateLimitReason } from './rate-limits'

/** Every AI error text the user can see, word for word, in one place. */
export const MSG = {
  noSettings: 'No AI settings found. Please configure your API key in File → Settings.',
  noApiKey: 'No API key found. Please configure your API key in File → Settings.',
  apiKeyPrefix: 'API key should start with "AIzaSy"',
  commandFailed: 'Failed to process command',
  unknownError: 'Unknown error',
  cancelledByRateLimit: 'Request cancelled due to rate limiting',
  dailyLimitThrown: 'Daily rate limit exceeded',
  modelUnavailableThrown: 'Model not available for current tier',
  lookupFailed: (type: string) => `Failed to lookup ${type}. Please try again.`,
  invalidJson: (raw: string) => `AI returned invalid JSON format. Raw response: ${raw}`,
  invalidFormat: 'Invalid response format from AI.',
  noResults: 'No results found.',
  actionFailed: 'Failed to generate response. Please try again.',
  actionException: 'An error occurred. Please try again.',
  noResponse: 'No response generated.',
  copyFailed: 'Failed to copy',
  copied: 'Copied to clipboard',
  noEndpoint: 'No AI endpoint set up. Please enter its address and model name in File → Settings → AI.',
  baseUrlInvalid: 'Enter the endpoint\'s address starting with http:// or https://, for example http://127.0.0.1:11434/v1',
  stopped: 'Stopped',
} as const

export function rateLimitMessage(reason: RateLimitReason, model: string): string {
  switch (reason) {
    case 'rpm_exceeded':
      return `You've reached the requests-per-minute limit for ${model}. Please wait before sending another request.`
    case 'rpd_exceeded':
      return `You've reached the daily request limit for ${model}. Please try again tomorrow or upgrade to a higher tier.`
    case 'model_unavailable':
      return `${model} is not available on your current API tier. Please select a different model or upgrade your tier.`
  }
}

/** Server-side failures, phrased for the writer: what went wrong and where to put it right. */
export const SERVER_MSG = {
  invalidKey: 'Your Gemini API key is invalid. Please check the key in File → Settings.',
  permissionDenied: 'Your Gemini API key is not allowed to use this model. Please check the key and model in File → Settings.',
  unavailable: 'The AI service is temporarily overloaded or unavailable. Please try again in a moment.',
  unreachable: 'The AI service could not be reached. Please check your connection and try again.',
  timeout: 'The AI service took too long to answer. Please try again.',
  busy: 'The server is handling too many AI requests right now. Please try again in a moment.',
  notJson: 'AI requests must be sent as JSON (Content-Type: application/json).',
  invalidResponse: 'The AI returned a response in an unexpected format. Please try again.',
  badRequest: 'The AI service rejected the request.',
  internal: 'Internal server error',
  tooLarge: 'The request is too large.',
  malformedJson: 'Malformed JSON in request body',
  eventsNotJson: 'Usage events must be sent as JSON (Content-Type: application/json).',
  apiNotJson: 'Requests to this server must be sent as JSON (Content-Type: application/json).',
} as const

/** Failures of the writer's own OpenAI-compatible endpoint, named as such (not as Gemini's). */
export const PROVIDER_MSG = {
  invalidKey: 'The AI endpoint refused the key. Please check the key in Settings → AI.',
  permissionDenied: 'The AI endpoint does not allow this model with this key. Please check the model and key in Settings → AI.',
  unavailable: 'The AI endpoint is overloaded or unavailable. Please try again in a moment.',
  unreachable: (baseUrl: string) => `The AI endpoint at ${baseUrl} could not be reached. Please check that it is running and that the address in Settings → AI is right.`,
  timeout: 'The AI endpoint took too long to answer. Please try again, or choose a faster model.',
  notAllowed: (baseUrl: string) =>
    `This server does not send AI requests to ${baseUrl}. Choose another endpoint in Settings → AI, or use Gemini with your own key.`,
} as const

/**
 * The browser's words for a base URL the server refused: the server's first sentence (which
 * address), then what it means for the writer and what to do, said once.
 */
export function endpointRefusedMessage(serverMessage: string): string {
  const which = /^.*?\.(?=\s|$)/.exec(serverMessage)?.[0] ?? serverMessage
  return (
    `${which} For your safety the server only calls AI endpoints its operator has approved, so your script cannot be sent anywhere else. ` +
    'Choose an approved address in File → Settings → AI (a local Ollama is http://127.0.0.1:11434/v1), switch back to Gemini, or ask whoever runs this server to add the address.'
  )
}
