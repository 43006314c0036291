import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { useEditorStore } from '../../../editor/editor-store'
import { ShareDialog, shareDialog } from './ShareDialog'
import { ShareStatus } from './ShareStatus'
import { PresenceCarets } from './presence'
import { joinOrReconnect } from './join'

let started = false

function Mount() {
  const editor = useEditorStore((s) => s.editor)
  useEffect(() => {
    // Once the editor holds the project this browser kept: only then may a shared copy bind to it.
    if (!editor || started) return
    started = true
    void joinOrReconnect()
  }, [editor])
  return <ShareDialog />
}

/** File → Share…, joining by invitation link, and who is here. */
registerFeature({
  id: 'share',
  commands: [{ id: 'file.share', label: 'Share…', run: always(shareDialog.open) }],
  Mount,
  StatusItem: ShareStatus,
  extensions: () => [PresenceCarets],
})
