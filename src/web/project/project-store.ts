import { create } from 'zustand'
import { emptyPlanning, type Planning, type ReadProblem } from '../../project'
import { emptyTitlePage, type TitlePage } from '../../screenplay/model'

/** Where the open project's file lives. 'computer': opened from or saved to a file on the writer's computer. */
export interface OpenFile {
  store: 'browser' | 'drive' | 'computer'
  id: string
  name: string
  /** The file's version when it was opened or last saved here: Save writes only over that version. */
  version?: string
}

/** The planning data the project store owns. Comments are kept by the comments feature (see session parts). */
export type ProjectPlanning = Omit<Planning, 'comments'>

export const UNTITLED = 'Untitled Screenplay'

export interface ProjectState {
  titlePage: TitlePage
  planning: ProjectPlanning
  /** The file this project saves into; null: Untitled, Save asks for a name. */
  file: OpenFile | null
  /** What the title bar shows. */
  fileName: string
  /** Changes not yet saved to the open file (the '*'). */
  dirty: boolean
  /** Fields of the opened file that could not be read; while any, Save never writes over that file. */
  readProblems: ReadProblem[]
  /** Fields of the file this version does not know, and raw values of unread ones: written back as they came. */
  preserved: Record<string, unknown>
  /** Counts whole-project replacements, so panels can drop what they held of the previous project. */
  generation: number
}

export function emptyProjectPlanning(): ProjectPlanning {
  const { comments: _c, ...rest } = emptyPlanning()
  return rest
}

export function initialProjectState(): ProjectState {
  return {
    titlePage: emptyTitlePage(),
    planning: emptyProjectPlanning(),
    file: null,
    fileName: UNTITLED,
    dirty: false,
    readProblems: [],
    preserved: {},
    generation: 0,
  }
}

/**
 * The open project's data beside the editor document. Only the session (session.ts) and the
 * actions in actions.ts change it; components read it with selectors.
 */
export const useProject = create<ProjectState>(() => initialProjectState())
