/** The built-in dictionary, thesaurus and rhymes (Lookup in the right-click menu). */
export { openDictionary, type DictionaryView } from './dictionary-store'
