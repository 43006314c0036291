import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain JS shared with the app's build
import { readPronunciations, readWordNetFiles } from '../../../scripts/dictionary-files.mjs'
import { buildDictionary, lookUp, rhymeOf, shardOf, type BuiltDictionary, type ShardLoader } from './index'
import { baseFormCandidates } from './morphy'
import { parseDataFile, parseExceptions, parseIndexFile, splitGloss } from './wordnet'

const HEADER = '  1 This software and database is being provided to you, the LICENSEE, by  \n'

/** A few lines in WordNet's own formats, written here: the parsing owes nothing to the installed files. */
const SMALL = {
  data: {
    n: HEADER + '00000100 04 n 02 dash 0 sprint 0 000 | a quick run; "a dash for the door"\n',
    v: HEADER + '00000200 38 v 02 run 0 scat 0 001 @ 00000300 v 0000 01 + 02 00 | move fast by using one\'s feet; "Don\'t run--you\'ll be out of breath"; "The children ran to the store"\n',
    a: HEADER + '00000400 00 a 01 happy 0 001 & 00000500 a 0000 | enjoying joy; "a happy smile"\n00000500 00 s 02 glad 0 galore(ip) 0 001 & 00000400 a 0000 | showing pleasure\n',
    r: HEADER,
  },
  index: {
    n: HEADER + 'dash n 1 0 1 0 00000100  \n',
    v: HEADER + 'run v 1 1 @ 1 0 00000200  \nscat v 1 1 @ 1 0 00000200  \n',
    a: HEADER + 'happy a 1 1 & 1 0 00000400  \nglad a 1 1 & 1 0 00000500  \n',
    r: HEADER,
  },
  exceptions: { n: '', v: 'ran run\nrunning run\n', a: '', r: '' },
}

/** Shards straight from memory, counting the fetches a lookup makes. */
function memoryLoader(built: BuiltDictionary): ShardLoader & { fetched: string[] } {
  const fetched: string[] = []
  return {
    fetched,
    words: async (name) => (fetched.push(name), built.shards.get(name)),
    rhymes: async (name) => (fetched.push(name), built.rhymes.get(name)),
  }
}

describe('WordNet files', () => {
  it('reads a sense: its words, definition, examples and similar senses', () => {
    const data = parseDataFile(SMALL.data.v)
    expect(data.get(200)).toEqual({
      pos: 'v',
      words: ['run', 'scat'],
      definition: "move fast by using one's feet",
      examples: ["Don't run--you'll be out of breath", 'The children ran to the store'],
      similar: [],
    })
    expect(parseDataFile(SMALL.data.a).get(500)).toMatchObject({ pos: 'a', words: ['glad', 'galore'], similar: [400] })
  })
  it('reads the index and the exception lists', () => {
    expect(parseIndexFile(SMALL.index.v)).toEqual(new Map([['run', [200]], ['scat', [200]]]))
    expect(parseExceptions(SMALL.exceptions.v).get('running')).toEqual(['run'])
    expect(splitGloss('a quick run')).toEqual({ definition: 'a quick run', examples: [] })
  })
  it('detachment rules give candidate base forms', () => {
    expect(baseFormCandidates('boxes', 'n')).toEqual(['boxes', 'boxe', 'box'])
    expect(baseFormCandidates('glass', 'n')).toEqual(['glass'])
    expect(baseFormCandidates('hoped', 'v')).toEqual(['hoped', 'hope', 'hop'])
    expect(baseFormCandidates('ran', 'v', ['run'])).toEqual(['ran', 'run'])
  })
  it('builds shards that a lookup reads: synonyms by sense, similar adjectives, irregular forms', async () => {
    const built = buildDictionary(SMALL)
    expect([...built.shards.keys()].sort()).toEqual(['da', 'gl', 'ha', 'ra', 'ru', 'sc'])
    const happy = await lookUp('Happy!', memoryLoader(built))
    expect(happy.meanings).toEqual([{ lemma: 'happy', pos: 'a', senses: [{ definition: 'enjoying joy', examples: ['a happy smile'], synonyms: ['glad', 'galore'] }] }])
    const ran = await lookUp('ran', memoryLoader(built))
    expect(ran.meanings.map((m) => [m.lemma, m.pos, m.senses[0].synonyms])).toEqual([['run', 'v', ['scat']]])
  })
  it('rhymes: the sounds from the last stressed vowel', () => {
    expect(rhymeOf('T EY1 B AH0 L')).toBe('EY B AH L')
    expect(rhymeOf('K AE1 T')).toBe('AE T')
    expect(rhymeOf('AH0')).toBe('AH')
    expect(shardOf('x')).toBe('x_')
    expect(shardOf("o'clock")).toBe('o_')
  })
})

