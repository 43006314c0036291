import { useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { PART_OF_SPEECH_NAMES, type Lookup, type Meaning } from '../../../../screenplay/dictionary'
import { useLookup } from '../../ai'
import { downloadForOffline } from './dictionary-client'
import { closeDictionary, showView, useDictionary, type DictionaryView } from './dictionary-store'

const TITLES: Record<DictionaryView, string> = { definition: 'Dictionary', synonyms: 'Thesaurus', rhymes: 'Rhymes' }
const VIEWS: DictionaryView[] = ['definition', 'synonyms', 'rhymes']

/** The built-in dictionary, thesaurus and rhymes for a word: no AI key and no network needed. */
export function DictionaryDialog() {
  const { view, word, status, result, error } = useDictionary()
  if (!view) return null
  const askAi = () => {
    closeDictionary()
    void useLookup.getState().start(view === 'synonyms' ? 'synonyms' : 'definition', word)
  }
  return (
    <Modal title={`${TITLES[view]}: ${word}`} open onClose={closeDictionary}>
      <div className="nw-lookup" data-testid="dictionary-dialog">
        <div role="tablist" aria-label="Look up" className="nw-dialog-actions" style={{ justifyContent: 'flex-start' }}>
          {VIEWS.map((v) => (
            <button key={v} type="button" role="tab" aria-selected={v === view} className={`nw-btn${v === view ? ' nw-btn-primary' : ''}`} onClick={() => showView(v)}>
              {TITLES[v]}
            </button>
          ))}
        </div>
        <div role="tabpanel" style={{ maxHeight: '55vh', overflowY: 'auto' }}>
          {status === 'loading' && <p role="status">Looking up {word}…</p>}
          {status === 'error' && (
            <p className="nw-error" role="alert">
              {error}
            </p>
          )}
          {status === 'done' && result && <Answer view={view} result={result} />}
        </div>
        <div className="nw-dialog-actions">
          <OfflineDownload />
          <button type="button" className="nw-btn" onClick={askAi}>
            Ask AI
          </button>
          <button type="button" className="nw-btn" onClick={closeDictionary}>
            Close
          </button>
        </div>
        <p className="nw-muted" style={{ fontSize: '0.8em' }}>
          From WordNet 3.1 (Princeton University) and the CMU Pronouncing Dictionary.
        </p>
      </div>
    </Modal>
  )
}

function Answer({ view, result }: { view: DictionaryView; result: Lookup }) {
  if (!result.meanings.length) return <p className="nw-muted">No entry for “{result.word}” in the dictionary.</p>
  if (view === 'rhymes') {
    if (!result.rhymes.length) return <p className="nw-muted">No rhymes found for “{result.word}”.</p>
    return (
      <ul className="nw-synonyms" aria-label={`Rhymes for ${result.word}`}>
        {result.rhymes.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    )
  }
  return (
    <div>
      {result.meanings.map((m) => (
        <MeaningBlock key={`${m.lemma}/${m.pos}`} meaning={m} asked={result.word} view={view} />
      ))}
    </div>
  )
}

function MeaningBlock({ meaning, asked, view }: { meaning: Meaning; asked: string; view: DictionaryView }) {
  const senses = view === 'synonyms' ? meaning.senses.filter((s) => s.synonyms.length) : meaning.senses
  if (!senses.length) return null
  const base = meaning.lemma !== asked.toLowerCase() ? ` (${meaning.lemma})` : ''
  return (
    <section aria-label={`${PART_OF_SPEECH_NAMES[meaning.pos]}${base}`} data-pos={PART_OF_SPEECH_NAMES[meaning.pos]}>
      <h3 style={{ fontWeight: 600, marginTop: '0.6em' }}>
        {meaning.lemma} <em className="nw-muted">{PART_OF_SPEECH_NAMES[meaning.pos]}</em>
      </h3>
      <ol style={{ listStyle: 'decimal', paddingLeft: '1.5em' }}>
        {senses.map((s, i) =>
          view === 'synonyms' ? (
            <li key={i} data-testid="sense">
              <span>{s.synonyms.join(', ')}</span> <span className="nw-muted">— {s.definition}</span>
            </li>
          ) : (
            <li key={i} data-testid="sense">
              <span>{s.definition}</span>
              {s.examples.length > 0 && <span className="nw-muted"> “{s.examples[0]}”</span>}
            </li>
          ),
        )}
      </ol>
    </section>
  )
}

/** Download for Offline Use: every shard fetched, so the service worker keeps the whole dictionary. */
function OfflineDownload() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [failed, setFailed] = useState('')
  const start = () => {
    setFailed('')
    downloadForOffline((done, total) => setProgress({ done, total })).catch((e: unknown) => setFailed((e as Error).message))
  }
  if (failed)
    return (
      <span className="nw-error" role="alert">
        {failed}
      </span>
    )
  if (progress && progress.done === progress.total) return <span className="nw-muted">Dictionary saved for offline use</span>
  if (progress)
    return (
      <span className="nw-muted" role="status">
        Saving for offline use… {Math.round((progress.done / Math.max(1, progress.total)) * 100)}%
      </span>
    )
  return (
    <button type="button" className="nw-btn" onClick={start} title="About 30 MB (9 MB compressed)">
      Download for Offline Use
    </button>
  )
}
