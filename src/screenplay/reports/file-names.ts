/**
 * Report PDF names: the script's title in lower case with every character that is not a letter or
 * digit turned into an underscore ('untitled_screenplay' when there is no title), then the report.
 */
export type ReportKind = 'scene' | 'location' | 'character' | 'script'

export function reportBaseName(title: string): string {
  const t = title.trim().toLowerCase()
  return t ? t.replace(/[^a-z0-9]/g, '_') : 'untitled_screenplay'
}

export function reportFileName(title: string, kind: ReportKind): string {
  return `${reportBaseName(title)}_${kind}_report.pdf`
}

/** How the reports name themselves in titles and messages. */
export const REPORT_NAMES: Record<ReportKind, string> = {
  scene: 'Scene Report',
  location: 'Location Report',
  character: 'Character Report',
  script: 'Script Report',
}
