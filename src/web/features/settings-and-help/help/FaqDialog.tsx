import { useState } from 'react'
import { Tabs } from 'radix-ui'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { FAQ, searchFaq } from './faq'
import { withKeys } from '../../../app/commands'

/** Help → FAQ: questions by category, a search over questions and answers, and a way to send feedback. */
export function FaqDialog() {
  const open = helpWindow.useProps()?.kind === 'faq'
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<string | null>(null)
  if (!open) return null
  const close = () => {
    setQuery('')
    showHelp(null)
  }
  // Searched as shown: a writer looking for a key finds it by its name (Ctrl+F).
  const categories = searchFaq(query, FAQ, withKeys)
  // The chosen category may have been filtered away: show the first one that is left.
  const current = categories.find((c) => c.id === tab)?.id ?? categories[0]?.id ?? ''
  return (
    <Modal title="Frequently Asked Questions" open onClose={close} wide>
      <input type="search" className="nw-faq-search" aria-label="Search FAQ" placeholder="Search FAQ..." value={query} onChange={(e) => setQuery(e.target.value)} />
      {categories.length === 0 ? (
        <p className="nw-muted" data-testid="faq-none">
          No questions match “{query.trim()}”.
        </p>
      ) : (
        <Tabs.Root value={current} onValueChange={setTab} className="nw-tabs">
          <Tabs.List className="nw-tabs-list nw-help-tabs" aria-label="FAQ categories">
            {categories.map((c) => (
              <Tabs.Trigger key={c.id} value={c.id} className="nw-tab">
                {c.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categories.map((c) => (
            <Tabs.Content key={c.id} value={c.id} className="nw-tab-panel">
              <dl className="nw-faq">
                {c.items.map((i) => (
                  <div key={i.q} className="nw-faq-item" data-testid="faq-item">
                    <dt>{i.q}</dt>
                    <dd>{withKeys(i.a)}</dd>
                  </div>
                ))}
              </dl>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <div className="nw-faq-foot">
        <button type="button" className="nw-link-btn" onClick={() => showHelp({ kind: 'feedback' })}>
          Send us feedback
        </button>
      </div>
    </Modal>
  )
}
