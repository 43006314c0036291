/**
 * The built-in dictionary and thesaurus (WordNet) and rhymes (a pronouncing dictionary): no AI
 * key and no network once its shards are cached.
 */
export { lookUp, wordKey, MAX_WORD_LENGTH, type Lookup, type Meaning, type Sense, type ShardLoader } from './lookup'
export { buildDictionary, rhymeOf, type BuiltDictionary, type WordNetFiles } from './build'
export { DICTIONARY_PATH, shardOf, rhymeShardOf, type Shard, type RhymeShard, type ShardEntry } from './shards'
export { PART_OF_SPEECH_NAMES, type PartOfSpeech } from './wordnet'
