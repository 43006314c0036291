/**
 * The plot-board templates: well-known story structures as acts and beats a writer starts from.
 * The beats' wording is our own; each synopsis says what the beat does for the story, so a writer
 * can replace it with what happens in theirs.
 */
export interface TemplateAct {
  title: string
  description: string
  /** 0-based position of the act on the board. */
  order: number
}

export interface TemplateBeat {
  title: string
  synopsis: string
  structureRole?: string
  /** The act (by its order) the beat sits in. */
  actOrder: number
  /** Position within its act. */
  order: number
  /** The named sequence the beat belongs to, when the template has sequences. */
  sequenceTitle?: string
}

export interface TemplateSequence {
  title: string
  description: string
}

export interface PlotBoardTemplate {
  id: string
  name: string
  description: string
  acts: TemplateAct[]
  beats: TemplateBeat[]
  sequences?: TemplateSequence[]
}

/** The structure roles the board and the sidebar badge. */
export const STRUCTURE_ROLES = ['Inciting Incident', 'Plot Point 1', 'Midpoint', 'Plot Point 2', 'All Is Lost', 'Climax', 'Resolution'] as const

type BeatLine = [title: string, synopsis: string, role?: string]

/** Builds a template from acts, each with its beats in order. */
function template(
  id: string,
  name: string,
  description: string,
  acts: { title: string; description: string; beats: BeatLine[]; sequences?: { title: string; description: string; beats: number }[] }[],
): PlotBoardTemplate {
  const out: PlotBoardTemplate = { id, name, description, acts: [], beats: [] }
  acts.forEach((act, actOrder) => {
    out.acts.push({ title: act.title, description: act.description, order: actOrder })
    // Sequences claim the act's beats in turn, `beats` at a time.
    const seqOf: (string | undefined)[] = []
    for (const s of act.sequences ?? []) {
      ;(out.sequences ??= []).push({ title: s.title, description: s.description })
      for (let i = 0; i < s.beats; i++) seqOf.push(s.title)
    }
    act.beats.forEach(([title, synopsis, role], order) => {
      const beat: TemplateBeat = { title, synopsis, actOrder, order }
      if (role) beat.structureRole = role
      if (seqOf[order]) beat.sequenceTitle = seqOf[order]
      out.beats.push(beat)
    })
  })
  return out
}

