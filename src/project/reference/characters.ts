/** The choices the character form offers: archetypes, arcs, roles and sex/gender. */
export interface CharacterArchetype {
  name: string
  description: string
  examples: string[]
}

export const CHARACTER_ARCHETYPES: readonly CharacterArchetype[] = [
  { name: 'Hero', description: 'Rises to a challenge, proves their worth through courageous action and sacrifice.', examples: ['Luke Skywalker', 'Katniss Everdeen', 'Harry Potter'] },
  { name: 'Mentor', description: 'A wise guide who gives the hero knowledge, gifts or confidence, often at a cost.', examples: ['Obi-Wan Kenobi', 'Mr. Miyagi', 'Gandalf'] },
  { name: 'Villain', description: 'Opposes the hero with a goal of their own; the stronger their logic, the stronger the story.', examples: ['Darth Vader', 'Hans Gruber', 'Nurse Ratched'] },
  { name: 'Everyman', description: 'An ordinary, relatable person the audience sees themselves in.', examples: ['Bilbo Baggins', 'Marty McFly', 'Arthur Dent'] },
  { name: 'Innocent', description: 'Pure and optimistic, seeking happiness and trusting others, sometimes naively.', examples: ['Forrest Gump', 'Buddy the Elf', 'Paddington'] },
  { name: 'Rebel', description: 'Breaks the rules and fights a system they believe is wrong.', examples: ['Randle McMurphy', 'Furiosa', 'Ferris Bueller'] },
  { name: 'Caregiver', description: 'Protects and serves others, often putting them before themselves.', examples: ['Samwise Gamgee', 'Mary Poppins', 'Marge Gunderson'] },
  { name: 'Explorer', description: 'Restless and curious, driven to discover new places and truths.', examples: ['Indiana Jones', 'Moana', 'Ellie Arroway'] },
  { name: 'Creator', description: 'Driven to make something lasting, whether art, invention or a new world.', examples: ['Willy Wonka', 'Victor Frankenstein', 'Tony Stark'] },
  { name: 'Ruler', description: 'Seeks control and order, and carries the weight of leadership.', examples: ['Michael Corleone', 'King George VI', 'Miranda Priestly'] },
  { name: 'Jester', description: 'Brings humour and lightness, and often speaks the truth others avoid.', examples: ['Timon and Pumbaa', 'Ace Ventura', 'Donkey'] },
  { name: 'Seducer', description: 'Uses charm and attraction to get what they want, for good or ill.', examples: ['Catherine Tramell', 'Don Draper', 'Catwoman'] },
  { name: 'Lover', description: 'Led by passion and connection, to people, beauty or a cause.', examples: ['Romeo', 'Jack Dawson', 'Noah Calhoun'] },
]

export interface CharacterArc {
  name: string
  description: string
  examples: string[]
}

export const CHARACTER_ARCS: readonly CharacterArc[] = [
  { name: 'Positive', description: 'The character overcomes a flaw or a false belief and ends better than they began.', examples: ['Ebenezer Scrooge', 'Phil Connors in Groundhog Day'] },
  { name: 'Redemption', description: 'A character who did wrong atones and earns a second chance.', examples: ['Darth Vader', 'Oskar Schindler'] },
  { name: 'Coming-of-Age', description: 'A young character leaves innocence behind and takes on adult understanding.', examples: ['Lady Bird', 'Chiron in Moonlight'] },
  { name: 'Education', description: 'The character learns about the world, or a skill, and sees life differently.', examples: ['Daniel in The Karate Kid', 'Eliza Doolittle'] },
  { name: 'Supportive Transformation', description: 'The character changes by helping another change.', examples: ['Sean Maguire in Good Will Hunting', 'Hoke in Driving Miss Daisy'] },
  { name: 'Flat', description: 'The character holds steady in their truth and changes the world around them instead.', examples: ['Paddington', 'Atticus Finch'] },
  { name: 'Corruption', description: 'A good person is drawn into wrongdoing and ends worse than they began (a negative arc).', examples: ['Michael Corleone', 'Walter White'] },
  { name: 'Spiral', description: 'Bad choices compound until the character is destroyed (a negative arc).', examples: ['Travis Bickle', 'Harry in Requiem for a Dream'] },
  { name: 'Disillusionment', description: 'The character learns a hard truth that breaks a cherished belief (a negative arc).', examples: ['Jake Gittes in Chinatown', 'Nick Carraway'] },
  { name: 'Recovery', description: 'The character heals from a wound, addiction or trauma and finds their way back.', examples: ['Randy in The Wrestler', 'Lee Chandler in Manchester by the Sea'] },
  { name: 'Anti-Hero', description: 'A flawed or morally gray protagonist who does the right thing for their own reasons.', examples: ['Han Solo', 'Deadpool'] },
  { name: 'Cyclical', description: 'The character ends where they began, shaped by what happened but caught in the same pattern.', examples: ['Leonard in Memento', 'Llewyn Davis'] },
]

/** The story roles of the character cards, each with its badge colour. */
export const CHARACTER_ROLES = ['Protagonist', 'Antagonist', 'Supporting'] as const
export type CharacterRole = (typeof CHARACTER_ROLES)[number]

export const SEX_GENDER_OPTIONS = ['Male', 'Female', 'Non-binary', 'Transgender Male', 'Transgender Female', 'Genderfluid', 'Agender', 'Other'] as const

/** The badge a role shows: a known role by its colour, any other role text in neutral grey. */
export function roleBadgeColor(role: string | undefined): 'blue' | 'red' | 'green' | 'gray' {
  switch ((role ?? '').trim().toLowerCase()) {
    case 'protagonist':
      return 'blue'
    case 'antagonist':
      return 'red'
    case 'supporting':
      return 'green'
    default:
      return 'gray'
  }
}
