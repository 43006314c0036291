import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Check, ChevronRight } from 'lucide-react'
import { command, isEnabled, shortcutText } from '../../../app/commands'
import { useEditorStore } from '../../../editor/editor-store'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { MAX_ACTION_CONTEXT_CHARS } from '../../../../ai/ai-actions'
import { hasUsableSettings, useAiResult, useLookup } from '../../ai'
import { useContextMenu, type MenuTarget } from './context-menu-store'
import { openDictionary } from '../dictionary'
import { buildMenu, type MenuAction, type MenuEntry } from './menu-model'
import { clampMenu, placeSubmenu } from './geometry'

/** Submenus wait this long before hiding, so a diagonal move to them does not close them. */
export const SUBMENU_HIDE_DELAY_MS = 150

function commandUsable(id: string): boolean {
  try {
    return isEnabled(command(id))
  } catch {
    // An id no feature has registered yet (e.g. comments.add): shown disabled.
    return false
  }
}

function shortcut(id: string): string | undefined {
  try {
    return shortcutText(command(id))
  } catch {
    return undefined
  }
}

function perform(action: MenuAction, t: MenuTarget) {
  const editor = useEditorStore.getState().editor
  if (action.type === 'command') {
    editor?.view.focus()
    command(action.id).run(true)
    return
  }
  if (action.type === 'dictionary') {
    void openDictionary(action.view, action.word)
    return
  }
  if (action.type === 'lookup') {
    void useLookup.getState().start(action.lookup, action.word)
    return
  }
  // AI actions need a key; without one the menu just closes.
  if (!editor || !hasUsableSettings()) return
  const { doc } = editor.state
  const block = t.block ? doc.nodeAt(t.block.pos) : null
  const text = block ? block.textBetween(0, block.content.size, '\n', '\n') : ''
  const before = t.block ? doc.textBetween(Math.max(0, t.block.pos - MAX_ACTION_CONTEXT_CHARS), t.block.pos, '\n', '\n') : ''
  const selection = t.hasSelection ? doc.textBetween(t.selection.from, t.selection.to, '\n', '\n') : ''
  void useAiResult.getState().start(
    action.action,
    { elementType: action.elementType, elementLabel: ELEMENT_LABELS[action.elementType], text, selection, context: before },
    t.selection,
  )
}

const enabledIndexes = (items: MenuEntry[]) => items.map((e, i) => (e.kind !== 'sep' && !e.disabled ? i : -1)).filter((i) => i >= 0)

/** The editor's right-click menu: Escape or an outside click closes it. */
export function ContextMenu() {
  const target = useContextMenu((s) => s.target)
  if (!target) return null
  return <Menu key={`${target.x},${target.y},${target.selection.from}`} target={target} />
}

