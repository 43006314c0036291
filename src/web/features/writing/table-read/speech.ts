/**
 * The browser's speech synthesis, the one boundary a table read speaks through: its voices (which
 * arrive late on some browsers) and its utterances. Absent (no `speechSynthesis`) reads as no voices.
 */
import type { VoiceInfo } from '../../../../screenplay/table-read'

export function speechEngine(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null
}

/** The system's voices; waits briefly for them, since Chrome lists them only after a 'voiceschanged'. */
export async function systemVoices(): Promise<SpeechSynthesisVoice[]> {
  const engine = speechEngine()
  if (!engine) return []
  const now = engine.getVoices()
  if (now.length) return now
  return new Promise((resolve) => {
    const done = () => {
      engine.removeEventListener?.('voiceschanged', done)
      clearTimeout(timer)
      resolve(engine.getVoices())
    }
    const timer = setTimeout(done, 1500)
    engine.addEventListener?.('voiceschanged', done)
  })
}

export const voiceInfo = (v: SpeechSynthesisVoice): VoiceInfo => ({ voiceURI: v.voiceURI, name: v.name, lang: v.lang, default: v.default })

/** What to install when the system has no voices, by the writer's system. */
export function noVoicesAdvice(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  if (/Linux/.test(ua) && !/Android|CrOS/.test(ua)) return 'On Linux, install speech-dispatcher with eSpeak NG (for example: sudo apt install speech-dispatcher espeak-ng), then restart the browser.'
  if (/Windows/.test(ua)) return 'On Windows, add voices in Settings → Time & language → Speech, then restart the browser.'
  if (/Mac OS X/.test(ua)) return 'On a Mac, add voices in System Settings → Accessibility → Spoken Content → System Voice → Manage Voices.'
  return "Add text-to-speech voices in your system's speech settings, then restart the browser."
}
