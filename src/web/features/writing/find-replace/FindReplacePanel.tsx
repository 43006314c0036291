import { useCallback, useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import { counterText, MIN_TERM_LENGTH } from '../../../../screenplay/search'
import { EDITOR_ELEMENT_TYPES } from '../../../../screenplay/model'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { useEditorStore } from '../../../editor/editor-store'
import { toast } from '../../../app/toast-store'
import { findPanel, useFind } from './find-store'
import { useLayeredKey } from '../../../app/key-layers'
import { findStep, replaceAll, replaceCurrent, setQuery } from './find-commands'
import { findState, type FindQuery } from './find-plugin'

const DEBOUNCE_MS = 300
/** A longer term is cut: nobody searches a screenplay for a page of text, and it keeps input sane. */
const MAX_TERM = 500

function queryOf(): FindQuery {
  const s = useFind.getState()
  return {
    term: s.term,
    caseSensitive: s.caseSensitive,
    wholeWord: s.wholeWord,
    types: s.types.length === EDITOR_ELEMENT_TYPES.length ? null : [...s.types],
  }
}

function close() {
  findPanel.close()
  useEditorStore.getState().editor?.view.focus()
}

/** The floating, non-modal Find & Replace panel, top left over the script. */
export function FindReplacePanel() {
  const f = useFind()
  const open = findPanel.useOpen()
  const panel = useRef<HTMLDivElement>(null)
  const editor = useEditorStore((s) => s.editor)
  const findRef = useRef<HTMLInputElement>(null)
  const replaceRef = useRef<HTMLInputElement>(null)
  const timer = useRef<number | undefined>(undefined)
  const pending = useRef(false)

  const run = useCallback(() => {
    window.clearTimeout(timer.current)
    pending.current = false
    const e = useEditorStore.getState().editor
    if (!e || e.isDestroyed) return
    const open = findPanel.isOpen()
    // Nothing to clear: no transaction.
    if (!open && !findState(e.state).query) return
    setQuery(e, open ? queryOf() : null)
  }, [])

  // The term waits 300 ms after the last keystroke; options apply at once.
  useEffect(() => {
    if (!open) return
    pending.current = true
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(run, DEBOUNCE_MS)
    return () => window.clearTimeout(timer.current)
  }, [f.term, open, run])
  useEffect(() => {
    if (open) run()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [f.caseSensitive, f.wholeWord, f.types])
  // Closing clears the highlights; a new editor (file opened) starts without a query.
  useEffect(() => {
    if (!open) run()
  }, [open, editor, run])

  useEffect(() => {
    if (!open) return
    const el = f.focusField === 'replace' ? replaceRef.current : findRef.current
    el?.focus()
    el?.select()
  }, [open, f.focusField, f.focusTick])

  // Escape closes the panel while the writer is in it.
  useLayeredKey('Escape', 'panel', open, () => {
    if (!panel.current?.contains(document.activeElement)) return false
    close()
    return true
  })

  if (!open) return null

  const withEditor = (fn: (e: NonNullable<typeof editor>) => void) => {
    const e = useEditorStore.getState().editor
    if (!e || e.isDestroyed) return
    if (pending.current) run()
    fn(e)
  }
  const opposite = f.direction === 'down' ? 'up' : 'down'
  const onKey = (ev: React.KeyboardEvent) => {
    const inText = ev.target instanceof HTMLInputElement && ev.target.type !== 'checkbox' && ev.target.type !== 'radio'
    if (ev.key === 'Enter' && inText) {
      ev.preventDefault()
      withEditor((e) => findStep(e, ev.shiftKey ? opposite : f.direction))
    }
  }
  const counter = f.term.length === 0 ? '' : f.term.length < MIN_TERM_LENGTH ? counterText(-1, 0) : f.searching ? counterText(f.index, f.total) : ''

  return (
    <div ref={panel} className="nw-find-panel" role="dialog" aria-label="Find & Replace" data-testid="find-panel" onKeyDown={onKey}>
      <div className="nw-find-head">
        <span className="nw-find-title">Find &amp; Replace</span>
        <button type="button" className="nw-icon-btn" aria-label="Close Find & Replace" onClick={close}>
          <X size={14} />
        </button>
      </div>
      <input
        ref={findRef}
        className="nw-find-input"
        aria-label="Find"
        placeholder="Find"
        maxLength={MAX_TERM}
        value={f.term}
        onChange={(e) => f.patch({ term: e.target.value.slice(0, MAX_TERM) })}
      />
      <input
        ref={replaceRef}
        className="nw-find-input"
        aria-label="Replace with"
        placeholder="Replace with"
        maxLength={MAX_TERM}
        value={f.replacement}
        onChange={(e) => f.patch({ replacement: e.target.value.slice(0, MAX_TERM) })}
      />
      <div className="nw-find-counter" data-testid="find-counter" aria-live="polite">
        {counter}
      </div>
      <div className="nw-find-options">
        <label className="nw-check">
          <input type="checkbox" checked={f.wholeWord} onChange={(e) => f.patch({ wholeWord: e.target.checked })} /> Whole word
        </label>
        <label className="nw-check">
          <input type="checkbox" checked={f.caseSensitive} onChange={(e) => f.patch({ caseSensitive: e.target.checked })} /> Match case
        </label>
        <span className="nw-find-dir" role="radiogroup" aria-label="Direction">
          <label className="nw-check">
            <input type="radio" name="nw-find-dir" checked={f.direction === 'up'} onChange={() => f.patch({ direction: 'up' })} /> Up
          </label>
          <label className="nw-check">
            <input type="radio" name="nw-find-dir" checked={f.direction === 'down'} onChange={() => f.patch({ direction: 'down' })} /> Down
          </label>
        </span>
      </div>
      <fieldset className="nw-find-types">
        <legend>Search in</legend>
        {EDITOR_ELEMENT_TYPES.map((t) => (
          <label key={t} className="nw-check">
            <input
              type="checkbox"
              checked={f.types.includes(t)}
              onChange={(e) => f.patch({ types: e.target.checked ? EDITOR_ELEMENT_TYPES.filter((x) => x === t || f.types.includes(x)) : f.types.filter((x) => x !== t) })}
            />{' '}
            {ELEMENT_LABELS[t]}
          </label>
        ))}
      </fieldset>
      <div className="nw-find-buttons">
        <button type="button" className="nw-btn" onClick={() => withEditor((e) => findStep(e, f.direction))}>
          Find next
        </button>
        <button type="button" className="nw-btn" onClick={() => withEditor((e) => replaceCurrent(e, f.replacement, f.direction))}>
          Replace
        </button>
        <button
          type="button"
          className="nw-btn"
          onClick={() =>
            withEditor((e) => {
              const n = replaceAll(e, f.replacement)
              toast({ title: n ? `Replaced ${n} ${n === 1 ? 'occurrence' : 'occurrences'}` : 'No results found' })
            })
          }
        >
          Replace all
        </button>
      </div>
    </div>
  )
}
