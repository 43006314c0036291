/**
 * The fifteen genres a writer can tag a movie concept with. Each says what the genre is, what an
 * audience comes expecting, and films that show it done well.
 */
export const GENRE_NAMES = [
  'Action',
  'Adventure',
  'Comedy',
  'Crime',
  'Drama',
  'Experimental',
  'Fantasy',
  'Historical',
  'Horror',
  'Musical',
  'Romance',
  'Science Fiction',
  'Thriller',
  'War',
  'Western',
] as const
export type GenreName = (typeof GENRE_NAMES)[number]

export interface GenreReference {
  name: GenreName
  description: string
  tropes_and_expectations: string[]
  example_movies: string[]
}

export const GENRES: readonly GenreReference[] = [
  {
    name: 'Action',
    description: 'Physical conflict drives the story: chases, fights and set pieces in which the hero is tested by force and speed.',
    tropes_and_expectations: ['Escalating set pieces', 'A clear, formidable villain', 'A ticking clock', 'A hero who wins through skill and endurance'],
    example_movies: ['Die Hard', 'Mad Max: Fury Road', 'The Raid', 'Speed'],
  },
  {
    name: 'Adventure',
    description: 'A journey into the unknown in search of something, where the wonder of new places matters as much as the danger.',
    tropes_and_expectations: ['A quest for a goal or treasure', 'Exotic or unexplored settings', 'Companions met along the way', 'Obstacles of nature and rivals'],
    example_movies: ['Raiders of the Lost Ark', 'The Goonies', 'Jurassic Park', 'Life of Pi'],
  },
  {
    name: 'Comedy',
    description: 'Stories built to make us laugh, usually by putting flawed people into situations that expose their flaws.',
    tropes_and_expectations: ['A comic premise with clear rules', 'Escalating complications', 'Characters blind to their own flaws', 'A happy or ironic ending'],
    example_movies: ['Some Like It Hot', 'Groundhog Day', 'Bridesmaids', 'The Grand Budapest Hotel'],
  },
  {
    name: 'Crime',
    description: 'The world of those who break the law and those who pursue them, and the moral cost on both sides.',
    tropes_and_expectations: ['A crime at the centre', 'Investigators or criminals as protagonists', 'Moral ambiguity', 'Consequences that catch up'],
    example_movies: ['The Godfather', 'Goodfellas', 'Heat', 'Chinatown'],
  },
  {
    name: 'Drama',
    description: 'Characters face serious personal or social conflict, and the story lives in their choices and what those choices cost.',
    tropes_and_expectations: ['Grounded, believable characters', 'Emotional stakes over spectacle', 'A meaningful inner change', 'Honest consequences'],
    example_movies: ['Kramer vs. Kramer', 'Moonlight', 'Manchester by the Sea', 'The Shawshank Redemption'],
  },
  {
    name: 'Experimental',
    description: 'Films that break the usual rules of structure, image or sound to make the audience see differently.',
    tropes_and_expectations: ['Unconventional structure', 'Ambiguity welcomed over answers', 'Strong visual or sonic ideas', 'Meaning left to the viewer'],
    example_movies: ['Eraserhead', 'Memento', 'Synecdoche, New York', 'Being John Malkovich'],
  },
  {
    name: 'Fantasy',
    description: 'Stories set in or touched by worlds where magic and the impossible are real, with rules of their own.',
    tropes_and_expectations: ['A world with consistent magic', 'A chosen or unlikely hero', 'Mythic creatures and places', 'Good against evil'],
    example_movies: ['The Lord of the Rings: The Fellowship of the Ring', "Pan's Labyrinth", 'Spirited Away', 'The Princess Bride'],
  },
  {
    name: 'Historical',
    description: 'Stories set in a real past, where the period itself shapes what the characters can want and do.',
    tropes_and_expectations: ['Period detail that matters to the plot', 'Real events or figures', 'Social limits of the era', 'Echoes of the present'],
    example_movies: ['Lawrence of Arabia', 'Amadeus', '12 Years a Slave', 'Lincoln'],
  },
  {
    name: 'Horror',
    description: 'Stories that frighten: a threat, natural or not, that the characters cannot easily escape or understand.',
    tropes_and_expectations: ['A menacing presence', 'Isolation and dread', 'Rules the monster follows', 'A survivor, or none'],
    example_movies: ['The Exorcist', 'Halloween', 'Get Out', 'Hereditary'],
  },
  {
    name: 'Musical',
    description: 'Songs carry the story: characters sing what they cannot say, and numbers move the plot forward.',
    tropes_and_expectations: ['Songs that advance plot or character', 'An "I want" song early on', 'Big ensemble numbers', 'Heightened emotion'],
    example_movies: ["Singin' in the Rain", 'West Side Story', 'La La Land', 'The Sound of Music'],
  },
  {
    name: 'Romance',
    description: 'Two people find each other, lose each other and must decide whether love is worth what it asks of them.',
    tropes_and_expectations: ['A meet-cute or memorable first meeting', 'Obstacles that keep the lovers apart', 'A moment of loss', 'A grand gesture'],
    example_movies: ['Casablanca', 'When Harry Met Sally...', 'Before Sunrise', 'Pride & Prejudice'],
  },
  {
    name: 'Science Fiction',
    description: 'Stories that ask "what if" about science, technology or the future, and what that change does to people.',
    tropes_and_expectations: ['A speculative premise with consistent rules', 'Technology with consequences', 'Big ideas about humanity', 'Wonder and warning'],
    example_movies: ['2001: A Space Odyssey', 'Blade Runner', 'The Matrix', 'Arrival'],
  },
  {
    name: 'Thriller',
    description: 'Suspense above all: a protagonist in danger races against a threat while the audience fears for them.',
    tropes_and_expectations: ['Mounting suspense', 'Twists and reversals', 'A hidden or powerful antagonist', 'A race against time'],
    example_movies: ['North by Northwest', 'The Silence of the Lambs', 'Gone Girl', 'Rear Window'],
  },
  {
    name: 'War',
    description: 'Stories of soldiers and civilians in wartime, where survival, duty and loss test every bond.',
    tropes_and_expectations: ['A unit or band of comrades', 'The chaos of battle', 'Sacrifice and loss', 'The cost of violence'],
    example_movies: ['Saving Private Ryan', 'Apocalypse Now', 'Dunkirk', 'Paths of Glory'],
  },
  {
    name: 'Western',
    description: 'Stories of the frontier, where law is thin, land is vast and a lone figure must decide what justice means.',
    tropes_and_expectations: ['A frontier setting', 'Law against lawlessness', 'A lone rider or reluctant gunfighter', 'A showdown'],
    example_movies: ['The Searchers', 'High Noon', 'Unforgiven', 'True Grit'],
  },
]

export function genreByName(name: string): GenreReference | undefined {
  const n = name.trim().toLowerCase()
  return GENRES.find((g) => g.name.toLowerCase() === n)
}
