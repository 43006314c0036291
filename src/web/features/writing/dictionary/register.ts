import { registerFeature } from '../../../app/features'
import { DictionaryDialog } from './DictionaryDialog'

registerFeature({ id: 'dictionary', Mount: DictionaryDialog })