function Menu({ target }: { target: MenuTarget }) {
  const close = useContextMenu((s) => s.close)
  const [items] = useState(() => buildMenu(target, { commandUsable, shortcut, canReadClipboard: typeof navigator.clipboard?.readText === 'function' }))
  // open[i]: the entry at depth i whose submenu is open; active[i]: the highlighted entry at depth i.
  const [open, setOpen] = useState<number[]>([])
  const [active, setActive] = useState<number[]>([-1])
  const rootRef = useRef<HTMLDivElement>(null)
  const itemRects = useRef(new Map<string, DOMRect>())
  const hideTimer = useRef<number | undefined>(undefined)

  const finish = useCallback(
    (action?: MenuAction) => {
      close()
      if (!action) useEditorStore.getState().editor?.view.focus()
      else perform(action, target)
    },
    [close, target],
  )

  useEffect(() => {
    rootRef.current?.focus()
    const outside = (e: MouseEvent) => {
      if (!(e.target as HTMLElement).closest?.('[data-context-menu]')) close()
    }
    const dismiss = () => close()
    document.addEventListener('mousedown', outside, true)
    window.addEventListener('resize', dismiss)
    window.addEventListener('blur', dismiss)
    return () => {
      document.removeEventListener('mousedown', outside, true)
      window.removeEventListener('resize', dismiss)
      window.removeEventListener('blur', dismiss)
      window.clearTimeout(hideTimer.current)
    }
  }, [close])

  const levelItems = (level: number): MenuEntry[] => {
    let list = items
    for (let i = 0; i < level; i++) {
      const e = list[open[i]]
      if (!e || e.kind !== 'sub') return []
      list = e.items
    }
    return list
  }

  const openSub = (level: number, index: number, focusFirst: boolean) => {
    const e = levelItems(level)[index]
    if (!e || e.kind !== 'sub' || e.disabled) return
    setOpen((o) => [...o.slice(0, level), index])
    setActive((a) => [...a.slice(0, level), index, focusFirst ? (enabledIndexes(e.items)[0] ?? -1) : -1])
  }

  const hover = (level: number, index: number) => {
    window.clearTimeout(hideTimer.current)
    const e = levelItems(level)[index]
    if (e?.kind === 'sub' && !e.disabled) {
      openSub(level, index, false)
      return
    }
    setActive((a) => [...a.slice(0, level), index])
    // Leaving a submenu's item for a plain one: the submenu hides only after the delay, so a
    // pointer crossing a neighbour on its way into the submenu does not lose it.
    if (open.length > level) hideTimer.current = window.setTimeout(() => setOpen((o) => o.slice(0, level)), SUBMENU_HIDE_DELAY_MS)
  }

  const activate = (level: number, index: number) => {
    const e = levelItems(level)[index]
    if (!e || e.kind === 'sep' || e.disabled) return
    if (e.kind === 'sub') openSub(level, index, true)
    else finish(e.action)
  }

  const onKeyDown = (ev: React.KeyboardEvent) => {
    const level = open.length
    const enabled = enabledIndexes(levelItems(level))
    const cur = active[level] ?? -1
    const move = (dir: 1 | -1) => {
      if (!enabled.length) return
      const pos = enabled.indexOf(cur)
      const next = pos < 0 ? (dir > 0 ? enabled[0] : enabled[enabled.length - 1]) : enabled[(pos + dir + enabled.length) % enabled.length]
      setActive((a) => [...a.slice(0, level), next])
    }
    if (ev.key === 'ArrowDown') move(1)
    else if (ev.key === 'ArrowUp') move(-1)
    else if (ev.key === 'ArrowRight') openSub(level, cur, true)
    else if (ev.key === 'ArrowLeft' && level > 0) {
      setOpen((o) => o.slice(0, level - 1))
      setActive((a) => a.slice(0, level))
    } else if (ev.key === 'Enter' || ev.key === ' ') activate(level, cur)
    else if (ev.key === 'Escape') finish()
    else return
    ev.preventDefault()
    ev.stopPropagation()
  }

  const levels = Array.from({ length: open.length + 1 }, (_, l) => l)
  return (
    <div ref={rootRef} tabIndex={-1} className="nw-ctx-root" onKeyDown={onKeyDown} data-context-menu onContextMenu={(e) => e.preventDefault()}>
      {levels.map((level) => {
        const list = levelItems(level)
        if (!list.length) return null
        const anchor = level === 0 ? null : itemRects.current.get(`${level - 1}:${open[level - 1]}`) ?? null
        return (
          <MenuPanel
            key={`${level}:${level ? open[level - 1] : 'root'}`}
            level={level}
            items={list}
            active={active[level] ?? -1}
            at={level === 0 ? { x: target.x, y: target.y } : null}
            anchor={anchor}
            onHover={(i) => hover(level, i)}
            onEnterPanel={() => window.clearTimeout(hideTimer.current)}
            onActivate={(i) => activate(level, i)}
            registerRect={(i, r) => itemRects.current.set(`${level}:${i}`, r)}
          />
        )
      })}
    </div>
  )
}

function MenuPanel(props: {
  level: number
  items: MenuEntry[]
  active: number
  at: { x: number; y: number } | null
  anchor: DOMRect | null
  onHover: (i: number) => void
  onEnterPanel: () => void
  onActivate: (i: number) => void
  registerRect: (i: number, r: DOMRect) => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null)

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const size = { width: el.offsetWidth, height: el.offsetHeight }
    const vp = { width: window.innerWidth, height: window.innerHeight }
    if (props.at) setPos(clampMenu(props.at.x, props.at.y, size, vp))
    else if (props.anchor) setPos(placeSubmenu(props.anchor, size, vp))
    el.querySelectorAll<HTMLElement>('[data-index]').forEach((item) => props.registerRect(Number(item.dataset.index), item.getBoundingClientRect()))
    // Position once per panel; items do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pos === null])

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={props.level === 0 ? 'Editor context menu' : undefined}
      className="nw-menu-content nw-ctx-menu"
      style={{ position: 'fixed', left: pos?.left ?? -9999, top: pos?.top ?? -9999, visibility: pos ? 'visible' : 'hidden' }}
      onMouseEnter={props.onEnterPanel}
      data-testid={props.level === 0 ? 'context-menu' : 'context-submenu'}
    >
      {props.items.map((e, i) =>
        e.kind === 'sep' ? (
          <div key={i} role="separator" className="nw-menu-sep" />
        ) : (
          <div
            key={e.id}
            role="menuitem"
            data-index={i}
            aria-disabled={e.disabled || undefined}
            aria-haspopup={e.kind === 'sub' ? 'menu' : undefined}
            data-highlighted={i === props.active ? '' : undefined}
            data-disabled={e.disabled ? '' : undefined}
            className="nw-menu-item"
            onMouseEnter={() => props.onHover(i)}
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => props.onActivate(i)}
          >
            <span className="nw-menu-check">{e.kind === 'item' && e.checked ? <Check size={14} /> : null}</span>
            <span className="nw-menu-label">{e.label}</span>
            {e.kind === 'item' && e.shortcut && <span className="nw-menu-shortcut">{e.shortcut}</span>}
            {e.kind === 'sub' && <ChevronRight className="nw-menu-chevron" size={14} />}
          </div>
        ),
      )}
    </div>
  )
}
