import { describe, expect, it } from 'vitest'
import {
  CHARACTER_ARCHETYPES,
  CHARACTER_ARCS,
  DEFAULT_THEMES,
  GENRES,
  GENRE_NAMES,
  GENRE_THEMES,
  SEX_GENDER_OPTIONS,
  STORY_ARCHETYPES,
  THEME_LIBRARY,
  THEME_STRUCTURE_TABS,
  computeSuggestedThemes,
  roleBadgeColor,
  shownSuggestedThemes,
  themeByName,
} from '.'
import { THEME_STRUCTURE_FIELDS } from '../schemas'

describe('reference libraries', () => {
  it('has the fifteen story archetypes: the thirteen classics plus Out of the Bottle and Rags to Riches', () => {
    const names = STORY_ARCHETYPES.map((a) => a.name)
    expect(names).toHaveLength(15)
    for (const n of ['Road Story', 'Trapped with a Monster', 'Rite of Passage', 'Love or Friend Story', 'Everyman', 'Detective', 'Scapegoat', 'Creator', 'Fish Out of Water', 'Castaway', 'Superhero', 'Fool Triumphant', 'Institutionalized', 'Out of the Bottle', 'Rags to Riches'])
      expect(names).toContain(n)
  })

  it('every archetype fills every field, fits known genres and names library themes', () => {
    for (const a of STORY_ARCHETYPES) {
      for (const [k, v] of Object.entries(a)) expect(Array.isArray(v) ? v.length : String(v).trim().length, `${a.name}.${k}`).toBeGreaterThan(0)
      expect(a.key_characteristics.length).toBeGreaterThanOrEqual(3)
      for (const g of a.genre) expect(GENRE_NAMES).toContain(g)
      for (const t of a.theme) expect(themeByName(t), `${a.name}: ${t}`).toBeDefined()
    }
  })

  it('has the fifteen genres in order, each with description, expectations and examples', () => {
    expect(GENRES.map((g) => g.name)).toEqual([...GENRE_NAMES])
    expect(GENRES).toHaveLength(15)
    for (const g of GENRES) {
      expect(g.description.length).toBeGreaterThan(20)
      expect(g.tropes_and_expectations.length).toBeGreaterThanOrEqual(3)
      expect(g.example_movies.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('has a library of 66 distinct themes, five per genre and the six defaults, all in the library', () => {
    expect(THEME_LIBRARY).toHaveLength(66)
    expect(new Set(THEME_LIBRARY.map((t) => t.name.toLowerCase())).size).toBe(66)
    for (const t of THEME_LIBRARY) expect(t.description.length).toBeGreaterThan(10)
    expect(DEFAULT_THEMES).toEqual(['Self-discovery', 'Friendship and Connection', 'Transformation and Growth', 'Justice vs. Injustice', 'Courage and Resilience', 'The Power of Hope and Perseverance'])
    for (const g of GENRE_NAMES) {
      expect(GENRE_THEMES[g], g).toHaveLength(5)
      expect(new Set(GENRE_THEMES[g]).size).toBe(5)
      for (const t of [...GENRE_THEMES[g], ...DEFAULT_THEMES]) expect(themeByName(t), t).toBeDefined()
    }
  })

  it('has 13 character archetypes, 12 arcs and 8 sex/gender options', () => {
    expect(CHARACTER_ARCHETYPES.map((a) => a.name)).toEqual(['Hero', 'Mentor', 'Villain', 'Everyman', 'Innocent', 'Rebel', 'Caregiver', 'Explorer', 'Creator', 'Ruler', 'Jester', 'Seducer', 'Lover'])
    expect(CHARACTER_ARCS.map((a) => a.name)).toEqual(['Positive', 'Redemption', 'Coming-of-Age', 'Education', 'Supportive Transformation', 'Flat', 'Corruption', 'Spiral', 'Disillusionment', 'Recovery', 'Anti-Hero', 'Cyclical'])
    for (const x of [...CHARACTER_ARCHETYPES, ...CHARACTER_ARCS]) expect(x.examples.length).toBeGreaterThan(0)
    expect(SEX_GENDER_OPTIONS).toEqual(['Male', 'Female', 'Non-binary', 'Transgender Male', 'Transgender Female', 'Genderfluid', 'Agender', 'Other'])
  })

  it('walks the thirteen theme beats once each across six tabs', () => {
    expect(THEME_STRUCTURE_TABS.map((t) => t.label)).toEqual(['Argument', 'Beginning', 'Act 2', 'Reversal', 'Climax', 'Resolution'])
    expect(THEME_STRUCTURE_TABS.flatMap((t) => t.fields)).toEqual([...THEME_STRUCTURE_FIELDS])
  })

  it('colours role badges: Protagonist blue, Antagonist red, Supporting green, others grey', () => {
    expect(roleBadgeColor('Protagonist')).toBe('blue')
    expect(roleBadgeColor(' antagonist ')).toBe('red')
    expect(roleBadgeColor('Supporting')).toBe('green')
    expect(roleBadgeColor('Love interest')).toBe('gray')
    expect(roleBadgeColor(undefined)).toBe('gray')
  })
})

describe('suggested themes', () => {
  const names = (c: Parameters<typeof computeSuggestedThemes>[0]) => computeSuggestedThemes(c).map((t) => t.name)

  it('with nothing chosen offers the six default themes', () => {
    expect(names({ genres: [], storyArchetype: '', themes: [] })).toEqual([...DEFAULT_THEMES])
  })

  it('lists genre themes first, in genre order, then the archetype\'s, then the defaults, up to twelve', () => {
    const list = names({ genres: ['Horror', 'Romance'], storyArchetype: 'Castaway', themes: [] })
    expect(list).toHaveLength(12)
    expect(list.slice(0, 5)).toEqual(['Fear of the Unknown', 'Survival', 'Isolation and Loneliness', 'Madness and Sanity', 'Guilt and Atonement'])
    expect(list.slice(5, 10)).toEqual(['Love and Sacrifice', 'Unrequited Love', 'Trust and Betrayal', 'Second Chances', 'Duty vs. Desire'])
    // Castaway's themes, less Survival (already offered by Horror).
    expect(list.slice(10)).toEqual(['Man vs. Nature', 'Courage and Resilience'])
  })

  it('shows eight of them', () => {
    const shown = shownSuggestedThemes({ genres: ['Horror', 'Romance'], storyArchetype: 'Castaway', themes: [] })
    expect(shown).toHaveLength(8)
    expect(shown[7].name).toBe('Trust and Betrayal')
  })

  it('leaves out themes already chosen, ignoring case, and refills from further down', () => {
    const list = names({ genres: ['Western'], storyArchetype: '', themes: ['justice vs. injustice', 'Honor and Integrity'] })
    expect(list).not.toContain('Justice vs. Injustice')
    expect(list).not.toContain('Honor and Integrity')
    expect(list.slice(0, 3)).toEqual(['The Individual vs. Society', 'Revenge and Its Cost', 'Freedom vs. Control'])
    expect(list).toContain('Self-discovery')
  })

  it('maps the archetype onto the library and ignores unknown genres and archetypes', () => {
    expect(names({ genres: ['Polka'], storyArchetype: 'Detective', themes: [] }).slice(0, 4)).toEqual(['Truth and Deception', 'Justice vs. Injustice', 'Power and Corruption', 'Obsession'])
    expect(names({ genres: ['Polka'], storyArchetype: 'my own thing', themes: [] })).toEqual([...DEFAULT_THEMES])
  })

  it('has descriptions for every suggestion (the info popovers)', () => {
    for (const t of computeSuggestedThemes({ genres: ['Drama'], storyArchetype: 'Creator', themes: [] })) expect(t.description).toBeTruthy()
  })
})
