import { Tabs } from 'radix-ui'
import { command, shortcutText, withKeys, type AppCommand } from '../../../app/commands'
import { MENUS, type MenuEntry } from '../../../app/menus'
import { menuItems } from '../../../app/features'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { COMMAND_NOTES, MENU_TOPICS, TOPICS, type Topic } from './topics'

function available(id: string): boolean {
  try {
    return !command(id).planned
  } catch {
    return false
  }
}

/** A menu's items as the menus list them, with what each does; submenus are named, not expanded. */
function menuRows(entries: readonly MenuEntry[]): { key: string; label: string; shortcut?: string; note?: string; ready: boolean }[] {
  const out: { key: string; label: string; shortcut?: string; note?: string; ready: boolean }[] = []
  for (const e of entries) {
    if (e === '---') continue
    if (typeof e === 'string') {
      let c: AppCommand
      try {
        c = command(e)
      } catch {
        continue
      }
      out.push({ key: e, label: c.label.replace(/\.\.\.$/, ''), shortcut: shortcutText(c), note: COMMAND_NOTES[e] && withKeys(COMMAND_NOTES[e]), ready: !c.planned })
    } else if ('submenu' in e) {
      out.push({ key: e.submenu, label: `${e.submenu} ▸`, note: menuItems(e).filter((i): i is string => typeof i === 'string' && i !== '---').map((i) => command(i).label).join(', '), ready: true })
    }
  }
  return out
}

function MenuTable({ menu }: { menu: string }) {
  const m = MENUS.find((x) => x.label === menu)
  if (!m) return null
  return (
    <table className="nw-docs-menu">
      <tbody>
        {menuRows(m.items).map((r) => (
          <tr key={r.key} className={r.ready ? undefined : 'is-unavailable'}>
            <th scope="row">{r.label}</th>
            <td>{r.shortcut && <kbd>{r.shortcut}</kbd>}</td>
            <td>
              {r.note}
              {!r.ready && <span className="nw-muted"> Not in this version yet (greyed out in the menu).</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One topic's text; the same text serves Documentation and the Help dialog. */
export function TopicBody({ topic }: { topic: Topic }) {
  const missing = (topic.commands ?? []).filter((id) => !available(id))
  return (
    <div className="nw-docs-topic">
      {missing.length > 0 && (
        <p className="nw-docs-unavailable" data-testid="docs-unavailable">
          Not in this version yet: {missing.map((id) => command(id).label).join(', ')}. The menu shows {missing.length === 1 ? 'it' : 'them'} greyed out until then.
        </p>
      )}
      {topic.paragraphs.map((p) => (
        <p key={p}>{withKeys(p)}</p>
      ))}
      {topic.points && (
        <ul>
          {topic.points.map((p) => (
            <li key={p}>{withKeys(p)}</li>
          ))}
        </ul>
      )}
      {MENU_TOPICS[topic.id] && <MenuTable menu={MENU_TOPICS[topic.id]} />}
    </div>
  )
}

/** Help → Documentation: sixteen tabs, from the overview through each menu to each planning tool. */
export function DocsDialog() {
  const open = helpWindow.useProps() ?? null
  if (open?.kind !== 'docs') return null
  return (
    <Modal title="Documentation" open onClose={() => showHelp(null)} wide>
      <Tabs.Root defaultValue={open.tab ?? 'overview'} className="nw-tabs nw-docs" orientation="vertical">
        <Tabs.List className="nw-tabs-list nw-docs-tabs" aria-label="Documentation topics">
          {TOPICS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="nw-tab">
              {t.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TOPICS.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="nw-tab-panel">
            <h3 className="nw-docs-title">{t.title}</h3>
            <TopicBody topic={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Modal>
  )
}
