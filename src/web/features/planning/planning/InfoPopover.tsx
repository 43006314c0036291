import { Popover } from 'radix-ui'
import { Info } from 'lucide-react'
import type { ReactNode } from 'react'

/** A small (i) button that shows reference notes about an option. */
export function InfoPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger type="button" className="nw-plan-info" aria-label={`About ${label}`}>
        <Info size={13} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="nw-plan-popover" side="right" align="start" sideOffset={6} collisionPadding={8}>
          <strong>{label}</strong>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