describe('the built-in dictionary (WordNet 3.1)', () => {
  let built: BuiltDictionary
  beforeAll(async () => {
    built = buildDictionary(readWordNetFiles(), await readPronunciations())
  }, 120_000)

  it('a word with several senses, by part of speech, most common first', async () => {
    const r = await lookUp('run', memoryLoader(built))
    const noun = r.meanings.find((m) => m.pos === 'n')!
    const verb = r.meanings.find((m) => m.pos === 'v')!
    expect(noun.lemma).toBe('run')
    expect(verb.senses.length).toBeGreaterThan(30)
    expect(noun.senses.length).toBeGreaterThan(10)
    expect(verb.senses[0].definition).toBe("move fast by using one's feet, with one foot off the ground at any given time")
    // Synonyms grouped by sense: "scat" and "scarper" are run as in fleeing, not as in running a race.
    const flee = verb.senses.find((s) => s.definition.startsWith('flee'))!
    expect(flee.synonyms).toEqual(expect.arrayContaining(['scat', 'scarper', 'turn tail', 'lam']))
    expect(verb.senses[0].synonyms).not.toContain('scat')
  })

  it('an inflected form finds its base: running → run, mice → mouse, happier → happy', async () => {
    const running = await lookUp('running', memoryLoader(built))
    expect(running.meanings.map((m) => `${m.lemma}/${m.pos}`)).toEqual(expect.arrayContaining(['running/n', 'run/v', 'running/a']))
    expect((await lookUp('mice', memoryLoader(built))).meanings.map((m) => m.lemma)).toEqual(['mouse'])
    expect((await lookUp('happier', memoryLoader(built))).meanings.map((m) => `${m.lemma}/${m.pos}`)).toEqual(['happy/a'])
    expect((await lookUp('stories', memoryLoader(built))).meanings.map((m) => m.lemma)).toEqual(['story'])
  })

  it('an adjective\'s synonyms include its similar words', async () => {
    const happy = (await lookUp('happy', memoryLoader(built))).meanings[0]
    expect(happy.senses[0].synonyms).toEqual(expect.arrayContaining(['blissful', 'blessed']))
    expect(happy.senses[2].synonyms).toContain('glad')
  })

  it('a word with none, and text that is no word, answer with no meanings', async () => {
    expect(await lookUp('flibbertigibbetzz', memoryLoader(built))).toEqual({ word: 'flibbertigibbetzz', meanings: [], rhymes: [] })
    expect((await lookUp('!!!', memoryLoader(built))).meanings).toEqual([])
    expect((await lookUp('a'.repeat(10_000), memoryLoader(built))).meanings).toEqual([])
  })

  it('rhymes from the pronouncing dictionary', async () => {
    const r = await lookUp('cat', memoryLoader(built))
    expect(r.rhymes).toEqual(expect.arrayContaining(['hat', 'bat', 'flat']))
    expect(r.rhymes).not.toContain('cat')
  })

  it('a lookup reads one or two small shards', async () => {
    const loader = memoryLoader(built)
    await lookUp('running', loader)
    expect(new Set(loader.fetched.filter((n) => !n.startsWith('r') || n.length === 2)).size).toBeLessThanOrEqual(2)
    for (const shard of built.shards.values()) expect(JSON.stringify(shard).length).toBeLessThan(1_200_000)
  })
})
