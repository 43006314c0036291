import type { ThemeStructureField } from '../schemas'

/** How each beat of the theme's argument is labelled and what the writer is asked for. */
export const THEME_STRUCTURE_LABELS: Readonly<Record<ThemeStructureField, string>> = {
  centralArgument: 'Central Dramatic Argument',
  beginningStasis: 'Beginning Stasis',
  incitingIncident: 'Inciting Incident',
  refusal: 'Refusal/Return to Stasis',
  antiThemeReinforcement: 'Anti-Theme Reinforcement',
  elementOfDoubt: 'Element of Doubt',
  midpointQuestioning: 'Midpoint Questioning',
  themeReversal: 'Reversal of Theme',
  darkness: 'The Darkness',
  definingMoment: 'Defining Moment',
  finalTemptation: 'Final Temptation/Relapse',
  acceptanceAction: 'Acceptance Through Action',
  newStasis: 'New Stasis/Denouement',
}

export const THEME_STRUCTURE_GUIDANCE: Readonly<Record<ThemeStructureField, string>> = {
  centralArgument: 'The question your story argues, and the answer it reaches (e.g. "Is love worth the risk of loss?").',
  beginningStasis: 'How the protagonist lives at the start, holding the false belief the theme will challenge.',
  incitingIncident: 'The event that first confronts the protagonist with the theme.',
  refusal: 'How the protagonist resists the challenge and tries to return to the old way of life.',
  antiThemeReinforcement: 'Moments that seem to prove the false belief right and keep the protagonist in it.',
  elementOfDoubt: 'The first crack: something makes the protagonist doubt the old belief.',
  midpointQuestioning: 'At the midpoint the protagonist openly questions the belief and tries the other way.',
  themeReversal: 'The protagonist embraces the theme\'s truth, or is thrown back hard against it.',
  darkness: 'The lowest point, where the truth of the theme seems lost for good.',
  definingMoment: 'The choice at the climax that shows what the protagonist now believes.',
  finalTemptation: 'One last pull back towards the old belief, to be resisted or given in to.',
  acceptanceAction: 'The protagonist acts on the new belief, proving the change.',
  newStasis: 'The new normal: how life looks once the theme\'s argument is settled.',
}

/** The six tabs of the Theme Structure dialog, each with the beats it holds. */
export const THEME_STRUCTURE_TABS: readonly { id: string; label: string; fields: readonly ThemeStructureField[] }[] = [
  { id: 'argument', label: 'Argument', fields: ['centralArgument'] },
  { id: 'beginning', label: 'Beginning', fields: ['beginningStasis', 'incitingIncident', 'refusal'] },
  { id: 'act2', label: 'Act 2', fields: ['antiThemeReinforcement', 'elementOfDoubt', 'midpointQuestioning'] },
  { id: 'reversal', label: 'Reversal', fields: ['themeReversal', 'darkness'] },
  { id: 'climax', label: 'Climax', fields: ['definingMoment', 'finalTemptation'] },
  { id: 'resolution', label: 'Resolution', fields: ['acceptanceAction', 'newStasis'] },
]
