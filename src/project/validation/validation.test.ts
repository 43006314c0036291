import { describe, expect, it } from 'vitest'
import { THEME_STRUCTURE_FIELDS, type CharacterSet } from '../schemas'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import {
  CHARACTER_MSG,
  LOCATION_MSG,
  addCharacter,
  addCharactersBatch,
  addLocation,
  addLocationsBatch,
  addTheme,
  applyIdea,
  compatibilityWarnings,
  deleteCharacter,
  deleteLocation,
  exceeds,
  stampConcept,
  toggleGenre,
  updateCharacter,
  updateLocation,
  validateCharacter,
  validateLocation,
  validateMovieConcept,
  validateThemeStructure,
} from '.'

const x = (n: number, ch = 'a') => ch.repeat(n)
const concept = (over: Partial<Parameters<typeof validateMovieConcept>[0]> = {}) => ({ movieIdea: '', genres: [], protagonistGoalObstacle: '', logline: '', themes: [], ...over })
const RTL = 'שלום עולם مرحبا'
const EMOJI = '🎬🍿🦄'

describe('counting characters', () => {
  it('counts an emoji as one character and stops early on huge text', () => {
    expect(exceeds(x(250, '🎬'), 250)).toBe(false) // 500 UTF-16 units, 250 characters
    expect(exceeds(x(251, '🎬'), 250)).toBe(true)
    expect(exceeds(x(3_000_000), 500)).toBe(true)
  })
})

