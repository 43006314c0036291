import { SYSTEM_INSTRUCTION } from '../../ai/prompts'
import { PlotBoardCustomizationAnswerSchema, PlotBoardCustomizationRequestSchema, plotBoardCustomizationPrompt } from '../../ai/plot-board'
import { defineAiRoute } from './define-route'

/** POST /api/ai-plot-board-customization: a template's beats written for the writer's story. */
export const plotBoardCustomizationRoute = defineAiRoute({
  path: '/api/ai-plot-board-customization',
  requestSchema: PlotBoardCustomizationRequestSchema,
  buildPrompt: (b) => ({ prompt: plotBoardCustomizationPrompt(b), systemInstruction: SYSTEM_INSTRUCTION, temperature: 0.8 }),
  responseSchema: PlotBoardCustomizationAnswerSchema,
  toResponse: (out) => ({ beats: out.beats }),
})
