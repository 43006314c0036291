/**
 * The four script reports (Scene, Location, Character, Script), pure: figures from the domain
 * Script, pages from the layout engine, text and PDF from one wording.
 */
export { analyseScript, parsedLines, pageRanges, eighthsText, sceneEighths, NO_LOCATION, type ParsedLine, type ParsedLineType, type SceneInfo, type ScriptAnalysis, type Setting } from './analysis'
export { withPageLabels, type WithPageLabels } from './page-labels'
export { normaliseCharacterName } from './names'
export { sceneVisualLines, blockVisualLines, charactersPerLine } from './visual-lines'
export { breakdownOf, NO_TIME, type Breakdown, type BreakdownRow } from './breakdown'
export { sceneReport, type SceneReport, type SceneReportItem, type SceneCharacterMatrix } from './scene-report'
export { locationReport, type LocationReport, type LocationReportItem } from './location-report'
export { characterReport, type CharacterReport, type CharacterReportItem } from './character-report'
export { scriptReport, SCRIPT_REPORT_TYPES, DEFAULT_SCRIPT_REPORT_TYPES, type ScriptReport } from './script-report'
export { reportFileName, reportBaseName, REPORT_NAMES, type ReportKind } from './file-names'
export {
  sceneReportDocument,
  locationReportDocument,
  characterReportDocument,
  scriptReportDocument,
  reportText,
  matrixLines,
  type ReportDocument,
  type ReportLine,
} from './report-text'
// The PDF writer (./pdf) is imported where a PDF is made, not from here: it carries jsPDF, which
// the editor loads only when a writer asks for a report's PDF.
export { reportDate } from './report-date'
