import { Check, Clock } from 'lucide-react'
import { useSession } from './session-store'
import { useProject } from '../../../project'

/** Status bar: a clock while changes wait to be saved to the open file, a check once saved. */
export function SaveStatus() {
  const file = useProject((s) => s.file)
  const dirty = useProject((s) => s.dirty)
  const saving = useSession((s) => s.saving)
  if (!file) return null
  return dirty || saving ? (
    <span className="nw-save-status" data-testid="save-status" data-state="pending" title="Changes not yet saved to the file">
      <Clock size={12} />
    </span>
  ) : (
    <span className="nw-save-status" data-testid="save-status" data-state="saved" title="All changes saved">
      <Check size={12} />
    </span>
  )
}
