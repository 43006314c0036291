import { createContext, useContext } from 'react'
import { DropdownMenu, Menubar } from 'radix-ui'
import { Check, ChevronRight, Menu as MenuIcon } from 'lucide-react'
import { command, isEnabled, runCommand, shortcutText, type AppCommand } from './commands'
import { menuItems } from './features'
import { MENUS, type MenuEntry } from './menus'
import { useMedia } from './use-media'
import { COMPACT_MAX } from './page-scale'

/**
 * The parts of a Radix menu the entries are drawn with: the menu bar's own, or a dropdown's when
 * the bar is folded into one button. Both take the same props for what is used here.
 */
const Kit = createContext<Pick<typeof Menubar, 'Item' | 'Sub' | 'SubTrigger' | 'SubContent' | 'Portal' | 'Separator' | 'Group' | 'Label'>>(Menubar)
/** In the one-button menu a menu's own submenus are drawn in place: a third column would not fit a phone. */
const Inline = createContext(false)

function Entry({ entry }: { entry: MenuEntry }) {
  const M = useContext(Kit)
  const inline = useContext(Inline)
  if (entry === '---') return <M.Separator className="nw-menu-sep" />
  if (typeof entry === 'object' && 'command' in entry) return <Item c={entry.command} />
  if (typeof entry === 'object') {
    const items = menuItems(entry)
    if (!inline) return <Submenu label={entry.submenu} items={items} />
    return (
      <M.Group className="nw-menu-group">
        <M.Label className="nw-menu-group-label">{entry.submenu}</M.Label>
        {items.map((e, i) => (
          <Entry key={i} entry={e} />
        ))}
      </M.Group>
    )
  }
  return <Item c={command(entry)} />
}

function Submenu({ label, items }: { label: string; items: MenuEntry[] }) {
  const M = useContext(Kit)
  return (
    <M.Sub>
      <M.SubTrigger className="nw-menu-item">
        <span className="nw-menu-check" />
        {label}
        <ChevronRight className="nw-menu-chevron" size={14} aria-hidden />
      </M.SubTrigger>
      <M.Portal>
        {/* A long menu scrolls on a small screen: the scrolling list itself takes focus, so a keyboard reaches every item. */}
        <M.SubContent className="nw-menu-content" tabIndex={0} sideOffset={2} collisionPadding={4}>
          <Inline.Provider value={useContext(Kit) !== Menubar}>
            {items.map((e, i) => (
              <Entry key={i} entry={e} />
            ))}
          </Inline.Provider>
        </M.SubContent>
      </M.Portal>
    </M.Sub>
  )
}

function Item({ c }: { c: AppCommand }) {
  const M = useContext(Kit)
  const checked = c.checked?.()
  return (
    <M.Item className="nw-menu-item" disabled={!isEnabled(c)} onSelect={() => runCommand(c)} data-command={c.id} data-checked={checked || undefined}>
      <span className="nw-menu-check">{checked ? <Check size={14} aria-label="checked" /> : null}</span>
      <span className="nw-menu-label">{c.label}</span>
      {shortcutText(c) && <span className="nw-menu-shortcut">{shortcutText(c)}</span>}
    </M.Item>
  )
}

/** On a phone: the same menus, each a submenu of one Menu button. */
function CompactMenu() {
  return (
    <nav className="nw-menubar nw-menubar-compact" aria-label="Main menu">
      {/* Not modal: a modal menu hides the page from assistive technology while the editor in it stays focusable. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="nw-menu-trigger nw-menu-button" aria-label="Menu">
          <MenuIcon size={18} aria-hidden />
          <span>Menu</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="nw-menu-content nw-menu-compact-root" align="start" sideOffset={4} collisionPadding={4}>
            <Kit.Provider value={DropdownMenu as unknown as typeof Menubar}>
              {MENUS.map((m) => (
                <Submenu key={m.label} label={m.label} items={m.items} />
              ))}
            </Kit.Provider>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  )
}

/** The application menu bar: File, Edit, Format, View, Tools, Script, Reports, Help; one Menu button on a phone. */
export function MenuBar() {
  const compact = useMedia(`(max-width: ${COMPACT_MAX}px)`)
  if (compact) return <CompactMenu />
  return (
    <Menubar.Root className="nw-menubar" aria-label="Main menu">
      {MENUS.map((m) => (
        <Menubar.Menu key={m.label}>
          <Menubar.Trigger className="nw-menu-trigger">{m.label}</Menubar.Trigger>
          <Menubar.Portal>
            <Menubar.Content className="nw-menu-content" align="start" sideOffset={4} collisionPadding={4}>
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
