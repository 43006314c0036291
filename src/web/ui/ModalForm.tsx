import type { ReactNode } from 'react'
import { Modal } from './Modal'

/**
 * A modal dialog whose body is one form: Enter in a field submits it, as the primary button does,
 * and the page never reloads.
 */
export function ModalForm({
  title,
  open = true,
  onClose,
  onSubmit,
  children,
  wide,
  returnFocus,
}: {
  title: string
  /** Open unless told otherwise: a dialog that is always mounted passes whether it shows. */
  open?: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
  wide?: boolean
  returnFocus?: boolean
}) {
  return (
    <Modal title={title} open={open} onClose={onClose} wide={wide} returnFocus={returnFocus}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </Modal>
  )
}
