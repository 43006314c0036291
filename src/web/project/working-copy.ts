import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { mergeValues } from '../../project/shared'

/**
 * A dialog's working copy of a part of the project. It is taken when the dialog opens (and again
 * when another project takes this one's place); while the dialog is open, a co-writer's change to
 * the part is merged into it, so what this writer is typing stays and what the partner saved
 * shows. `base` is what the copy now stands on: hand it to the save (`updatePlanning`,
 * `setTitlePage`), so only what this writer changed goes over the partner's work.
 */
export function useWorkingCopy<S, D>(saved: S, open: boolean, generation: number, toDraft: (saved: S) => D): { draft: D; setDraft: Dispatch<SetStateAction<D>>; base: S } {
  const [draft, setDraft] = useState<D>(() => toDraft(saved))
  const base = useRef(saved)
  useEffect(() => {
    if (!open) return
    base.current = saved
    setDraft(toDraft(saved))
    // Taken again only on opening and on another project: a change to `saved` is merged below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, generation])
  useEffect(() => {
    if (!open || saved === base.current) return
    const before = base.current
    base.current = saved
    setDraft((mine) => mergeValues(toDraft(before), mine, toDraft(saved)) as D)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved])
  return { draft, setDraft, base: base.current }
}