const threeActBasic = template('three-act-basic', 'Three-Act Structure', 'Setup, confrontation and resolution: the classic shape in eight beats.', [
  {
    title: 'Act 1 - Setup',
    description: 'Who the hero is, what their world is like, and what disturbs it.',
    beats: [
      ['Opening Image', 'Show the hero in their ordinary world, with the problem or flaw the story will test.'],
      ['Inciting Incident', 'Something happens that upsets the hero\'s life and cannot be ignored.', 'Inciting Incident'],
      ['Plot Point 1', 'The hero commits to a goal and crosses into the main conflict; there is no going back.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2 - Confrontation',
    description: 'The hero pursues the goal against rising opposition.',
    beats: [
      ['Rising Complications', 'Obstacles multiply; each attempt costs more and reveals more about the hero.'],
      ['Midpoint', 'A turn raises the stakes: a false victory or a false defeat changes the hero\'s approach.', 'Midpoint'],
      ['Plot Point 2', 'Everything falls apart; the hero loses what mattered most and must find a new way.', 'Plot Point 2'],
    ],
  },
  {
    title: 'Act 3 - Resolution',
    description: 'The final confrontation and what it leaves behind.',
    beats: [
      ['Climax', 'The hero faces the central conflict head-on, using what the story has taught them.', 'Climax'],
      ['Resolution', 'The new normal: show how the hero and their world have changed.', 'Resolution'],
    ],
  },
])

const threeActMidpoint = template('three-act-midpoint', 'Three Acts with Midpoint', 'The second act split at the midpoint into two halves, twelve beats in four movements.', [
  {
    title: 'Act 1 - Setup',
    description: 'The world, the hero and the disturbance.',
    beats: [
      ['Opening', 'The hero\'s everyday life, and what is missing from it.'],
      ['Inciting Incident', 'An event knocks the hero\'s life off balance.', 'Inciting Incident'],
      ['Lock-In', 'The hero accepts the challenge and sets out after a clear goal.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2A - Rising Action',
    description: 'The hero reacts, learns the rules and makes first progress.',
    beats: [
      ['New Territory', 'The hero explores the new situation; the premise delivers on its promise.'],
      ['First Pinch', 'A reminder of the opposition\'s strength puts pressure on the hero.'],
      ['Midpoint', 'A revelation or reversal turns the hero from reacting to acting.', 'Midpoint'],
    ],
  },
  {
    title: 'Act 2B - Complications',
    description: 'The hero acts, the opposition strikes back harder.',
    beats: [
      ['Tightening Grip', 'Enemies regroup, allies doubt, and the hero\'s flaw causes trouble.'],
      ['Second Pinch', 'The opposition lands a heavy blow; the cost of failure becomes clear.'],
      ['All Is Lost', 'The lowest point: the goal seems out of reach and something dies, literally or not.', 'All Is Lost'],
    ],
  },
  {
    title: 'Act 3 - Resolution',
    description: 'A new plan, the final battle, the aftermath.',
    beats: [
      ['Plot Point 2', 'A last insight gives the hero a new plan and the will to carry it out.', 'Plot Point 2'],
      ['Climax', 'The final confrontation decides the story\'s question.', 'Climax'],
      ['Resolution', 'The world after the climax, and the hero in it.', 'Resolution'],
    ],
  },
])

const sydField = template('syd-field', 'Syd Field Paradigm', 'Setup, confrontation and resolution anchored by two plot points, two pinches and a midpoint.', [
  {
    title: 'Act I - Setup',
    description: 'The first quarter: character, situation and dramatic premise.',
    beats: [
      ['Setup', 'Introduce the main character, the dramatic need and the world of the story.'],
      ['Inciting Incident', 'The event that sets the story in motion.', 'Inciting Incident'],
      ['Plot Point I', 'An incident hooks into the action and spins it into Act II.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act II - Confrontation',
    description: 'The middle half: obstacles between the character and the need.',
    beats: [
      ['Pinch I', 'A scene that keeps the story on track and reminds us of the central conflict.'],
      ['Midpoint', 'A link in the chain of action that shifts the story\'s direction.', 'Midpoint'],
      ['Pinch II', 'A second reminder of the conflict that tightens the pressure toward the end of the act.'],
      ['Plot Point II', 'An incident that spins the action into the resolution.', 'Plot Point 2'],
    ],
  },
  {
    title: 'Act III - Resolution',
    description: 'The last quarter: how the story is solved.',
    beats: [
      ['Climax', 'The main character confronts the problem for the last time.', 'Climax'],
      ['Resolution', 'What the story resolves into, and what it means.', 'Resolution'],
    ],
  },
])

const fifteenBeat = template('fifteen-beat-blueprint', '15-Beat Blueprint', 'Fifteen beats over four movements, from the opening image to the final image.', [
  {
    title: 'Act 1 - Thesis',
    description: 'The world as it is, and the push out of it.',
    beats: [
      ['Opening Image', 'A snapshot of the hero\'s life before the story changes it.'],
      ['Theme Stated', 'Someone voices the lesson the hero will need, though the hero does not see it yet.'],
      ['Set-Up', 'The hero\'s world, wants, flaws and the people around them.'],
      ['Catalyst', 'The event that makes the old life impossible.', 'Inciting Incident'],
      ['Debate', 'The hero hesitates: should they go, and what will it cost?'],
      ['Break into Two', 'The hero chooses to act and enters a new world.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2A - Antithesis',
    description: 'The upside-down world and its promise.',
    beats: [
      ['B Story', 'A new relationship begins that will carry the theme.'],
      ['Fun and Games', 'The premise at play: the scenes the audience came for.'],
      ['Midpoint', 'A false victory or false defeat raises the stakes.', 'Midpoint'],
    ],
  },
  {
    title: 'Act 2B - Descent',
    description: 'Pressure from outside and rot from inside.',
    beats: [
      ['Bad Guys Close In', 'Opposition tightens while doubt and division grow in the hero\'s team.'],
      ['All Is Lost', 'The opposite of the midpoint: the hero\'s lowest moment.', 'All Is Lost'],
      ['Dark Night of the Soul', 'The hero mourns, and finally understands what must change.'],
    ],
  },
  {
    title: 'Act 3 - Synthesis',
    description: 'The lesson learned, put into action.',
    beats: [
      ['Break into Three', 'A new idea, born of the A and B stories, points the way.', 'Plot Point 2'],
      ['Finale', 'The hero carries out the plan and proves the change.', 'Climax'],
      ['Final Image', 'The mirror of the opening image, showing how far the hero has come.', 'Resolution'],
    ],
  },
])

const heroesJourney = template('heroes-journey', "Hero's Journey", 'Departure, initiation and return: the mythic journey in twelve stages.', [
  {
    title: 'Act 1 - Departure',
    description: 'The hero leaves the known world.',
    beats: [
      ['Ordinary World', 'The hero at home, with a lack or a wound they may not see.'],
      ['Call to Adventure', 'A challenge or invitation disturbs the ordinary world.', 'Inciting Incident'],
      ['Refusal of the Call', 'Fear or duty holds the hero back.'],
      ['Meeting the Mentor', 'A guide gives advice, training or a gift for the road.'],
      ['Crossing the Threshold', 'The hero commits and enters the special world.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2 - Initiation',
    description: 'Trials in the special world.',
    beats: [
      ['Tests, Allies, Enemies', 'The hero learns the rules of the new world and who can be trusted.'],
      ['Approach to the Inmost Cave', 'Preparations for the central ordeal; tension rises.'],
      ['The Ordeal', 'The hero faces death or their greatest fear, and is changed.', 'Midpoint'],
      ['Reward', 'Having survived, the hero seizes the prize.'],
    ],
  },
  {
    title: 'Act 3 - Return',
    description: 'The way home and the proof of change.',
    beats: [
      ['The Road Back', 'The hero heads home, pursued by the consequences of the ordeal.', 'Plot Point 2'],
      ['Resurrection', 'A final test on the threshold of home, where everything is at stake.', 'Climax'],
      ['Return with the Elixir', 'The hero comes home with something that heals their world.', 'Resolution'],
    ],
  },
])

const danHarmon = template('dan-harmon-circle', 'Story Circle', 'Eight steps around a circle: a character leaves comfort, gets what they wanted, and pays for it.', [
  {
    title: 'Act 1 - Order',
    description: 'The comfort zone and the desire that breaks it.',
    beats: [
      ['You', 'A character in a zone of comfort.'],
      ['Need', 'But they want something.', 'Inciting Incident'],
      ['Go', 'They enter an unfamiliar situation.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2 - Chaos',
    description: 'Adapting, finding, paying.',
    beats: [
      ['Search', 'They adapt to it, struggling and learning.'],
      ['Find', 'They get what they wanted.', 'Midpoint'],
      ['Take', 'They pay a heavy price for it.', 'All Is Lost'],
    ],
  },
  {
    title: 'Act 3 - Return',
    description: 'Back to the familiar, changed.',
    beats: [
      ['Return', 'They return to their familiar situation.', 'Climax'],
      ['Change', 'Having changed.', 'Resolution'],
    ],
  },
])

const freytag = template('freytag-pyramid', "Freytag's Pyramid", 'Five acts rising to a climax and falling to a catastrophe or resolution.', [
  {
    title: 'Act 1 - Exposition',
    description: 'The situation before the conflict.',
    beats: [
      ['Exposition', 'The setting, the characters and the tensions already present.'],
      ['Inciting Moment', 'The first spark of the conflict.', 'Inciting Incident'],
    ],
  },
  {
    title: 'Act 2 - Rising Action',
    description: 'Complications build.',
    beats: [
      ['Rising Action', 'The conflict grows through a chain of complications.', 'Plot Point 1'],
      ['Complication', 'A development that makes the hero\'s path harder and the outcome less certain.'],
    ],
  },
  {
    title: 'Act 3 - Climax',
    description: 'The turning point.',
    beats: [['Climax', 'The peak of the action, where the hero\'s fortunes turn.', 'Climax']],
  },
  {
    title: 'Act 4 - Falling Action',
    description: 'Consequences unfold.',
    beats: [
      ['Reversal', 'The consequences of the turn begin to play out against the hero or for them.', 'Plot Point 2'],
      ['Moment of Final Suspense', 'One last doubt about the outcome before the end.'],
    ],
  },
  {
    title: 'Act 5 - Denouement',
    description: 'The conflict resolved.',
    beats: [
      ['Catastrophe or Triumph', 'The decisive outcome: the hero falls or prevails.'],
      ['Denouement', 'Loose ends are tied; a new order is established.', 'Resolution'],
    ],
  },
])

const eightSequence = template('eight-sequence-breakdown', 'Eight-Sequence Breakdown', 'Eight mini-movies of ten to fifteen pages, each with its own tension and turn.', [
  {
    title: 'Act 1',
    description: 'Sequences A and B: the status quo and the predicament.',
    sequences: [
      { title: 'Sequence A - Status Quo', description: 'The world, the hero and the inciting incident.', beats: 3 },
      { title: 'Sequence B - Predicament', description: 'The hero wrestles with the problem and is locked in.', beats: 3 },
    ],
    beats: [
      ['Status Quo', 'The hero\'s world and routine before the story starts.'],
      ['Hero\'s Want', 'What the hero wants, and what stands in the way.'],
      ['Inciting Incident', 'The event that ends the status quo.', 'Inciting Incident'],
      ['Predicament', 'The hero tries to deal with the new problem and makes it worse.'],
      ['Point of No Return', 'A choice or event closes the way back.'],
      ['Lock-In', 'The hero is committed to the central goal of the film.', 'Plot Point 1'],
    ],
  },
  {
    title: 'Act 2',
    description: 'Sequences C to F: obstacles, the midpoint, subplots and the main culmination.',
    sequences: [
      { title: 'Sequence C - First Obstacle', description: 'The first serious attempt at the goal.', beats: 3 },
      { title: 'Sequence D - First Culmination', description: 'The first attempt comes to a head at the midpoint.', beats: 3 },
      { title: 'Sequence E - Subplot and Rising Action', description: 'Subplots deepen; a new approach.', beats: 3 },
      { title: 'Sequence F - Main Culmination', description: 'The lowest point, or the highest false peak.', beats: 3 },
    ],
    beats: [
      ['First Obstacle', 'The hero meets the first real resistance.'],
      ['Raising the Stakes', 'Failure would now cost more than the hero thought.'],
      ['Easy Way Fails', 'The obvious solution does not work.'],
      ['Growing Pressure', 'Time, enemies or doubts press in.'],
      ['First Culmination', 'A major victory or defeat turns the story.', 'Midpoint'],
      ['New Direction', 'The hero changes approach in light of the midpoint.'],
      ['Subplot Deepens', 'A secondary story adds meaning and pressure.'],
      ['Rising Action', 'The hero pushes toward the goal with more at risk.'],
      ['Complications Mount', 'Allies falter and the opposition grows stronger.'],
      ['Main Culmination', 'The hero is at the bottom, or seems to have won too easily.', 'All Is Lost'],
      ['Reckoning', 'The hero faces what the culmination means.'],
      ['New Goal', 'A new, clearer objective sends the hero into the last act.', 'Plot Point 2'],
    ],
  },
  {
    title: 'Act 3',
    description: 'Sequences G and H: new tension, twist and resolution.',
    sequences: [
      { title: 'Sequence G - New Tension', description: 'A new and sharper tension; the twist.', beats: 2 },
      { title: 'Sequence H - Resolution', description: 'The climax and the new equilibrium.', beats: 2 },
    ],
    beats: [
      ['New Tension', 'The final push begins under the greatest pressure yet.'],
      ['Twist', 'A surprise changes the shape of the final battle.'],
      ['Climax', 'The central question is answered.', 'Climax'],
      ['Resolution', 'The new world after the climax.', 'Resolution'],
    ],
  },
])

const truby = template('john-truby-22', "John Truby's 22 Steps", 'The twenty-two building blocks of a story that grows organically from the hero\'s weakness and need.', [
  {
    title: 'Act 1',
    description: 'Weakness, desire and the forces against the hero.',
    beats: [
      ['Self-Revelation, Need and Desire', 'Know where the hero ends up: what they will learn, what they lack, what they want.'],
      ['Ghost and Story World', 'The wound from the past that haunts the hero, and the world that shapes them.'],
      ['Weakness and Need', 'The flaw that is ruining the hero\'s life, and what they must do to fix it.'],
      ['Inciting Event', 'The event from outside that makes the hero come up with a goal.', 'Inciting Incident'],
      ['Desire', 'The specific goal that drives the hero through the story.'],
      ['Ally or Allies', 'The people who help the hero and give them someone to talk to.'],
      ['Opponent and/or Mystery', 'The one who wants to stop the hero, competing for the same goal.'],
      ['Fake-Ally Opponent', 'Someone who seems to be a friend but works against the hero.'],
    ],
  },
  {
    title: 'Act 2',
    description: 'Plan, counterattack, drive and defeat.',
    beats: [
      ['First Revelation and Decision', 'New information forces a decision; the hero\'s desire and motive change.', 'Plot Point 1'],
      ['Plan', 'The strategy the hero will use to beat the opponent.'],
      ['Opponent\'s Plan and Main Counterattack', 'The opponent\'s strategy, and the attack it unleashes.'],
      ['Drive', 'The hero takes a series of actions to win, growing more desperate.', 'Midpoint'],
      ['Attack by Ally', 'An ally confronts the hero about their methods.'],
      ['Apparent Defeat', 'The hero believes they have lost the goal.', 'All Is Lost'],
      ['Second Revelation and Decision', 'A revelation gives the hero an obsessive drive and a changed desire and motive.'],
      ['Audience Revelation', 'The audience learns something the hero does not, often who the fake ally really is.'],
      ['Third Revelation and Decision', 'The hero learns what they need to win, and decides to fight.', 'Plot Point 2'],
    ],
  },
  {
    title: 'Act 3',
    description: 'The battle and the hero\'s change.',
    beats: [
      ['Gate, Gauntlet, Visit to Death', 'The space narrows; the hero passes through a last ordeal.'],
      ['Battle', 'The final conflict decides who wins the goal.', 'Climax'],
      ['Self-Revelation', 'The hero sees themselves truly for the first time.'],
      ['Moral Decision', 'The hero chooses between right and wrong, proving the change.'],
      ['New Equilibrium', 'The world returns to normal, but the hero has moved higher or lower.', 'Resolution'],
    ],
  },
])

/** Every template, in the order the Create dialog lists them. */
export const PLOT_BOARD_TEMPLATES: readonly PlotBoardTemplate[] = [threeActBasic, threeActMidpoint, sydField, fifteenBeat, heroesJourney, danHarmon, freytag, eightSequence, truby]

/** 'Blank (3 Acts)': three empty acts. */
export const BLANK_TEMPLATE: PlotBoardTemplate = {
  id: 'blank',
  name: 'Blank (3 Acts)',
  description: 'Three empty acts to fill in yourself.',
  acts: [
    { title: 'Act 1', description: 'Setup', order: 0 },
    { title: 'Act 2', description: 'Confrontation', order: 1 },
    { title: 'Act 3', description: 'Resolution', order: 2 },
  ],
  beats: [],
}

export function templateById(id: string): PlotBoardTemplate | undefined {
  if (id === BLANK_TEMPLATE.id) return BLANK_TEMPLATE
  return PLOT_BOARD_TEMPLATES.find((t) => t.id === id)
}
