import { useState } from 'react'
import { Tabs } from 'radix-ui'
import { Modal } from '../../../ui/Modal'
import { useHelp } from './help-store'
import { searchFaq } from './faq'

/** Help → FAQ: questions by category, a search over questions and answers, and a way to send feedback. */
export function FaqDialog() {
  const open = useHelp((s) => s.open?.kind === 'faq')
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<string | null>(null)
  if (!open) return null
  const close = () => {
    setQuery('')
    useHelp.getState().show(null)
  }
  const categories = searchFaq(query)
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
                    <dd>{i.a}</dd>
                  </div>
                ))}
              </dl>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <div className="nw-faq-foot">
        <button type="button" className="nw-link-btn" onClick={() => useHelp.getState().show({ kind: 'feedback' })}>
          Send us feedback
        </button>
      </div>
    </Modal>
  )
}
