import { useMemo } from 'react'
import { characterReport, characterReportDocument, type ScriptAnalysis } from '../../../../screenplay/reports'
import { BreakdownLine, pagesLabel, ReportFooter } from './report-parts'

export function CharacterReportBody({ analysis, onClose }: { analysis: ScriptAnalysis; onClose: () => void }) {
  const report = useMemo(() => characterReport(analysis.elements, undefined, analysis), [analysis])
  return (
    <>
      <p className="nw-report-totals" data-testid="report-totals">
        {report.totalCharacters} speaking characters · {report.totalSpeeches} speeches · {report.totalDialogueLines} dialogue lines
      </p>
      {report.items.length === 0 ? (
        <p className="nw-muted">No results found</p>
      ) : (
        <div className="nw-report-scroll nw-report-cards">
          {report.items.map((c) => (
            <section key={c.characterName} className="nw-report-card" data-character={c.characterName}>
              <h3 className="nw-report-h3">{c.characterName}</h3>
              <dl className="nw-report-figures">
                <dt>Speeches</dt>
                <dd data-figure="speeches">{c.speechCount}</dd>
                <dt>Dialogue lines</dt>
                <dd data-figure="lines">{c.totalLines}</dd>
                <dt>Share of script lines</dt>
                <dd data-figure="line-share">{c.linePercentage.toFixed(2)}%</dd>
                <dt>Share of dialogue</dt>
                <dd data-figure="dialogue-share">{c.dialogueShare.toFixed(2)}%</dd>
                <dt>Words</dt>
                <dd data-figure="words">{c.totalWords}</dd>
                <dt>Words per speech</dt>
                <dd data-figure="words-per-speech">{c.wordsPerSpeech}</dd>
                <dt>Characters per word</dt>
                <dd data-figure="characters-per-word">{c.charactersPerWord}</dd>
                <dt>Pages</dt>
                <dd data-figure="pages">{pagesLabel(c.pageNumbers, report.pageLabels)}</dd>
              </dl>
              <BreakdownLine label="Setting" rows={c.breakdown.setting} />
              <BreakdownLine label="Time of day" rows={c.breakdown.timeOfDay} />
              <p className="nw-report-scenes">
                <span className="nw-muted">Scenes:</span> {c.scenes.map((s) => `${s.sceneNumber} ${s.location} (${s.speechesInScene})`).join(', ') || 'none'}
              </p>
            </section>
          ))}
        </div>
      )}
      <ReportFooter kind="character" doc={() => characterReportDocument(report)} onClose={onClose} />
    </>
  )
}
