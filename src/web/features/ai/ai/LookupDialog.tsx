import { Modal } from '../../../ui/Modal'
import { readSpellcheckResult } from '../../../../ai/lookup'
import type { LookupType } from '../../../../ai/prompts'
import { Markdown } from './Markdown'
import { useLookup } from './lookup-store'

const TITLES: Record<LookupType, (w: string) => string> = {
  definition: (w) => `Definition for ${w}`,
  synonyms: (w) => `Synonyms for ${w}`,
  spellcheck: (w) => `Spell Check for ${w}`,
}
const LOADING: Record<LookupType, string> = {
  definition: 'Looking up definition...',
  synonyms: 'Looking up synonyms...',
  spellcheck: 'Checking spelling...',
}

/** Dictionary, Thesaurus and Spell Check results for a word. */
export function LookupDialog() {
  const { type, word, status, result, partial, error, close, stop } = useLookup()
  if (!type) return null
  const title = word ? TITLES[type](word) : 'Lookup Results'
  return (
    <Modal title={title} open onClose={close}>
      <div className="nw-lookup" data-testid="lookup-dialog">
        {status === 'loading' && partial && (
          <div className="nw-ai-answer" data-testid="lookup-streaming" aria-busy="true">
            <Markdown text={partial} />
          </div>
        )}
        {status === 'stopped' && (
          <>
            {partial && <Markdown text={partial} />}
            <p className="nw-muted nw-small" data-testid="lookup-stopped" role="status">
              {partial ? 'Stopped: the answer above is as far as it got.' : 'Stopped before any answer arrived.'}
            </p>
          </>
        )}
        {status === 'loading' && !partial && (
          <div className="nw-ai-loading" role="status">
            <div className="nw-spinner" />
            <div>{LOADING[type] ?? 'Processing...'}</div>
            <div className="nw-muted">This may take a few moments</div>
          </div>
        )}
        {status === 'error' && (
          <div className="nw-error" role="alert">
            {error}
          </div>
        )}
        {status === 'done' && <LookupResult type={type} word={word} result={result} />}
        <div className="nw-dialog-actions">
          {status === 'loading' && (
            <button type="button" className="nw-btn" onClick={stop}>
              Stop
            </button>
          )}
          <button type="button" className="nw-btn" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  )
}

function LookupResult({ type, word, result }: { type: LookupType; word: string; result: string }) {
  if (!result.trim()) return <p className="nw-muted">No results found for {word}</p>
  const spell = readSpellcheckResult(result)
  if (type === 'spellcheck' && spell) {
    return spell.isCorrect ? (
      <p className="nw-spell-ok">{word} is spelled correctly</p>
    ) : (
      <div>
        <p className="nw-spell-bad">{word} appears to be misspelled</p>
        {spell.correction && (
          <p>
            Suggested correction: <strong>{spell.correction}</strong>
          </p>
        )}
        {spell.explanation && <p className="nw-muted">{spell.explanation}</p>}
      </div>
    )
  }
  if (type === 'synonyms') {
    return (
      <ul className="nw-synonyms">
        {result.split(', ').map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
    )
  }
  return <Markdown text={result} />
}
