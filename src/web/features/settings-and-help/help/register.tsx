import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { toast } from '../../../app/toast-store'
import { DocsDialog } from './DocsDialog'
import { FaqDialog } from './FaqDialog'
import { FeedbackDialog } from './FeedbackDialog'
import { HelpDialog } from './HelpDialog'
import { showHelp, type HelpWindow } from './help-store'
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

const show = (w: NonNullable<HelpWindow>) => always(() => showHelp(w))

/** The Help menu: Welcome Tour, Documentation, FAQ, Tutorials, Feedback; and the Help dialog other features open. */
registerFeature({
  id: 'help',
  commands: [
    { id: 'help.tour', label: 'Welcome Tour', run: show({ kind: 'tour' }) },
    { id: 'help.docs', label: 'Documentation', run: show({ kind: 'docs' }) },
    { id: 'help.faq', label: 'FAQ', run: show({ kind: 'faq' }) },
    {
      id: 'help.tutorials',
      label: 'Tutorials',
      run: always(() =>
        toast({ title: 'Tutorials', description: 'Video tutorials are under development and will be available soon. Help → Documentation and Help → FAQ cover every feature today.' }),
      ),
    },
    { id: 'help.feedback', label: 'Feedback', run: show({ kind: 'feedback' }) },
  ],
  Mount: HelpMount,
})
