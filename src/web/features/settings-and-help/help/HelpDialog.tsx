import { Tabs } from 'radix-ui'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { TopicBody } from './DocsDialog'
import { HELP_TOPIC_IDS, TOPICS } from './topics'

/** The Help dialog: the planning tools, one tab each, opened at the tool it was asked from. */
export function HelpDialog() {
  const open = helpWindow.useProps() ?? null
  if (open?.kind !== 'help') return null
  const close = () => showHelp(null)
  const topics = HELP_TOPIC_IDS.map((id) => TOPICS.find((t) => t.id === id)!)
  return (
    <Modal title="Help" open onClose={close} wide>
      <Tabs.Root defaultValue={open.topic} className="nw-tabs">
        <Tabs.List className="nw-tabs-list nw-help-tabs" aria-label="Help topics">
          {topics.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="nw-tab">
              {t.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {topics.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="nw-tab-panel">
            <TopicBody topic={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="nw-dialog-actions">
        <button type="button" className="nw-btn" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  )
}
