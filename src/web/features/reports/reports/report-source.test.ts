import { describe, it, expect, beforeEach } from 'vitest'
import { useToasts } from '../../../app/toast-store'
import { useProject } from '../../../project'
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
    useProject.setState({ titlePage: { ...useProject.getState().titlePage, title: 'Big Night\nPart 2' }, file: null, fileName: 'draft.nws' })
    expect(reportScriptTitle()).toBe('Big Night')
    useProject.setState({ titlePage: { ...useProject.getState().titlePage, title: '' } })
    expect(reportScriptTitle()).toBe('draft')
    useProject.setState({ file: { store: 'browser', id: 'x', name: 'Big Fish.nws' } })
    expect(reportScriptTitle()).toBe('Big Fish')
    useProject.setState({ file: null, fileName: 'Untitled Screenplay' })
    expect(reportScriptTitle()).toBe('')
  })
})
