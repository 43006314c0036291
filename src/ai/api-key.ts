import { z } from 'zod'

// Keys are printable ASCII without spaces: anything else could not be a key and must never reach a header.
export const ApiKeySchema = z
  .string({ error: (iss) => (iss.input === undefined ? 'apiKey is required' : 'apiKey must be a string') })
  .trim()
  .min(1, 'apiKey is required')
  .max(256, 'apiKey is too long')
  .regex(/^[\x21-\x7e]+$/, 'apiKey contains characters a key cannot have')
