import { describe, it, expect, beforeEach } from 'vitest'
import { useToasts } from '../../app/toast-store'
import { useEditorStore } from '../../editor/editor-store'
import { downloadReportPdf, reportScriptTitle } from './report-source'

describe('report PDF toasts and names', () => {
  beforeEach(() => useToasts.getState().dismiss())

  it('a failure shows the destructive toast for 5 seconds and saves nothing', async () => {
    await downloadReportPdf('location', () => {
      throw new Error('boom')
    })
    expect(useToasts.getState().current).toMatchObject({
      title: 'Location Report Failed',
      description: 'There was an error generating your location report',
      variant: 'error',
      durationMs: 5000,
    })
  })

  it('the title page title names the report, else the file name, else nothing', () => {
    useEditorStore.setState({ titlePage: { ...useEditorStore.getState().titlePage, title: 'Big Night\nPart 2' }, fileName: 'draft.nws' })
    expect(reportScriptTitle()).toBe('Big Night')
    useEditorStore.setState({ titlePage: { ...useEditorStore.getState().titlePage, title: '' } })
    expect(reportScriptTitle()).toBe('draft')
    useEditorStore.setState({ fileName: 'Untitled Screenplay' })
    expect(reportScriptTitle()).toBe('')
  })
})
