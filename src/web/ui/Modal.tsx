import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEditorStore } from '../editor/editor-store'

/** A titled modal dialog with a close button; Escape and an outside click close it. */
export function Modal({
  title,
  open,
  onClose,
  children,
  wide,
  returnFocus,
}: {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  wide?: boolean
  /** Focus goes back where it was (e.g. a panel over the script) rather than to the script. */
  returnFocus?: boolean
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="nw-overlay" />
        <Dialog.Content
          className={`nw-dialog${wide ? ' nw-dialog-wide' : ''}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // Back to the script, with the cursor where it was.
            const editor = useEditorStore.getState().editor
            if (!returnFocus && editor && !editor.isDestroyed) {
              e.preventDefault()
              editor.view.focus()
            }
          }}
        >
          <div className="nw-dialog-head">
            <Dialog.Title className="nw-dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="nw-icon-btn" aria-label="Close">
              <X size={16} />
            </Dialog.Close>
          </div>
          <div className="nw-dialog-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
