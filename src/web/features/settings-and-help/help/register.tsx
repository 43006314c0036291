import { registerFeature } from '../../../app/features'
import { toast } from '../../../app/toast-store'
import { DocsDialog } from './DocsDialog'
import { FaqDialog } from './FaqDialog'
import { FeedbackDialog } from './FeedbackDialog'
import { HelpDialog } from './HelpDialog'
import { useHelp } from './help-store'
import { WelcomeTour } from './WelcomeTour'

function HelpMount() {
  return (
    <>
      <WelcomeTour />
      <DocsDialog />
      <FaqDialog />
      <HelpDialog />
      <FeedbackDialog />
    </>
  )
}

const show = (w: Parameters<ReturnType<typeof useHelp.getState>['show']>[0]) => () => useHelp.getState().show(w)

/** The Help menu: Welcome Tour, Documentation, FAQ, Tutorials, Feedback; and the Help dialog other features open. */
registerFeature({
  id: 'help',
  commands: {
    'help.tour': { run: show({ kind: 'tour' }) },
    'help.docs': { run: show({ kind: 'docs' }) },
    'help.faq': { run: show({ kind: 'faq' }) },
    'help.feedback': { run: show({ kind: 'feedback' }) },
    'help.tutorials': {
      run: () =>
        toast({ title: 'Tutorials', description: 'Video tutorials are under development and will be available soon. Help → Documentation and Help → FAQ cover every feature today.' }),
    },
  },
  Mount: HelpMount,
})
