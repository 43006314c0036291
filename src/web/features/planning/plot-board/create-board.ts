import { API_KEY_PREFIX, PLOT_BOARD_AI_FAILED, PLOT_BOARD_KEY_REQUIRED, type CustomizedBeat } from '../../../../ai'
import { createBoardFromTemplate, sortedActs, templateById, type BeatContent, type PlotBoard, type PlotBoardTemplate } from '../../../../project'
import { updatePlanning, useProject } from '../../../project'
import { callAiEndpoint, currentSettings, hasUsableSettings, usesOwnEndpoint } from '../../ai'
import { toast } from '../../../app/toast-store'
import { liveEditor, newId, nowIso } from './board-actions'
import { appendScenesForBeats } from './script-scenes'
import { usePlotBoardUi } from './plot-board-store'

export interface CreateBoardRequest {
  templateId: string
  /** Append a scene per beat at the end of the script, each beat linked to its scene. */
  createScenes: boolean
  /** Have the AI write the template's beats for this story first. */
  customize: boolean
}

/** Null when the key can be sent, else the message the dialog shows (and nothing is sent). */
export function aiKeyProblem(): string | null {
  // The writer's own endpoint needs no Gemini key; Gemini needs one that looks like its keys.
  if (usesOwnEndpoint()) return hasUsableSettings() ? null : PLOT_BOARD_KEY_REQUIRED
  const key = currentSettings()?.apiKey.trim() ?? ''
  return key.startsWith(API_KEY_PREFIX) ? null : PLOT_BOARD_KEY_REQUIRED
}

function readBeats(json: Record<string, unknown>): Partial<BeatContent>[] | null {
  if (!Array.isArray(json.beats)) return null
  return (json.beats as unknown[]).map((b) => {
    if (!b || typeof b !== 'object') return {}
    const x = b as Partial<CustomizedBeat>
    return {
      title: typeof x.title === 'string' ? x.title : undefined,
      synopsis: typeof x.synopsis === 'string' ? x.synopsis : undefined,
      structureRole: typeof x.structureRole === 'string' ? x.structureRole : undefined,
      characters: Array.isArray(x.characters) ? x.characters.filter((c): c is string => typeof c === 'string') : undefined,
      location: typeof x.location === 'string' ? x.location : undefined,
    }
  })
}

/** The template's beats written for this story, or null (the writer told the plain template is used) when that failed. */
async function customizedBeats(template: PlotBoardTemplate): Promise<Partial<BeatContent>[] | null> {
  const { planning } = useProject.getState()
  try {
    const json = await callAiEndpoint(
      '/api/ai-plot-board-customization',
      {
        template,
        movieConcept: planning.movieConcept,
        themeStructure: planning.themeStructure,
        characters: planning.characters,
        locations: planning.locations,
      },
      PLOT_BOARD_AI_FAILED,
    )
    const beats = readBeats(json)
    if (!beats) throw new Error(PLOT_BOARD_AI_FAILED)
    return beats
  } catch (e) {
    const detail = e instanceof Error && e.message && e.message !== PLOT_BOARD_AI_FAILED ? ` (${e.message})` : ''
    toast({ title: PLOT_BOARD_AI_FAILED, description: `The plain template was used instead${detail}.`, variant: 'error' })
    return null
  }
}

/** Beats in reading order: act by act, each act's beats in order. */
function beatsInOrder(board: PlotBoard) {
  return sortedActs(board).flatMap((a) => board.beats.filter((b) => b.actId === a.id).sort((x, y) => x.order - y.order))
}

/** Makes the board (and its scenes) and puts it in the project. */
export async function createPlotBoard(req: CreateBoardRequest): Promise<PlotBoard | null> {
  const template = templateById(req.templateId)
  if (!template) return null
  const beatContent = req.customize && template.beats.length ? ((await customizedBeats(template)) ?? undefined) : undefined
  let board = createBoardFromTemplate(template, { now: nowIso(), newId: () => newId('pb'), beatContent })
  const editor = liveEditor()
  if (req.createScenes && editor && board.beats.length) {
    const ids = appendScenesForBeats(editor, beatsInOrder(board))
    board = { ...board, beats: board.beats.map((b) => (ids.has(b.id) ? { ...b, sceneId: ids.get(b.id) } : b)) }
  }
  updatePlanning('plotBoard', board)
  usePlotBoardUi.getState().scenesChanged()
  return board
}
