import { Modal } from '../../../ui/Modal'
import { APP_VERSION } from '../../../app/Footer'
import { defineDialog } from '../../../app/dialog-stack'

/** Help → About. */
export const aboutDialog = defineDialog('about')

export function AboutDialog() {
  const open = aboutDialog.useOpen()
  return (
    <Modal title="About Nightwriter" open={open} onClose={() => aboutDialog.close()}>
      <p>Nightwriter — a screenplay editor for working screenwriters.</p>
      <p>Version {APP_VERSION} · ALPHA EXPERIMENTAL</p>
    </Modal>
  )
}
