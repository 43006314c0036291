import type { ScriptFormat } from '../../../../screenplay/formats/registry'
import { defineDialog } from '../../../app/dialog-stack'

/** File → Import, opened for one format. */
export const importDialog = defineDialog<{ format: ScriptFormat['id'] }>('import')
