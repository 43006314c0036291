/** A table read of the script: the reading queue and the voices that read it. */
export {
  readingQueue,
  nextSpeech,
  previousSpeech,
  nextScene,
  previousScene,
  speakingCharacters,
  spokenHeading,
  DEFAULT_READ_OPTIONS,
  type ReadOptions,
  type Reader,
  type Utterance,
} from './queue'
export { assignVoices, voiceSex, characterSex, type VoiceInfo, type VoicePlan, type VoiceSex } from './voices'
