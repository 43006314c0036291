import { CompareDialog } from './CompareDialog'
import { ClearConfirm, RestoreConfirm } from './ConfirmDialogs'
import { RevisionsPanel } from './RevisionsPanel'

export function RevisionsMount() {
  return (
    <>
      <RevisionsPanel />
      <CompareDialog />
      <RestoreConfirm />
      <ClearConfirm />
    </>
  )
}
