import { useEffect } from 'react'
import { Pause, Play, SkipBack, SkipForward, Square, StepBack, StepForward, X } from 'lucide-react'
import type { VoiceInfo } from '../../../../screenplay/table-read'
import {
  chooseVoice,
  closeTableRead,
  nextSceneNow,
  nextSpeechNow,
  pause,
  play,
  previousSceneNow,
  previousSpeechNow,
  setChoice,
  stop,
  tableReadPanel,
  useTableRead,
  type PartChoice,
  type ReadScope,
} from './table-read-store'
import { useLayeredKey } from '../../../app/key-layers'
import { noVoicesAdvice } from './speech'

const partValue = (p: PartChoice) => (p.mode === 'all' ? 'all' : `${p.mode}:${p.name}`)
function readPart(value: string): PartChoice {
  if (value === 'all') return { mode: 'all' }
  const at = value.indexOf(':')
  return { mode: value.slice(0, at) as 'only' | 'except', name: value.slice(at + 1) }
}

function VoiceSelect({ label, value, voices, onChange }: { label: string; value: string; voices: VoiceInfo[]; onChange: (uri: string) => void }) {
  return (
    <label className="nw-table-read-voice">
      <span>{label}</span>
      <select aria-label={`Voice for ${label}`} value={value} onChange={(e) => onChange(e.target.value)}>
        {voices.map((v) => (
          <option key={v.voiceURI} value={v.voiceURI}>
            {v.name} ({v.lang})
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * Tools → Table Read: a panel beside the script (not over it), so the line being read stays in
 * sight while it plays.
 */
export function TableReadPanel() {
  return tableReadPanel.useOpen() ? <TableReadBody /> : null
}

function TableReadBody() {
  const s = useTableRead()
  // However the panel leaves the stack (Close, Escape, another script opened), the voice stops with it.
  useEffect(() => stop, [])
  useLayeredKey('Escape', 'panel', true, () => {
    closeTableRead()
    return true
  })
  const noVoices = s.voicesKnown && s.voices.length === 0
  const stopped = s.status === 'stopped'
  const who = s.current ? (s.current.reader.kind === 'narrator' ? 'Narrator' : s.current.reader.name) : ''
  return (
    <section role="dialog" aria-label="Table Read" className="nw-table-read" data-testid="table-read">
      <div className="nw-dialog-head">
        <h2 className="nw-dialog-title">Table Read</h2>
        <button type="button" className="nw-icon-btn" aria-label="Close" onClick={closeTableRead}>
          <X size={16} />
        </button>
      </div>
      {noVoices && (
        <p role="alert" className="nw-error">
          This browser has no speech voices, so the script cannot be read aloud. {noVoicesAdvice()} Script timing still works: see Reports → Scene Report.
        </p>
      )}
      <fieldset disabled={!stopped} className="nw-table-read-options">
        <label>
          <span>Read</span>
          <select aria-label="Read" value={s.scope} onChange={(e) => setChoice({ scope: e.target.value as ReadScope })}>
            <option value="cursor">From the cursor</option>
            <option value="scene">This scene only</option>
            <option value="start">From the start</option>
          </select>
        </label>
        <label>
          <span>Headings and action</span>
          <select aria-label="Headings and action" value={s.narrator} onChange={(e) => setChoice({ narrator: e.target.value as 'read' | 'skip' })}>
            <option value="read">Read by the narrator</option>
            <option value="skip">Skipped</option>
          </select>
        </label>
        <label>
          <span>Parentheticals</span>
          <select aria-label="Parentheticals" value={s.parentheticals} onChange={(e) => setChoice({ parentheticals: e.target.value as 'skip' | 'whisper' })}>
            <option value="skip">Skipped</option>
            <option value="whisper">Whispered</option>
          </select>
        </label>
        <label>
          <span>Parts</span>
          <select aria-label="Parts" value={partValue(s.part)} onChange={(e) => setChoice({ part: readPart(e.target.value) })}>
            <option value="all">Every part</option>
            {s.characters.map((c) => (
              <option key={`only:${c}`} value={`only:${c}`}>
                Only {c}
              </option>
            ))}
            {s.characters.map((c) => (
              <option key={`except:${c}`} value={`except:${c}`}>
                All but {c} (run lines)
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Speed {s.rate.toFixed(1)}×</span>
          <input type="range" aria-label="Speed" min={0.5} max={2} step={0.1} value={s.rate} onChange={(e) => setChoice({ rate: Number(e.target.value) })} />
        </label>
      </fieldset>
      {s.voices.length > 0 && (
        <details className="nw-table-read-voices">
          <summary>Voices</summary>
          <VoiceSelect label="Narrator" value={s.plan.narrator} voices={s.voices} onChange={(uri) => chooseVoice({ narrator: true }, uri)} />
          {s.characters.map((c) => (
            <VoiceSelect key={c} label={c} value={s.plan.characters[c] ?? ''} voices={s.voices} onChange={(uri) => chooseVoice({ character: c }, uri)} />
          ))}
        </details>
      )}
      <div className="nw-table-read-controls" role="toolbar" aria-label="Playback">
        <button type="button" className="nw-icon-btn" aria-label="Previous scene" disabled={stopped} onClick={previousSceneNow}>
          <SkipBack size={16} />
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Previous speech" disabled={stopped} onClick={previousSpeechNow}>
          <StepBack size={16} />
        </button>
        {s.status === 'playing' ? (
          <button type="button" className="nw-icon-btn" aria-label="Pause" onClick={pause}>
            <Pause size={16} />
          </button>
        ) : (
          <button type="button" className="nw-icon-btn" aria-label={s.status === 'paused' ? 'Resume' : 'Play'} disabled={noVoices} onClick={play}>
            <Play size={16} />
          </button>
        )}
        <button type="button" className="nw-icon-btn" aria-label="Stop" disabled={stopped} onClick={stop}>
          <Square size={16} />
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Next speech" disabled={stopped} onClick={nextSpeechNow}>
          <StepForward size={16} />
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Next scene" disabled={stopped} onClick={nextSceneNow}>
          <SkipForward size={16} />
        </button>
      </div>
      <p className="nw-muted" aria-live="polite" data-testid="table-read-now">
        {s.current ? `${s.status === 'paused' ? 'Paused: ' : ''}${who}${s.current.silence !== undefined ? ' (your line)' : ''}` : 'Stopped'}
      </p>
    </section>
  )
}
