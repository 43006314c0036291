import { describe, expect, it } from 'vitest'
import nspell from 'nspell'
import dictionary from 'dictionary-en'
import { characterName, findMisspellings, isClosedCompound, isIgnored, nameWords, rankSuggestions, tokenize, transpositions, withCompounds } from './index'

const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) })
const correct = (w: string) => spell.correct(w)

describe('tokenize', () => {
  it('splits letters with one optional apostrophe part, keeping offsets', () => {
    expect(tokenize("Don't stop, CONT'D — rock-n-roll")).toEqual([
      { word: "Don't", offset: 0, length: 5 },
      { word: 'stop', offset: 6, length: 4 },
      { word: "CONT'D", offset: 12, length: 6 },
      { word: 'rock', offset: 21, length: 4 },
      { word: 'n', offset: 26, length: 1 },
      { word: 'roll', offset: 28, length: 4 },
    ])
  })
  it('keeps digits with their word and accepts curly apostrophes and accents', () => {
    expect(tokenize('the 3rd B52 café’s 2024').map((t) => t.word)).toEqual(['the', '3rd', 'B52', 'café’s', '2024'])
  })
  it('never lets an apostrophe start or end a word', () => {
    expect(tokenize("'quoted' rock'n'roll").map((t) => t.word)).toEqual(['quoted', "rock'n", 'roll'])
  })
})

describe('ignore rules', () => {
  const names = new Set(['MARY', 'KIM', 'DR'])
  it('skips short words, digits, vocabulary and names', () => {
    expect(isIgnored('a', names)).toBe(true)
    expect(isIgnored('42', names)).toBe(true)
    expect(isIgnored('3rd', names)).toBe(true)
    for (const w of ['INT', 'ext', 'EST', "CONT'D", 'CONT’D', 'CONTINUED', 'POV', 'INSERT', 'SUPER', 'MORE', 'VO', 'OS', 'OC']) expect(isIgnored(w, names)).toBe(true)
    expect(isIgnored('Mary', names)).toBe(true)
    expect(isIgnored("Mary's", names)).toBe(true)
    expect(isIgnored('Marie', names)).toBe(false)
    expect(isIgnored('teh', names)).toBe(false)
  })
})

describe('findMisspellings with the real en-US dictionary', () => {
  it('flags misspelled words with their offsets and passes good ones', () => {
    expect(findMisspellings('The cat sat on teh mat with recieved mail.', correct)).toEqual([
      { offset: 15, length: 3, word: 'teh' },
      { offset: 28, length: 8, word: 'recieved' },
    ])
  })
  it('accepts capitals, contractions and screenplay terms in a heading and a cue', () => {
    expect(findMisspellings("INT. KITCHEN - NIGHT (CONT'D) We don't know. V.O. O.S. POV INSERT", correct)).toEqual([])
    expect(findMisspellings('We don’t know.', correct)).toEqual([])
  })
  it('filters character names when given', () => {
    expect(findMisspellings('Zorblat waves at Mary.', correct).map((m) => m.word)).toEqual(['Zorblat'])
    expect(findMisspellings('Zorblat waves at Mary.', correct, new Set(['ZORBLAT']))).toEqual([])
  })
  it('copes with huge and hostile text', () => {
    const text = 'xqzv '.repeat(20000) + '\u0000\uFFFF\uD800 ' + "''''" + 'a'.repeat(10000)
    const found = findMisspellings(text, correct)
    expect(found.length).toBe(20001)
    expect(found.at(-1)!.length).toBe(10000)
  })
})

describe('character names', () => {
  it('drops extensions and the dual marker, upper-cases', () => {
    expect(characterName('Mary (V.O.)')).toBe('MARY')
    expect(characterName("DR. KIM (CONT'D)")).toBe('DR. KIM')
    expect(characterName('BOB ^')).toBe('BOB')
    expect(characterName('ANNA (O.S')).toBe('ANNA')
    expect(characterName('  ')).toBe('')
  })
  it('splits a name into words for the ignore set', () => {
    expect(nameWords('DR. KIM')).toEqual(['DR', 'KIM'])
    expect(nameWords("O’NEIL")).toEqual(["O'NEIL"])
  })
})

describe('suggestions and compounds with the real en-US dictionary', () => {
  it('offers letters typed the wrong way round first: "teh" → "the", keeping the case typed', () => {
    expect(rankSuggestions('teh', spell.suggest('teh'), correct)[0]).toBe('the')
    expect(rankSuggestions('Teh', spell.suggest('Teh'), correct)[0]).toBe('The')
    expect(rankSuggestions('TEH', spell.suggest('TEH'), correct)[0]).toBe('THE')
    expect(rankSuggestions('thier', spell.suggest('thier'), correct)[0]).toBe('their')
    expect(rankSuggestions('waht', spell.suggest('waht'), correct)[0]).toBe('what')
    // The dictionary's own list follows, without repeats, within the limit.
    const hte = rankSuggestions('hte', spell.suggest('hte'), correct, 8)
    expect(hte[0]).toBe('the')
    expect(new Set(hte).size).toBe(hte.length)
    expect(hte.length).toBe(8)
    expect(hte.slice(1)).toEqual(spell.suggest('hte').filter((w) => w !== 'the').slice(0, 7))
  })

  it('keeps the dictionary order when no swap of neighbours makes a word', () => {
    expect(transpositions('recieve', correct)).toEqual(['receive'])
    expect(transpositions('lettr', correct)).toEqual([])
    expect(rankSuggestions('lettr', ['letter', 'lettre'], correct)).toEqual(['letter', 'lettre'])
  })

  it('accepts a closed compound of two words in the dictionary’s list, in any capitals', () => {
    const check = withCompounds(correct)
    expect(correct('shoebox')).toBe(false)
    for (const w of ['shoebox', 'Shoebox', 'SHOEBOX', 'doorframe']) expect(check(w), w).toBe(true)
    expect(findMisspellings('She keeps the letters in a shoebox under the bed.', check)).toEqual([])
  })

  it('does not accept misspellings as compounds: short halves, proper nouns, nonsense', () => {
    const check = withCompounds(correct)
    for (const w of ['alot', 'noone', 'teh', 'recieved', 'xqzvbox', 'parisbox', 'shoeboxx']) expect(isClosedCompound(w, correct), w).toBe(false)
    expect(findMisspellings('Teh shoebox is alot bigger.', check).map((m) => m.word)).toEqual(['Teh', 'alot'])
  })
})
