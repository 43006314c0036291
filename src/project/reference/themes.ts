import type { GenreName } from './genres'

/** A theme a story can be about, with a line saying what exploring it means. */
export interface ThemeReference {
  name: string
  description: string
}

export const THEME_LIBRARY: readonly ThemeReference[] = [
  { name: 'Self-discovery', description: 'A character learns who they really are beneath the roles they play.' },
  { name: 'Friendship and Connection', description: 'The bonds between people, how they are made, tested and kept.' },
  { name: 'Transformation and Growth', description: 'A character becomes someone new through what the story puts them through.' },
  { name: 'Justice vs. Injustice', description: 'What is fair against what is done, and what it costs to set things right.' },
  { name: 'Courage and Resilience', description: 'Facing fear and getting back up after every fall.' },
  { name: 'The Power of Hope and Perseverance', description: 'Holding on to belief when every sign says to let go.' },
  { name: 'Love and Sacrifice', description: 'What we give up for the people we love.' },
  { name: 'Good vs. Evil', description: 'The struggle between moral light and darkness, in the world and within.' },
  { name: 'Redemption', description: 'A chance to make amends for past wrongs and be changed by it.' },
  { name: 'Revenge and Its Cost', description: 'The pull of vengeance and what it destroys in the one who seeks it.' },
  { name: 'Identity and Belonging', description: 'Where a person fits, and whether they must change to be accepted.' },
  { name: 'Family Bonds', description: 'The ties of blood and choice, their strength and their weight.' },
  { name: 'Coming of Age', description: 'The passage from innocence into the knowledge and duties of adulthood.' },
  { name: 'Loss and Grief', description: 'How people live on after losing someone or something they cannot replace.' },
  { name: 'Power and Corruption', description: 'How power is gained, how it changes those who hold it.' },
  { name: 'Freedom vs. Control', description: 'The wish to live freely against forces that would confine or command.' },
  { name: 'Man vs. Nature', description: 'People against the indifferent force of the natural world.' },
  { name: 'Technology and Humanity', description: 'What our machines give us, and what they take from being human.' },
  { name: 'Survival', description: 'What people will do, and become, to stay alive.' },
  { name: 'Trust and Betrayal', description: 'The faith placed in others and the wound when it is broken.' },
  { name: 'Ambition and Its Price', description: 'Striving for more, and what is sacrificed on the way up.' },
  { name: 'Greed', description: 'The hunger for more than one needs and the harm it spreads.' },
  { name: 'Isolation and Loneliness', description: 'Being cut off from others, by circumstance or by choice.' },
  { name: 'Fear of the Unknown', description: 'The dread of what cannot be seen, named or understood.' },
  { name: 'Truth and Deception', description: 'Lies told to others and to oneself, and the price of uncovering the truth.' },
  { name: 'Duty vs. Desire', description: 'What one must do against what one wants to do.' },
  { name: 'Honor and Integrity', description: 'Keeping to one\'s principles when it would be easier not to.' },
  { name: 'Forgiveness', description: 'Letting go of a wrong, and what that frees in both people.' },
  { name: 'Class and Inequality', description: 'How wealth and status divide people and shape their chances.' },
  { name: 'Prejudice and Acceptance', description: 'Judging others by what they are, and learning to see who they are.' },
  { name: 'War and Its Aftermath', description: 'What violence on a grand scale does to people, during and after.' },
  { name: 'Mortality', description: 'Facing the fact that life ends, and deciding what to do with it.' },
  { name: 'The Individual vs. Society', description: 'One person against the rules and expectations of the many.' },
  { name: 'Obsession', description: 'A single desire that consumes everything else.' },
  { name: 'Madness and Sanity', description: 'The thin line between a sound mind and a broken one.' },
  { name: 'Faith and Doubt', description: 'Belief tested by events that seem to deny it.' },
  { name: 'Destiny vs. Free Will', description: 'Whether our paths are written for us or chosen by us.' },
  { name: 'The Cost of Heroism', description: 'What being a hero takes from the one who carries the burden.' },
  { name: 'Innocence Lost', description: 'The moment a character can no longer see the world as simple or safe.' },
  { name: 'Home and Displacement', description: 'Leaving home, losing it, or searching for a place to belong.' },
  { name: 'Memory and the Past', description: 'How what happened before shapes, haunts or frees the present.' },
  { name: 'Second Chances', description: 'Being given another try and what one does with it.' },
  { name: 'Loyalty', description: 'Standing by people or causes when it is hard to do so.' },
  { name: 'Rebellion and Conformity', description: 'Fitting in against breaking out.' },
  { name: 'Parenthood', description: 'The joys, fears and failures of raising and protecting a child.' },
  { name: 'Unrequited Love', description: 'Loving someone who does not love back.' },
  { name: 'Jealousy and Envy', description: 'Wanting what another has, and what that desire does.' },
  { name: 'Pride and Humility', description: 'How pride brings people down and humility lifts them.' },
  { name: 'Addiction and Recovery', description: 'Dependence, its damage, and the long climb back.' },
  { name: 'Art and Creativity', description: 'The drive to create, and what artists give and lose for their work.' },
  { name: 'Fame and Celebrity', description: 'Being seen by everyone, and losing oneself in the process.' },
  { name: 'Science and Ethics', description: 'What we can do against what we should do.' },
  { name: 'Utopia and Dystopia', description: 'The dream of a perfect society and the nightmare it can become.' },
  { name: 'Environmental Responsibility', description: 'Our duty to the world we live in and leave behind.' },
  { name: 'Order vs. Chaos', description: 'Structure and rule against disorder and change.' },
  { name: 'Appearance vs. Reality', description: 'Things are not what they seem, and seeing through them changes everything.' },
  { name: 'The Price of Freedom', description: 'What must be risked or given up to be free.' },
  { name: 'Legacy', description: 'What we leave behind and how we want to be remembered.' },
  { name: 'Outsider Finding a Place', description: 'Someone who does not fit finds where, and with whom, they do.' },
  { name: 'Escape and Confinement', description: 'Being trapped, in a place or a life, and the struggle to get out.' },
  { name: 'Morality in a Gray World', description: 'Doing right when there are no clean choices.' },
  { name: 'Guilt and Atonement', description: 'Living with wrongdoing and trying to make up for it.' },
  { name: 'Wonder and Discovery', description: 'The thrill of finding something new about the world or oneself.' },
  { name: 'Humor in Adversity', description: 'Laughter as a way to survive hard times.' },
  { name: 'Tradition vs. Change', description: 'Old ways against new, and what each protects or holds back.' },
  { name: 'The Search for Meaning', description: 'Looking for purpose in a life or a world that does not offer one readily.' },
]

