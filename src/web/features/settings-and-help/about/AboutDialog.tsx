import { Modal } from '../../../ui/Modal'
import { useUi } from '../../../app/ui-store'
import { APP_VERSION } from '../../../app/Footer'

export function AboutDialog() {
  const open = useUi((s) => s.dialog === 'about')
  const openDialog = useUi((s) => s.openDialog)
  return (
    <Modal title="About Nightwriter" open={open} onClose={() => openDialog(null)}>
      <p>Nightwriter — a screenplay editor for working screenwriters.</p>
      <p>Version {APP_VERSION} · ALPHA EXPERIMENTAL</p>
    </Modal>
  )
}
