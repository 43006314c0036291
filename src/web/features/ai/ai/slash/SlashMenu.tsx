import { useRef } from 'react'
import { BookOpen, Clapperboard, Clock, Columns2, MapPin, Music, Replace, Sparkles, User, Zap, type LucideIcon } from 'lucide-react'
import { useEditorStore } from '../../../../editor/editor-store'
import { CATEGORY_LABELS, type SlashIcon } from './commands'
import { useSlash } from './slash-store'
import { pickSlashItem } from './slash-plugin'
import { runSlashItem } from './run'
import { useAnchoredPopup } from '../../../../ui/use-anchored-popup'

const ICONS: Record<SlashIcon, LucideIcon> = {
  scene: Clapperboard,
  dual: Columns2,
  book: BookOpen,
  replace: Replace,
  clock: Clock,
  music: Music,
  user: User,
  map: MapPin,
  zap: Zap,
  sparkles: Sparkles,
}

/** The slash command popup, drawn at the slash (above it near the bottom edge); the editor keeps focus and the keys. */
export function SlashMenu() {
  const { open, items, index, at, query } = useSlash()
  const ref = useRef<HTMLDivElement>(null)
  const style = useAnchoredPopup(ref, open ? at : null, items.length)
  if (!open || !at) return null
  let lastCat = ''
  return (
    <div ref={ref} className="nw-slash" style={style} role="listbox" aria-label="Slash commands" data-testid="slash-menu" onMouseDown={(e) => e.preventDefault()}>
      {items.length === 0 && <div className="nw-slash-empty">No commands match “/{query}”</div>}
      {items.map((c, i) => {
        const Icon = ICONS[c.icon]
        const header = c.category !== lastCat ? CATEGORY_LABELS[c.category] : null
        lastCat = c.category
        return (
          <div key={c.id}>
            {header && <div className="nw-slash-cat">{header}</div>}
            <div
              role="option"
              aria-selected={i === index}
              data-command={c.id}
              className={`nw-slash-item${i === index ? ' active' : ''}`}
              onMouseEnter={() => useSlash.getState().set({ index: i })}
              onClick={() => {
                const editor = useEditorStore.getState().editor
                if (editor) pickSlashItem(editor, c, runSlashItem)
              }}
            >
              <Icon size={16} className="nw-slash-icon" />
              <div>
                <div className="nw-slash-title">/{c.id} <span className="nw-muted">{c.title}</span></div>
                <div className="nw-slash-desc">{c.description}</div>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
