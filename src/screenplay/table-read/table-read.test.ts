import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { assignVoices, characterSex, nextScene, nextSpeech, previousScene, previousSpeech, readingQueue, speakingCharacters, spokenHeading, voiceSex, type Utterance, type VoiceInfo } from './index'

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })
const SCRIPT: ScriptElement[] = [
  el('action', 'FADE IN:'), // 0
  el('scene-heading', 'INT. KITCHEN - NIGHT'), // 1
  el('action', 'Rain on the window.'), // 2
  el('character', "MARY (CONT'D)"), // 3
  el('parenthetical', '(quietly)'), // 4
  el('dialogue', 'Where were you?'), // 5
  el('note', 'Slower here?'), // 6
  el('character', 'BOB'), // 7
  el('dialogue', 'Out.'), // 8
  el('scene-heading', 'EXT. STREET - DAY'), // 9
  el('character', 'mary'), // 10
  el('dialogue', 'Wait for me!'), // 11
  el('transition', 'CUT TO:'), // 12
]

const said = (q: Utterance[]) => q.map((u) => `${u.reader.kind === 'narrator' ? 'N' : u.reader.name}${u.whisper ? '~' : ''}${u.silence ? `[${u.silence}s]` : ''}: ${u.text}`)

describe('the reading queue', () => {
  it('narrator reads headings and action, each speech its character; cues, notes and parentheticals are not read', () => {
    expect(said(readingQueue(SCRIPT))).toEqual([
      'N: FADE IN:',
      'N: Interior. KITCHEN. NIGHT.',
      'N: Rain on the window.',
      'MARY: Where were you?',
      'BOB: Out.',
      'N: Exterior. STREET. DAY.',
      'MARY: Wait for me!',
      'N: CUT TO:',
    ])
  })
  it('action skipped, parentheticals whispered', () => {
    expect(said(readingQueue(SCRIPT, { narrator: 'skip', parentheticals: 'whisper' }))).toEqual(['MARY~: quietly', 'MARY: Where were you?', 'BOB: Out.', 'MARY: Wait for me!'])
  })
  it('one character\'s lines only', () => {
    const q = readingQueue(SCRIPT, { narrator: 'read', parentheticals: 'skip', character: { name: 'MARY', mode: 'only' } })
    expect(said(q)).toEqual(['MARY: Where were you?', 'MARY: Wait for me!'])
    expect(q.map((u) => u.elementIndex)).toEqual([5, 11])
  })
  it('an actor running lines: every other part read, a silence as long as each of their lines', () => {
    const q = readingQueue(SCRIPT, { narrator: 'skip', parentheticals: 'whisper', character: { name: 'MARY', mode: 'except' } })
    // "Where were you?" is 3 words at 150 a minute: 1.2 s; "Wait for me!" the same.
    expect(said(q)).toEqual(['MARY[1.2s]: Where were you?', 'BOB: Out.', 'MARY[1.2s]: Wait for me!'])
  })
  it('from the cursor, in the middle of a speech, keeps the speaker', () => {
    expect(said(readingQueue(SCRIPT, { narrator: 'read', parentheticals: 'skip', fromElement: 5 }))).toEqual(['MARY: Where were you?', 'BOB: Out.', 'N: Exterior. STREET. DAY.', 'MARY: Wait for me!', 'N: CUT TO:'])
  })
  it('one scene', () => {
    expect(said(readingQueue(SCRIPT, { narrator: 'read', parentheticals: 'skip', scene: 1 }))).toEqual(['N: Exterior. STREET. DAY.', 'MARY: Wait for me!', 'N: CUT TO:'])
  })
  it('moves by speech and by scene', () => {
    const q = readingQueue(SCRIPT, { narrator: 'read', parentheticals: 'whisper' })
    // 0 FADE IN, 1 heading, 2 rain, 3 MARY~, 4 MARY, 5 BOB, 6 heading, 7 MARY, 8 CUT TO
    expect(q[3].speech).toBe(q[4].speech)
    expect(nextSpeech(q, 3)).toBe(5)
    expect(nextSpeech(q, 8)).toBe(-1)
    expect(previousSpeech(q, 4)).toBe(3)
    expect(previousSpeech(q, 3)).toBe(2)
    expect(previousSpeech(q, 5)).toBe(3)
    expect(nextScene(q, 2)).toBe(6)
    expect(nextScene(q, 0)).toBe(1)
    expect(previousScene(q, 7)).toBe(6)
    expect(previousScene(q, 6)).toBe(1)
    expect(nextScene(q, 7)).toBe(-1)
  })
  it('headings as a narrator says them', () => {
    expect(spokenHeading('INT./EXT. CAR - MOVING - DAY')).toBe('Interior, exterior. CAR. MOVING. DAY.')
    expect(spokenHeading('EXT. FIELD')).toBe('Exterior. FIELD.')
    expect(spokenHeading('.FLASHBACK')).toBe('FLASHBACK.')
  })
  it('characters by how often they speak', () => {
    expect(speakingCharacters(SCRIPT)).toEqual(['MARY', 'BOB'])
  })
})

const V = (voiceURI: string, lang = 'en-US', isDefault = false): VoiceInfo => ({ voiceURI, name: voiceURI, lang, default: isDefault })

describe('voice assignment', () => {
  const voices = [V('Daniel'), V('Samantha', 'en-US', true), V('Google UK English Female', 'en-GB'), V('Microsoft David'), V('Thomas', 'fr-FR'), V('Robot')]
  it('knows voices by their names', () => {
    expect(voices.map(voiceSex)).toEqual(['male', 'female', 'female', 'male', 'male', 'unknown'])
    expect(['F', 'Female', 'woman', 'M', 'male', 'Man', '', 'non-binary'].map(characterSex)).toEqual(['female', 'female', 'female', 'male', 'male', 'male', 'unknown', 'unknown'])
  })
  it('narrator: the default voice; characters by sex, round their voices, in the script\'s language', () => {
    const sex: Record<string, 'female' | 'male'> = { MARY: 'female', ANN: 'female', BOB: 'male', TIM: 'male', JO: 'female' }
    const plan = assignVoices(['MARY', 'BOB', 'ANN', 'TIM', 'JO', 'ROBOT'], voices, (n) => sex[n] ?? 'unknown')
    expect(plan.narrator).toBe('Samantha')
    expect(plan.characters).toEqual({
      MARY: 'Google UK English Female',
      BOB: 'Daniel',
      ANN: 'Google UK English Female',
      TIM: 'Microsoft David',
      JO: 'Google UK English Female',
      ROBOT: 'Daniel',
    })
  })
  it('saved choices win while their voice is there', () => {
    const plan = assignVoices(['MARY', 'BOB'], voices, () => 'unknown', { narrator: 'Robot', characters: { MARY: 'Thomas', BOB: 'Gone' } })
    expect(plan).toEqual({ narrator: 'Robot', characters: { MARY: 'Thomas', BOB: 'Daniel' } })
  })
  it('no voices: nothing assigned; one voice: it reads everything', () => {
    expect(assignVoices(['MARY'], [])).toEqual({ narrator: '', characters: {} })
    expect(assignVoices(['MARY', 'BOB'], [V('Only')])).toEqual({ narrator: 'Only', characters: { MARY: 'Only', BOB: 'Only' } })
  })
})
