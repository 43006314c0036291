import { toast } from '../../../app/toast-store'
import { PLANNING_FAIL } from '../../../../ai/planning'
import { hasPlanningKey } from './planning-ai'

/** The key check every planning AI button runs first; false (with the toast) sends nothing. */
export function keyReadyOrToast(): boolean {
  if (hasPlanningKey()) return true
  toast({ title: PLANNING_FAIL.apiKeyTitle, description: PLANNING_FAIL.apiKeyText, variant: 'error' })
  return false
}

/** Concept dialog toasts stay 4 seconds. */
export const CONCEPT_TOAST_MS = 4000
