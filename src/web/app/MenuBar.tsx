import { Menubar } from 'radix-ui'
import { Check, ChevronRight } from 'lucide-react'
import { command, isEnabled, shortcutText, type AppCommand } from './commands'
import { menuSource } from './features'
import { MENUS, type MenuEntry } from './menus'

function Entry({ entry }: { entry: MenuEntry }) {
  if (entry === '---') return <Menubar.Separator className="nw-menu-sep" />
  if (typeof entry === 'object' && 'command' in entry) return <Item c={entry.command} />
  if (typeof entry === 'object') {
    const items = (entry.source && menuSource(entry.source)?.()) || entry.items
    return (
      <Menubar.Sub>
        <Menubar.SubTrigger className="nw-menu-item">
          <span className="nw-menu-check" />
          {entry.submenu}
          <ChevronRight className="nw-menu-chevron" size={14} />
        </Menubar.SubTrigger>
        <Menubar.Portal>
          <Menubar.SubContent className="nw-menu-content" sideOffset={2}>
            {items.map((e, i) => (
              <Entry key={i} entry={e} />
            ))}
          </Menubar.SubContent>
        </Menubar.Portal>
      </Menubar.Sub>
    )
  }
  return <Item c={command(entry)} />
}

function Item({ c }: { c: AppCommand }) {
  const checked = c.checked?.()
  return (
    <Menubar.Item className="nw-menu-item" disabled={!isEnabled(c)} onSelect={() => c.run?.()} data-command={c.id}>
      <span className="nw-menu-check">{checked ? <Check size={14} /> : null}</span>
      <span className="nw-menu-label">{c.label}</span>
      {shortcutText(c) && <span className="nw-menu-shortcut">{shortcutText(c)}</span>}
    </Menubar.Item>
  )
}

/** The application menu bar (spec 000 §2 "Menus"). */
export function MenuBar() {
  return (
    <Menubar.Root className="nw-menubar" aria-label="Main menu">
      {MENUS.map((m) => (
        <Menubar.Menu key={m.label}>
          <Menubar.Trigger className="nw-menu-trigger">{m.label}</Menubar.Trigger>
          <Menubar.Portal>
            <Menubar.Content className="nw-menu-content" align="start" sideOffset={4}>
              {m.items.map((e, i) => (
                <Entry key={i} entry={e} />
              ))}
            </Menubar.Content>
          </Menubar.Portal>
        </Menubar.Menu>
      ))}
    </Menubar.Root>
  )
}