describe('movie concept', () => {
  it('accepts an empty concept and one at every limit', () => {
    expect(validateMovieConcept(concept())).toEqual({})
    expect(validateMovieConcept(concept({ movieIdea: x(500), protagonistGoalObstacle: x(500), logline: x(300), genres: ['Action', 'Drama', 'Comedy', 'War', 'Western'], themes: Array.from({ length: 10 }, (_, i) => `t${i}`) }))).toEqual({})
  })
  it('measures after trimming', () => {
    expect(validateMovieConcept(concept({ movieIdea: `   ${x(500)}   ` }))).toEqual({})
  })
  it('says each message word for word', () => {
    expect(validateMovieConcept(concept({ movieIdea: x(501) })).movieIdea).toBe('Movie idea should be less than 500 characters')
    expect(validateMovieConcept(concept({ genres: ['a', 'b', 'c', 'd', 'e', 'f'] })).genres).toBe('Maximum 5 genres can be selected')
    expect(validateMovieConcept(concept({ protagonistGoalObstacle: x(501) })).protagonistGoalObstacle).toBe('Protagonist/Goal/Obstacle should be less than 500 characters')
    expect(validateMovieConcept(concept({ logline: x(301) })).logline).toBe('Logline should be less than 300 characters')
    expect(validateMovieConcept(concept({ themes: ['Love', '  '] })).themes).toBe('All themes must have content')
    expect(validateMovieConcept(concept({ themes: Array.from({ length: 11 }, (_, i) => `t${i}`) })).themes).toBe('Maximum 10 themes allowed')
  })
  it('takes emoji and right-to-left text in every field', () => {
    expect(validateMovieConcept(concept({ movieIdea: `${RTL} ${EMOJI}`, protagonistGoalObstacle: RTL, logline: EMOJI, themes: [RTL, EMOJI] }))).toEqual({})
  })
  it('a megabyte of pasted text in every field is a message each, never a hang', () => {
    const big = x(1_000_000, '🎬')
    const t0 = performance.now()
    const e = validateMovieConcept(concept({ movieIdea: big, protagonistGoalObstacle: big, logline: big, themes: [big] }))
    expect(Object.keys(e).sort()).toEqual(['logline', 'movieIdea', 'protagonistGoalObstacle', 'themes'])
    const c = validateCharacter(Object.fromEntries(['name', 'age', 'sex', 'role', 'archetype', 'characterArc', 'relationships', 'description', 'flaw', 'want', 'need', 'lie', 'ghost'].map((f) => [f, big])), [])
    expect(Object.keys(c)).toHaveLength(13)
    const l = validateLocation(Object.fromEntries(['name', 'type', 'description', 'address', 'notes', 'atmosphere', 'props', 'budget', 'availability'].map((f) => [f, big])), [])
    expect(Object.keys(l)).toHaveLength(9)
    expect(Object.keys(validateThemeStructure(Object.fromEntries(THEME_STRUCTURE_FIELDS.map((f) => [f, big]))))).toHaveLength(13)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
  })
  it('adds a theme only when it has text and is new, ignoring case', () => {
    expect(addTheme(['Love'], '  Courage ')).toEqual({ themes: ['Love', 'Courage'], added: true })
    expect(addTheme(['Love'], '   ')).toEqual({ themes: ['Love'], added: false })
    expect(addTheme(['Love'], 'love')).toMatchObject({ themes: ['Love'], added: false, reason: 'This theme is already added' })
    expect(addTheme(Array.from({ length: 10 }, (_, i) => `t${i}`), 'new')).toMatchObject({ added: false, reason: 'Maximum 10 themes allowed' })
    expect(addTheme([], x(101))).toMatchObject({ added: false, reason: 'Theme should be less than 100 characters' })
  })
  it('refuses a sixth genre and unticks a chosen one', () => {
    expect(toggleGenre(['A', 'B', 'C', 'D', 'E'], 'F')).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(toggleGenre(['A', 'B'], 'A')).toEqual(['B'])
    expect(toggleGenre(['A'], 'B')).toEqual(['A', 'B'])
  })
  it('warns when no chosen genre fits the archetype, and when more than three are chosen', () => {
    expect(compatibilityWarnings('Detective', ['Musical'])).toEqual(['Consider adding one of these genres that work well with Detective: Crime, Thriller, Drama'])
    expect(compatibilityWarnings('Detective', ['Crime'])).toEqual([])
    expect(compatibilityWarnings('', ['Action', 'Drama', 'Comedy', 'War'])).toEqual(['Consider limiting to 2-3 primary genres for clearer focus'])
    expect(compatibilityWarnings('Detective', [])).toEqual([])
  })
  it('a picked idea takes its twist in parentheses and adds its genre, up to five', () => {
    expect(applyIdea({ movieIdea: 'old', genres: ['Drama'] }, { idea: 'A keeper', twist: ' she is the ghost ', genre: 'horror' })).toEqual({ movieIdea: 'A keeper (she is the ghost)', genres: ['Drama', 'Horror'] })
    expect(applyIdea({ movieIdea: '', genres: ['Horror'] }, { idea: 'A keeper', genre: 'Horror' })).toEqual({ movieIdea: 'A keeper', genres: ['Horror'] })
    expect(applyIdea({ movieIdea: '', genres: ['A', 'B', 'C', 'D', 'E'] }, { idea: 'x', genre: 'War' }).genres).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(applyIdea({ movieIdea: '', genres: [] }, { idea: 'x', genre: 'Space Opera' }).genres).toEqual([])
  })
  it('sets createdAt on the first save and keeps it; updatedAt is refreshed', () => {
    const draft = { ...concept({ movieIdea: ' idea ' }), storyArchetype: '' }
    const first = stampConcept(draft, null, '2026-01-01T00:00:00.000Z')
    expect(first).toMatchObject({ movieIdea: 'idea', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    const second = stampConcept({ ...first, logline: 'x' }, first, '2026-02-02T00:00:00.000Z')
    expect(second).toMatchObject({ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-02T00:00:00.000Z' })
  })
})

describe('theme structure', () => {
  it('every field is optional', () => {
    expect(validateThemeStructure({})).toEqual({})
    expect(validateThemeStructure({ centralArgument: '   ' })).toEqual({})
  })
  it('a filled field needs 10 to 2000 characters, with the label in the message', () => {
    expect(validateThemeStructure({ centralArgument: 'too short' })).toEqual({ centralArgument: 'Central Dramatic Argument should be at least 10 characters long' })
    expect(validateThemeStructure({ refusal: x(2001) })).toEqual({ refusal: 'Refusal/Return to Stasis should be less than 2000 characters' })
    expect(validateThemeStructure({ darkness: x(10), newStasis: x(2000) })).toEqual({})
  })
  it('checks all thirteen fields', () => {
    const all = Object.fromEntries(THEME_STRUCTURE_FIELDS.map((f) => [f, 'short']))
    const e = validateThemeStructure(all)
    expect(Object.keys(e)).toEqual([...THEME_STRUCTURE_FIELDS])
    expect(e.themeReversal).toBe('Reversal of Theme should be at least 10 characters long')
    expect(e.finalTemptation).toBe('Final Temptation/Relapse should be at least 10 characters long')
    expect(e.acceptanceAction).toBe('Acceptance Through Action should be at least 10 characters long')
    expect(e.darkness).toBe('The Darkness should be at least 10 characters long')
  })
})

describe('character', () => {
  const others = [{ id: '1', name: 'Maria Lopez' }]
  it('name is required, at most 100, and unique ignoring case', () => {
    expect(validateCharacter({ name: '  ' }, []).name).toBe('Character name is required')
    expect(validateCharacter({}, []).name).toBe('Character name is required')
    expect(validateCharacter({ name: x(101) }, []).name).toBe('Character name should be less than 100 characters')
    expect(validateCharacter({ name: x(100) }, [])).toEqual({})
    expect(validateCharacter({ name: ' MARIA lopez ' }, others).name).toBe('A character with this name already exists')
    // Editing Maria herself keeps her name.
    expect(validateCharacter({ name: 'maria lopez' }, others, '1')).toEqual({})
  })
  it('age and sex at most 50; role and archetype at most 200', () => {
    expect(validateCharacter({ name: 'A', age: x(51) }, []).age).toBe('Age should be less than 50 characters')
    expect(validateCharacter({ name: 'A', sex: x(51) }, []).sex).toBe('Sex/Gender should be less than 50 characters')
    expect(validateCharacter({ name: 'A', role: x(201) }, []).role).toBe('Role should be less than 200 characters')
    expect(validateCharacter({ name: 'A', archetype: x(201) }, []).archetype).toBe('Archetype should be less than 200 characters')
    expect(validateCharacter({ name: 'A', age: '7', sex: 'M', role: x(200), archetype: x(200) }, [])).toEqual({})
  })
  it.each([
    ['relationships', 'Relationships', 500],
    ['flaw', 'Flaw', 500],
    ['want', 'Want', 500],
    ['need', 'Need', 500],
    ['lie', 'Lie', 500],
    ['ghost', 'Ghost', 500],
    ['description', 'Description', 2000],
    ['characterArc', 'Character arc', 1000],
  ] as const)('%s, if filled, needs 5 to %s… characters', (field, label, max) => {
    expect(validateCharacter({ name: 'A', [field]: 'abcd' }, [])[field]).toBe(`${label} should be at least 5 characters long`)
    expect(validateCharacter({ name: 'A', [field]: x(max + 1) }, [])[field]).toBe(`${label} should be less than ${max} characters`)
    expect(validateCharacter({ name: 'A', [field]: x(5) }, [])).toEqual({})
    expect(validateCharacter({ name: 'A', [field]: x(max) }, [])).toEqual({})
    expect(validateCharacter({ name: 'A', [field]: '' }, [])).toEqual({})
  })
  it('takes emoji and right-to-left names and text', () => {
    expect(validateCharacter({ name: `${RTL} ${EMOJI}`, description: RTL, flaw: EMOJI + EMOJI }, [])).toEqual({})
  })

  const T1 = '2026-01-01T00:00:00.000Z'
  const T2 = '2026-03-03T00:00:00.000Z'
  it('a new character gets an id and equal createdAt and updatedAt; an edit refreshes updatedAt only', () => {
    const r = addCharacter(null, { name: ' Maria ', role: 'Protagonist', flaw: '' }, T1, 'c1')
    if (!r.ok) throw new Error(r.error)
    expect(r.set.characters[0]).toMatchObject({ id: 'c1', name: 'Maria', role: 'Protagonist', createdAt: T1, updatedAt: T1 })
    const u = updateCharacter(r.set, 'c1', { name: 'Maria Lopez' }, T2)
    if (!u.ok) throw new Error(u.error)
    expect(u.set.characters[0]).toMatchObject({ id: 'c1', name: 'Maria Lopez', createdAt: T1, updatedAt: T2 })
    expect(u.set.updatedAt).toBe(T2)
  })
  it('refuses a duplicate with the form banner and the field message, leaving the set as it was', () => {
    const r = addCharacter(null, { name: 'Maria' }, T1, 'c1')
    if (!r.ok) throw new Error()
    const d = addCharacter(r.set, { name: 'MARIA' }, T2, 'c2')
    expect(d).toEqual({ ok: false, error: 'Please fix the errors above before saving the character.', fieldErrors: { name: 'A character with this name already exists' } })
    expect(r.set.characters).toHaveLength(1)
  })
  it('update or delete of a missing character: Character not found; delete refreshes the set\'s updatedAt', () => {
    const r = addCharacter(null, { name: 'Maria' }, T1, 'c1')
    if (!r.ok) throw new Error()
    expect(updateCharacter(r.set, 'nope', { name: 'X' }, T2)).toEqual({ ok: false, error: CHARACTER_MSG.notFound })
    expect(deleteCharacter(r.set, 'nope', T2)).toEqual({ ok: false, error: 'Character not found' })
    const del = deleteCharacter(r.set, 'c1', T2)
    expect(del.ok && del.set).toMatchObject({ characters: [], updatedAt: T2 })
  })
  it('a batch skips invalid and duplicate characters and succeeds when one is added', () => {
    const existing: CharacterSet = { characters: [{ id: 'x', name: 'Maria' }], createdAt: T1, updatedAt: T1 }
    let n = 0
    const r = addCharactersBatch(existing, [{ name: 'Tom', role: 'Antagonist', age: 40 }, { name: 'maria' }, { name: '' }, { name: 'Ann', flaw: 'bad' }, 'junk', null, { name: 'Tom' }, { name: 'Zoe' }], T2, () => `g${++n}`)
    if (!r.ok) throw new Error(r.error)
    expect(r.set.characters.map((c) => c.name)).toEqual(['Maria', 'Tom', 'Zoe'])
    expect(r.set.characters[1]).toMatchObject({ age: '40', role: 'Antagonist', createdAt: T2, updatedAt: T2 })
    expect(r.added).toBe(2)
    expect(r.skipped).toBe(6)
  })
  it('a batch where nothing is valid fails, saying no character could be added', () => {
    expect(addCharactersBatch(null, [{ name: '' }, 42], T1)).toEqual({ ok: false, error: 'No characters could be added - validation failed for all characters' })
  })
})

describe('location', () => {
  it('name is required, at most 100, unique ignoring case', () => {
    expect(validateLocation({ name: '' }, []).name).toBe('Location name is required')
    expect(validateLocation({ name: x(101) }, []).name).toBe('Location name should be less than 100 characters')
    expect(validateLocation({ name: "joe's diner" }, [{ id: '1', name: "JOE'S DINER" }]).name).toBe('A location with this name already exists')
    expect(validateLocation({ name: "joe's diner" }, [{ id: '1', name: "JOE'S DINER" }], '1')).toEqual({})
  })
  it('address at most 200, type at most 200', () => {
    expect(validateLocation({ name: 'A', address: x(201) }, []).address).toBe('Address should be less than 200 characters')
    expect(validateLocation({ name: 'A', type: x(201) }, []).type).toBe('Type should be less than 200 characters')
    expect(validateLocation({ name: 'A', address: '1', type: 'Interior' }, [])).toEqual({})
  })
  it.each([
    ['description', 'Description', 2000],
    ['notes', 'Notes', 1000],
    ['atmosphere', 'Atmosphere', 1000],
    ['props', 'Props', 1000],
    ['budget', 'Budget', 1000],
    ['availability', 'Availability', 1000],
  ] as const)('%s, if given, needs 5 to %s… characters', (field, label, max) => {
    expect(validateLocation({ name: 'A', [field]: 'abc' }, [])[field]).toBe(`${label} should be at least 5 characters long`)
    expect(validateLocation({ name: 'A', [field]: x(max + 1) }, [])[field]).toBe(`${label} should be less than ${max} characters`)
    expect(validateLocation({ name: 'A', [field]: x(max) }, [])).toEqual({})
  })
  it('add, update and delete keep the dates; missing: Location not found; failed save banner', () => {
    const a = addLocation(null, { name: 'Diner', type: 'Interior' }, 'T1', 'l1')
    if (!a.ok) throw new Error()
    expect(a.set.locations[0]).toMatchObject({ id: 'l1', createdAt: 'T1', updatedAt: 'T1' })
    const u = updateLocation(a.set, 'l1', { name: 'Diner', notes: 'Open late at night' }, 'T2')
    expect(u.ok && u.set.locations[0]).toMatchObject({ createdAt: 'T1', updatedAt: 'T2', notes: 'Open late at night' })
    expect(updateLocation(a.set, 'zz', { name: 'Q' }, 'T2')).toEqual({ ok: false, error: LOCATION_MSG.notFound })
    expect(deleteLocation(a.set, 'zz', 'T2')).toEqual({ ok: false, error: 'Location not found' })
    expect(addLocation(a.set, { name: 'diner' }, 'T3')).toMatchObject({ ok: false, error: 'Please fix the errors above before saving the location.' })
  })
  it('batch: skips invalid, fails when none added', () => {
    const r = addLocationsBatch(null, [{ name: 'Pier' }, { name: 'pier' }, { name: 'X', notes: 'no' }], 'T1')
    expect(r.ok && r.set.locations.map((l) => l.name)).toEqual(['Pier'])
    expect(addLocationsBatch(null, [{}], 'T1')).toEqual({ ok: false, error: 'No locations could be added - validation failed for all locations' })
  })
})
