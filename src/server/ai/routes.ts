import type { Hono } from 'hono'
import type { ServerConfig } from '../config'
import { AiCommandRequestSchema, CommandAnswerSchema, SimpleAiRequestSchema } from '../../ai/contracts'
import { SYSTEM_INSTRUCTION, commandPrompt } from '../../ai/prompts'
import { createGateway, type Gateway } from './gateway'
import { defineAiRoute, mountAiRoute, type AiRouteOptions } from './define-route'
import { mountPlanningRoutes, PLANNING_ROUTES } from './planning-routes'
import { plotBoardCustomizationRoute } from './plot-board-route'
import { ANALYSIS_ROUTES, registerAnalysisRoutes } from './analysis/routes'

/** POST /api/simple-ai: the client's own JSON-asking prompt (lookups, context-menu actions). */
export const simpleAiRoute = defineAiRoute({
  path: '/api/simple-ai',
  requestSchema: SimpleAiRequestSchema,
  buildPrompt: (b) => ({ prompt: b.prompt, systemInstruction: SYSTEM_INSTRUCTION }),
  // The client parses the JSON itself, so a broken answer reaches the writer in the Lookup dialog's words.
  rawFormat: 'json',
  toResponse: (text: string) => ({ response: text }),
  timeout: 'lookup',
  // Streamed, the prompt alone says the format: a prompt asking for markdown reads as it is written.
  stream: { toResponse: (text) => ({ response: text }) },
})

/** POST /api/ai-command: slash commands; the answer comes back as data.response. */
export const aiCommandRoute = defineAiRoute({
  path: '/api/ai-command',
  requestSchema: AiCommandRequestSchema,
  buildPrompt: (b) => ({ prompt: commandPrompt(b.command, b.query), systemInstruction: SYSTEM_INSTRUCTION }),
  responseSchema: CommandAnswerSchema,
  toResponse: (out) => ({ data: { response: out.response } }),
  timeout: 'lookup',
  stream: {
    buildPrompt: (b) => ({ prompt: commandPrompt(b.command, b.query, 'text'), systemInstruction: SYSTEM_INSTRUCTION }),
    toResponse: (text) => ({ data: { response: text.trim() } }),
  },
})

/** Every AI endpoint's path, for the messages of the checks that run before a route. */
export function aiRoutePaths(): string[] {
  return [simpleAiRoute, aiCommandRoute, ...PLANNING_ROUTES, plotBoardCustomizationRoute, ...ANALYSIS_ROUTES].map((r) => r.path)
}

/** Mounts every AI endpoint. `gateway` is injectable for tests; by default it uses the config's base URLs. */
export function registerAiRoutes(
  app: Hono,
  config: Pick<ServerConfig, 'geminiBaseUrl'> & Partial<Pick<ServerConfig, 'upstreamTimeouts' | 'maxConcurrentUpstream' | 'aiAllowedBaseUrls'>>,
  gateway: Gateway = createGateway({ baseUrl: config.geminiBaseUrl, maxConcurrent: config.maxConcurrentUpstream, allowedBaseUrls: config.aiAllowedBaseUrls }),
): void {
  const options: AiRouteOptions = { timeouts: config.upstreamTimeouts }
  mountAiRoute(app, gateway, simpleAiRoute, options)
  mountAiRoute(app, gateway, aiCommandRoute, options)
  mountPlanningRoutes(app, gateway, options)
  mountAiRoute(app, gateway, plotBoardCustomizationRoute, options)
  registerAnalysisRoutes(app, gateway, { timeoutMs: config.upstreamTimeouts?.analysis })
}
