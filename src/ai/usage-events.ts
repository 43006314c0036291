import { z } from 'zod'

/**
 * Usage events: which features are used, sent only with the writer's consent to the server the
 * app came from, which appends them to its own log and forwards them nowhere. The shape is shared
 * by the browser that sends them and the server that checks them. Values are short labels and
 * numbers; nothing carries the script's text.
 */
export const USAGE_EVENT_NAMES = [
  'menu_interaction',
  'ai_feature_usage',
  'dialog_usage',
  'feature_discovery',
  'error_occurred',
  'session_start',
  'ai_response',
  'script_analysis',
] as const
export type UsageEventName = (typeof USAGE_EVENT_NAMES)[number]

/** Labels are short by design: a long value would be text that has no business in a usage log. */
export const MAX_EVENT_VALUE_LENGTH = 120
export const MAX_EVENT_PROPS = 8
export const MAX_EVENTS_PER_REQUEST = 50

export const UsageEventSchema = z.strictObject({
  name: z.enum(USAGE_EVENT_NAMES),
  /** When it happened, in the browser (ISO time). */
  at: z.iso.datetime(),
  props: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,31}$/), z.union([z.string().max(MAX_EVENT_VALUE_LENGTH), z.number().finite(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= MAX_EVENT_PROPS, `at most ${MAX_EVENT_PROPS} properties`)
    .default({}),
})
export type UsageEvent = z.output<typeof UsageEventSchema>

export const UsageEventsRequestSchema = z.strictObject({
  events: z.array(UsageEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
})
