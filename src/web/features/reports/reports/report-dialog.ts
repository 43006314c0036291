import type { ReportKind } from '../../../../screenplay/reports'
import { defineDialog } from '../../../app/dialog-stack'

/** Reports → Script, Location, Scene, Character: one report dialog, opened for one kind. */
export const reportDialog = defineDialog<{ kind: ReportKind }>('report')
