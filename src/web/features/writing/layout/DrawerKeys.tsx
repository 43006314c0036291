import { useEffect } from 'react'
import { useUi } from '../../../app/ui-store'
import { useEditorStore } from '../../../editor/editor-store'
import { useLayeredKey } from '../../../app/key-layers'

/**
 * The scene drawer with a keyboard: opening it puts focus on the first scene, Escape closes it
 * and returns to the script where the cursor was.
 */
export function DrawerKeys() {
  const open = useUi((s) => s.drawerOpen)
  useEffect(() => {
    if (!open) return
    const first = requestAnimationFrame(() => document.querySelector<HTMLElement>('.nw-drawer .nw-scene-list button')?.focus())
    return () => cancelAnimationFrame(first)
  }, [open])
  useLayeredKey('Escape', 'panel', open, () => {
    useUi.getState().setDrawerOpen(false)
    const editor = useEditorStore.getState().editor
    if (editor && !editor.isDestroyed) editor.view.focus()
    return true
  })
  return null
}
