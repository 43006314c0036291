import { useEffect, useRef } from 'react'
import { useEditorStore } from '../../../editor/editor-store'
import { closeSpellPopup, useSpell } from './spell-store'
import { useLayeredKey } from '../../../app/key-layers'
import { useAnchoredPopup } from '../../../ui/use-anchored-popup'

/** Suggestions for the clicked misspelling: a click replaces the word. */
export function SpellPopup() {
  const popup = useSpell((s) => s.popup)
  const ref = useRef<HTMLDivElement>(null)
  // Placed again when the suggestions arrive: the list is taller than 'Checking spelling...'.
  const place = useAnchoredPopup(ref, popup?.anchor ?? null, popup?.suggestions)

  useEffect(() => {
    if (!popup) return
    const onDown = (e: MouseEvent) => {
      if (ref.current && e.target instanceof Node && ref.current.contains(e.target)) return
      // A click on another misspelling reopens the popup there; any other click closes it.
      closeSpellPopup()
    }
    document.addEventListener('mousedown', onDown, true)
    return () => document.removeEventListener('mousedown', onDown, true)
  }, [popup])
  // Escape closes the suggestions first, before anything behind them.
  useLayeredKey('Escape', 'popup', !!popup, () => (closeSpellPopup(), true))

  if (!popup) return null
  const choose = (word: string) => {
    const editor = useEditorStore.getState().editor
    closeSpellPopup()
    if (!editor || editor.isDestroyed) return
    const { state } = editor
    // Only if the word is still where it was (the popup closes on edits, but be sure).
    if (popup.to > state.doc.content.size || state.doc.textBetween(popup.from, popup.to) !== popup.word) return
    editor.view.dispatch(state.tr.insertText(word, popup.from, popup.to))
    editor.view.focus()
  }
  return (
    <div ref={ref} className="nw-spell-popup" role="menu" aria-label={`Suggestions for ${popup.word}`} data-testid="spell-popup" style={place}>
      {popup.suggestions === null ? (
        <div className="nw-spell-empty">Checking spelling...</div>
      ) : popup.suggestions.length === 0 ? (
        <div className="nw-spell-empty">No suggestions found</div>
      ) : (
        popup.suggestions.map((w) => (
          <button key={w} type="button" role="menuitem" className="nw-spell-item" onMouseDown={(e) => e.preventDefault()} onClick={() => choose(w)}>
            {w}
          </button>
        ))
      )}
    </div>
  )
}
