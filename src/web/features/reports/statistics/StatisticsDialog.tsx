import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { useEditorStore } from '../../../editor/editor-store'
import { elementsFromDoc } from '../../../editor/page-view/elements-from-doc'
import { scriptStatistics, type ScriptStatistics } from '../../../../screenplay/stats'
import { EDITOR_ELEMENT_TYPES } from '../../../../screenplay/model'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { defineDialog } from '../../../app/dialog-stack'

/** Tools → Statistics, on the app's one stack of dialogs. */
export const statisticsDialog = defineDialog('statistics')

const one = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

function Row({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={`stat-${id}`}>{value}</dd>
    </>
  )
}

function Figures({ s }: { s: ScriptStatistics }) {
  return (
    <>
      <dl className="nw-stats-grid">
        <Row id="pages" label="Pages" value={s.pageLabels ? `${s.pages} (locked: ${s.pageLabels.first} to ${s.pageLabels.last})` : String(s.pages)} />
        <Row id="estimated-pages" label="Estimated pages (estimate: words ÷ 250)" value={String(s.estimatedPages)} />
        <Row id="words" label="Words" value={String(s.words)} />
        <Row id="characters" label="Characters (with spaces)" value={String(s.characters)} />
        <Row id="lines" label="Printed lines" value={String(s.lines)} />
        <Row id="scenes" label="Scenes" value={String(s.scenes)} />
        <Row id="interior" label="Interior scenes" value={String(s.interiorScenes)} />
        <Row id="exterior" label="Exterior scenes" value={String(s.exteriorScenes)} />
        <Row id="scene-max" label="Longest scene" value={`${plural(s.sceneWords.max, 'word')}, ${plural(s.sceneLines.max, 'line')}`} />
        <Row id="scene-avg" label="Average scene" value={`${one(s.sceneWords.average)} words, ${one(s.sceneLines.average)} lines`} />
        <Row id="action-max" label="Longest action" value={`${plural(s.actionWords.max, 'word')}, ${plural(s.actionLines.max, 'line')}`} />
        <Row id="action-avg" label="Average action" value={`${one(s.actionWords.average)} words, ${one(s.actionLines.average)} lines`} />
        <Row id="speaking" label="Speaking characters" value={String(s.speakingCharacters)} />
        <Row id="locations" label="Unique locations" value={String(s.uniqueLocations)} />
        <Row id="dialogue-words" label="Dialogue words" value={String(s.dialogueWords)} />
        <Row id="action-words" label="Action words" value={String(s.actionWordsTotal)} />
      </dl>
      <table className="nw-stats-table" data-testid="stats-by-type">
        <thead>
          <tr>
            <th>Element</th>
            <th>Count</th>
            <th>Words</th>
            <th>Characters</th>
            <th>Lines</th>
          </tr>
        </thead>
        <tbody>
          {EDITOR_ELEMENT_TYPES.map((t) => (
            <tr key={t} data-type-row={t}>
              <td>{ELEMENT_LABELS[t]}</td>
              <td>{s.byType[t].elements}</td>
              <td>{s.byType[t].words}</td>
              <td>{s.byType[t].characters}</td>
              <td>{s.byType[t].lines}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="nw-muted nw-stats-note">
        Pages and lines come from the page layout (the PDF prints the same); the estimate is the words ÷ 250 rule of thumb. Notes are not printed, so
        they are left out of the totals. Runtime is about one minute a page.
      </p>
    </>
  )
}

/** Tools → Statistics. Counted when the dialog opens, never while typing. */
export function StatisticsDialog() {
  const open = statisticsDialog.useOpen()
  const [stats, setStats] = useState<ScriptStatistics | 'counting' | 'no-editor'>('counting')
  useEffect(() => {
    if (!open) return
    setStats('counting')
    // After the dialog has painted: a 300-page script takes a few hundred ms to lay out.
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const editor = useEditorStore.getState().editor
        setStats(!editor || editor.isDestroyed ? 'no-editor' : scriptStatistics(elementsFromDoc(editor.state.doc).elements, layoutSettingsOf(editor.state.doc.attrs.format)))
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [open])
  return (
    <Modal title="Statistics" open={open} onClose={() => statisticsDialog.close()} wide>
      {stats === 'counting' ? (
        <p className="nw-muted" role="status">
          Counting…
        </p>
      ) : stats === 'no-editor' ? (
        <p className="nw-muted">Editor not ready</p>
      ) : (
        <Figures s={stats} />
      )}
    </Modal>
  )
}
