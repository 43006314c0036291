import type { EditorElementType } from '../screenplay/model'

/**
 * The context menu's AI actions per element type, grouped Generation / Refinement / Analysis.
 * Each action is a label and an instruction; the prompt wraps it with the
 * block's text and its surroundings and asks for JSON {"response": ...}.
 */
export type AiActionGroup = 'Generation' | 'Refinement' | 'Analysis'
export const AI_ACTION_GROUPS: readonly AiActionGroup[] = ['Generation', 'Refinement', 'Analysis']

export interface AiAction {
  id: string
  label: string
  group: AiActionGroup
  instruction: string
}

const a = (group: AiActionGroup, id: string, label: string, instruction: string): AiAction => ({ id, label, group, instruction })
const G = 'Generation' as const
const R = 'Refinement' as const
const A = 'Analysis' as const

export const AI_ACTIONS: Record<EditorElementType, readonly AiAction[]> = {
  sceneHeading: [
    a(G, 'alt-locations', 'Suggest Alternative Locations', 'Suggest 3 alternative locations for this scene heading, each as a full scene heading.'),
    a(G, 'scene-opening', 'Write Scene Opening', 'Write an opening action paragraph (2-4 lines) for the scene this heading starts.'),
    a(G, 'atmosphere', 'Describe Atmosphere', 'Describe the atmosphere of this location in 3 vivid, filmable details.'),
    a(R, 'fix-format', 'Fix Heading Format', 'Rewrite this scene heading in standard format (INT./EXT. LOCATION - TIME) and explain any change.'),
    a(R, 'more-specific', 'Make More Specific', 'Suggest 3 more specific versions of this scene heading.'),
    a(A, 'scene-purpose', 'Analyze Scene Purpose', 'From the context, state what this scene must achieve in the story and how the location serves it.'),
    a(A, 'continuity', 'Check Continuity', 'Point out any continuity questions this scene heading raises given the surrounding scenes.'),
  ],
  action: [
    a(G, 'continue', 'Continue Action', 'Write the next 2-3 lines of action that follow naturally.'),
    a(G, 'visual-details', 'Add Visual Details', 'Suggest 3 concrete visual details that could be added to this action.'),
    a(G, 'sound', 'Suggest Sound Cues', 'Suggest 3 sound cues that would strengthen this moment.'),
    a(R, 'tighten', 'Tighten Prose', 'Rewrite this action more concisely in present tense, keeping every important beat.'),
    a(R, 'more-cinematic', 'Make More Cinematic', 'Rewrite this action to be more visual and cinematic.'),
    a(R, 'fix-tense', 'Fix Tense and Voice', 'Rewrite this action in active voice and present tense.'),
    a(A, 'pacing', 'Analyze Pacing', 'Assess the pacing of this action and how it reads on the page.'),
    a(A, 'clarity', 'Check Clarity', 'Point out anything a reader or director could misread in this action.'),
  ],
  character: [
    a(G, 'names', 'Suggest Names', 'Suggest 5 alternative names that fit this character, with a word on why.'),
    a(G, 'intro', 'Write Character Introduction', 'Write a short introduction action line for this character\'s first appearance.'),
    a(G, 'next-line', 'Suggest Next Line', 'Suggest 3 possible next lines of dialogue for this character.'),
    a(R, 'extension', 'Suggest Extension', 'Say whether this character cue needs an extension such as (V.O.), (O.S.) or (CONT\'D) here, and why.'),
    a(A, 'voice', 'Analyze Voice', 'Describe this character\'s voice as shown in the context and how to keep it consistent.'),
    a(A, 'motivation', 'Analyze Motivation', 'From the context, state what this character wants in this scene and what stands in the way.'),
  ],
  dialogue: [
    a(G, 'alternatives', 'Suggest Alternatives', 'Write 3 alternative versions of this line of dialogue.'),
    a(G, 'response', 'Write a Response', 'Write 3 possible responses another character could give to this line.'),
    a(G, 'subtext', 'Add Subtext', 'Rewrite this line so the meaning sits in the subtext rather than being stated.'),
    a(R, 'shorten', 'Make More Concise', 'Rewrite this dialogue more concisely without losing its meaning.'),
    a(R, 'natural', 'Make More Natural', 'Rewrite this dialogue so it sounds more like natural speech.'),
    a(R, 'stronger', 'Strengthen Voice', 'Rewrite this dialogue with a stronger, more distinctive voice for the speaker.'),
    a(A, 'on-the-nose', 'Check On-the-Nose', 'Say whether this dialogue is on the nose and how to fix it.'),
    a(A, 'tone', 'Analyze Tone', 'Describe the tone and emotional intent of this line.'),
  ],
  parenthetical: [
    a(G, 'alternatives', 'Suggest Alternatives', 'Suggest 3 alternative parentheticals (each a few words, in parentheses).'),
    a(R, 'shorten', 'Shorten', 'Rewrite this parenthetical in as few words as possible.'),
    a(A, 'needed', 'Is It Needed?', 'Say whether this parenthetical is needed, or whether the dialogue or an action line should carry it.'),
    a(A, 'actor-note', 'Check Actor Direction', 'Say whether this parenthetical over-directs the actor, and suggest a lighter touch.'),
  ],
  transition: [
    a(G, 'alternatives', 'Suggest Alternatives', 'Suggest 3 alternative transitions that fit this cut, in standard format.'),
    a(G, 'match-cut', 'Suggest a Match Cut', 'Suggest a match cut idea between the scenes around this transition.'),
    a(R, 'fix-format', 'Fix Transition Format', 'Rewrite this transition in standard format (uppercase, ending in TO: where usual).'),
    a(A, 'needed', 'Is It Needed?', 'Say whether this transition is needed in a modern spec script, and why.'),
  ],
  shot: [
    a(G, 'alternatives', 'Suggest Alternative Shots', 'Suggest 3 alternative shots for this moment, in standard format.'),
    a(G, 'coverage', 'Suggest Coverage', 'Suggest how this moment could be covered in a few shots.'),
    a(R, 'fix-format', 'Fix Shot Format', 'Rewrite this shot in standard screenplay format.'),
    a(A, 'needed', 'Is It Needed?', 'Say whether this shot direction belongs in a spec script or should be implied by the action.'),
    a(A, 'effect', 'Analyze Effect', 'Describe what this shot makes the audience feel or notice.'),
  ],
  note: [
    a(G, 'expand', 'Expand Note', 'Expand this note into 3 concrete ideas the writer could use.'),
    a(G, 'todo', 'Turn Into Tasks', 'Turn this note into a short checklist of rewriting tasks.'),
    a(R, 'clarify', 'Clarify Note', 'Rewrite this note more clearly and briefly.'),
    a(A, 'questions', 'Ask Questions', 'Ask 3 questions that would help the writer act on this note.'),
  ],
}

export interface ActionContext {
  elementType: EditorElementType
  elementLabel: string
  /** The block's own text. */
  text: string
  /** Selected text, when the writer selected something. */
  selection: string
  /** Nearby script text, oldest first, already trimmed to a modest size by the caller. */
  context: string
}

/** Caps what one context-menu action sends: nearby text only, never the whole script. */
export const MAX_ACTION_CONTEXT_CHARS = 4000

export function actionPrompt(action: AiAction, ctx: ActionContext): string {
  const target = ctx.selection.trim() || ctx.text.trim()
  return [
    `Task for a screenwriter: ${action.instruction}`,
    `The ${ctx.elementLabel.toLowerCase()} to work on: ${JSON.stringify(target.slice(0, MAX_ACTION_CONTEXT_CHARS))}`,
    ctx.context.trim() ? `Surrounding script text, for context only: ${JSON.stringify(ctx.context.slice(-MAX_ACTION_CONTEXT_CHARS))}` : '',
    'Respond only with JSON of the form {"response": "..."} where the response is markdown (bold, italic and lists allowed).',
  ]
    .filter(Boolean)
    .join('\n\n')
}