/** The six themes every concept may be offered, whatever its genres and archetype. */
export const DEFAULT_THEMES: readonly string[] = [
  'Self-discovery',
  'Friendship and Connection',
  'Transformation and Growth',
  'Justice vs. Injustice',
  'Courage and Resilience',
  'The Power of Hope and Perseverance',
]

/** Five themes each genre is most often about, best fit first. */
export const GENRE_THEMES: Readonly<Record<GenreName, readonly string[]>> = {
  Action: ['Good vs. Evil', 'Courage and Resilience', 'Justice vs. Injustice', 'The Cost of Heroism', 'Revenge and Its Cost'],
  Adventure: ['Wonder and Discovery', 'Courage and Resilience', 'Friendship and Connection', 'Self-discovery', 'Man vs. Nature'],
  Comedy: ['Humor in Adversity', 'Friendship and Connection', 'Appearance vs. Reality', 'Pride and Humility', 'Second Chances'],
  Crime: ['Power and Corruption', 'Greed', 'Trust and Betrayal', 'Morality in a Gray World', 'Justice vs. Injustice'],
  Drama: ['Family Bonds', 'Loss and Grief', 'Identity and Belonging', 'Redemption', 'Forgiveness'],
  Experimental: ['Appearance vs. Reality', 'Memory and the Past', 'Madness and Sanity', 'The Search for Meaning', 'Identity and Belonging'],
  Fantasy: ['Good vs. Evil', 'Destiny vs. Free Will', 'Coming of Age', 'Wonder and Discovery', 'The Cost of Heroism'],
  Historical: ['Tradition vs. Change', 'Legacy', 'Class and Inequality', 'Honor and Integrity', 'The Price of Freedom'],
  Horror: ['Fear of the Unknown', 'Survival', 'Isolation and Loneliness', 'Madness and Sanity', 'Guilt and Atonement'],
  Musical: ['Art and Creativity', 'Love and Sacrifice', 'Fame and Celebrity', 'Self-discovery', 'Rebellion and Conformity'],
  Romance: ['Love and Sacrifice', 'Unrequited Love', 'Trust and Betrayal', 'Second Chances', 'Duty vs. Desire'],
  'Science Fiction': ['Technology and Humanity', 'Science and Ethics', 'Utopia and Dystopia', 'Identity and Belonging', 'Fear of the Unknown'],
  Thriller: ['Truth and Deception', 'Trust and Betrayal', 'Obsession', 'Survival', 'Appearance vs. Reality'],
  War: ['War and Its Aftermath', 'Loyalty', 'Duty vs. Desire', 'Survival', 'Courage and Resilience'],
  Western: ['Justice vs. Injustice', 'The Individual vs. Society', 'Honor and Integrity', 'Revenge and Its Cost', 'Freedom vs. Control'],
}

export function themeByName(name: string): ThemeReference | undefined {
  const n = name.trim().toLowerCase()
  return THEME_LIBRARY.find((t) => t.name.toLowerCase() === n)
}
