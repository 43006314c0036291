/**
 * Voices for a table read: a narrator and one voice per speaking character, picked from the
 * voices the system has. A character's sex (from the Characters data) picks among voices that
 * sound that way; the writer's own choices, kept in the project, come first.
 */

/** What the read needs to know of a system voice (the browser's SpeechSynthesisVoice has this shape). */
export interface VoiceInfo {
  voiceURI: string
  name: string
  lang: string
  default?: boolean
}

export type VoiceSex = 'female' | 'male' | 'unknown'

/**
 * Voices rarely say what they sound like: their names do. Common system voices on macOS, Windows,
 * Chrome OS and Linux (eSpeak's "+f" variants) by the sex they sound.
 */
const FEMALE = /\b(female|woman|girl|samantha|victoria|karen|moira|tessa|fiona|veena|zira|hazel|susan|heather|linda|catherine|allison|ava|serena|kate|emily|joanna|salli|kimberly|ivy|aria|jenny|sonia|libby|natasha|clara|michelle|zoe|nicky|\+f\d*)\b/i
const MALE = /\b(male|man|boy|alex|daniel|fred|tom|oliver|aaron|arthur|gordon|rishi|david|mark|george|james|richard|guy|ryan|brian|matthew|joey|justin|eric|christopher|roger|thomas|lee|\+m\d*)\b/i

export function voiceSex(voice: VoiceInfo): VoiceSex {
  // "Female" before "male": the one word contains the other.
  if (FEMALE.test(voice.name)) return 'female'
  if (MALE.test(voice.name)) return 'male'
  return 'unknown'
}

/** The Characters data's free-text sex ("F", "Woman", "male", "non-binary") as a voice sex. */
export function characterSex(text: string | undefined): VoiceSex {
  const t = (text ?? '').trim().toLowerCase()
  if (/^(f|female|woman|girl|she|her|w)\b/.test(t)) return 'female'
  if (/^(m|male|man|boy|he|him)\b/.test(t)) return 'male'
  return 'unknown'
}

export interface VoicePlan {
  /** voiceURI of the narrator's voice. */
  narrator: string
  /** Character name → voiceURI. */
  characters: Record<string, string>
}

/**
 * A voice for the narrator and for each character (in the order given: most lines first), in the
 * script's language where the system has voices for it. Saved choices whose voice is still there
 * are kept; the rest go round the voices of the character's sex, then round all of them, so
 * neighbours in the cast sound different, and the narrator's voice is used for a part only when
 * there is no other.
 */
export function assignVoices(
  characters: readonly string[],
  voices: readonly VoiceInfo[],
  sexOf: (name: string) => VoiceSex = () => 'unknown',
  saved: Partial<VoicePlan> = {},
  lang = 'en',
): VoicePlan {
  const plan: VoicePlan = { narrator: '', characters: {} }
  if (!voices.length) return plan
  const inLanguage = voices.filter((v) => v.lang.toLowerCase().startsWith(lang.toLowerCase()))
  const pool = inLanguage.length ? inLanguage : [...voices]
  const has = (uri: string | undefined) => uri !== undefined && voices.some((v) => v.voiceURI === uri)
  plan.narrator = has(saved.narrator) ? saved.narrator! : (pool.find((v) => v.default) ?? pool[0]).voiceURI
  const forParts = pool.length > 1 ? pool.filter((v) => v.voiceURI !== plan.narrator) : pool
  const turn: Record<VoiceSex, number> = { female: 0, male: 0, unknown: 0 }
  for (const name of characters) {
    const mine = saved.characters?.[name]
    if (has(mine)) {
      plan.characters[name] = mine!
      continue
    }
    const sex = sexOf(name)
    const matching = sex === 'unknown' ? forParts : forParts.filter((v) => voiceSex(v) === sex)
    const from = matching.length ? matching : forParts
    plan.characters[name] = from[turn[sex]++ % from.length].voiceURI
  }
  return plan
}
