import { useEffect, useState } from 'react'
import { analyseScript, reportFileName, REPORT_NAMES, type ReportDocument, type ReportKind, type ScriptAnalysis } from '../../../../screenplay/reports'
import { useEditorStore } from '../../../editor/editor-store'
import { elementsFromDoc } from '../../../editor/page-view/elements-from-doc'
import { toast } from '../../../app/toast-store'
import { useProject, UNTITLED } from '../../../project'
import { downloadBytes } from '../../../storage/read-file'

/**
 * The script's title for report names: the title page's title, else the file's name, else none
 * (the PDF is then untitled_screenplay_…).
 */
export function reportScriptTitle(): string {
  const { titlePage, file, fileName } = useProject.getState()
  const title = titlePage.title.trim().split('\n')[0].trim()
  if (title) return title
  const name = file?.name ?? (fileName === UNTITLED ? '' : fileName)
  return name.replace(/\.nws$/i, '').trim()
}

/** Reads the script when the dialog opens (never while typing), after the dialog has painted. */
export function useAnalysis(open: boolean): ScriptAnalysis | 'loading' | 'no-editor' {
  const [a, setA] = useState<ScriptAnalysis | 'loading' | 'no-editor'>('loading')
  useEffect(() => {
    if (!open) return
    setA('loading')
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const editor = useEditorStore.getState().editor
        if (!editor || editor.isDestroyed) return setA('no-editor')
        setA(analyseScript({ titlePage: { ...useProject.getState().titlePage, title: reportScriptTitle() }, elements: elementsFromDoc(editor.state.doc).elements }))
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [open])
  return a
}

/** Download PDF: builds the report's PDF, saves it under its report name and says so. */
export async function downloadReportPdf(kind: ReportKind, doc: () => ReportDocument): Promise<void> {
  const name = REPORT_NAMES[kind]
  try {
    // The PDF writer (jsPDF) is loaded on the first report PDF, not with the editor.
    const { renderReportPdf } = await import('../../../../screenplay/reports/pdf')
    // Let the button show 'Generating PDF...' before the work starts (once loaded, the import above
    // resolves at once, before the page has painted).
    await new Promise((r) => setTimeout(r, 0))
    const fileName = reportFileName(reportScriptTitle(), kind)
    downloadBytes(renderReportPdf(doc()), fileName, 'application/pdf')
    toast({ title: `${name} Generated`, description: `Your ${name.toLowerCase()} has been saved as ${fileName}` })
  } catch (e) {
    console.error(e)
    toast({ title: `${name} Failed`, description: `There was an error generating your ${kind} report`, variant: 'error', durationMs: 5000 })
  }
}

export function useDownload(kind: ReportKind, doc: (() => ReportDocument) | null): { busy: boolean; run: () => void } {
  const [busy, setBusy] = useState(false)
  return {
    busy,
    run: () => {
      if (!doc || busy) return
      setBusy(true)
      void downloadReportPdf(kind, doc).finally(() => setBusy(false))
    },
  }
}
