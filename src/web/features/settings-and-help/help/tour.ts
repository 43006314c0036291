import { hasConsent } from '../../../storage/consent'
import { readPref, writePref } from '../../../storage/prefs'

/** The tour is shown once: this flag says it was finished or skipped. */
export const WELCOME_COMPLETED_KEY = 'welcome-completed'

export interface TourStep {
  title: string
  body: string
  points?: string[]
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Welcome',
    body: 'Nightwriter is a screenplay editor that looks and paginates like the printed script. This short tour shows where things are.',
  },
  {
    title: 'Screenwriting Made Easy',
    body: 'Write without thinking about format. Enter starts the element that usually comes next; Tab changes it.',
    points: [
      'Type INT. or EXT. to start a scene heading.',
      'Enter on an empty line opens Select Element Type.',
      '{{key:lineType.sceneHeading}} … {{key:lineType.note}} or Alt with the element’s letter ({{key:lineType.sceneHeading:2}} for a scene heading) set the element directly.',
    ],
  },
  {
    title: 'AI-Powered Assistance',
    body: 'With your own Gemini key (File → Settings), type / for commands such as definitions, synonyms and ideas, or right-click text for AI actions. Only the text a request needs is sent.',
  },
  {
    title: 'Getting Started',
    body: 'Your script is kept in this browser as you type. Save it to the file library, your computer or Google Drive from the File menu, and import Fountain, Final Draft, Fade In, Celtx, text or PDF.',
  },
  {
    title: 'Professional Tools',
    body: 'The tools a working writer needs sit in the menus:',
    points: [
      'View → To-Do List, Comments and Snapshots ({{key:view.todo}}, {{key:view.comments}}, {{key:view.revisions}}).',
      'Find & Replace, spell check, statistics and Go To.',
      'PDF export with a title page, and a watermarked, password-protected PDF.',
    ],
  },
  {
    title: 'Ready to Write',
    body: 'Help → Documentation and Help → FAQ answer most questions, and Help → Welcome Tour brings this tour back. Fade in!',
  },
]

let finishedThisSession = false

export function tourCompleted(): boolean {
  return finishedThisSession || readPref<boolean>(WELCOME_COMPLETED_KEY, false) === true
}

/** Finished or skipped: remembered with consent, and for this visit without it. */
export function markTourCompleted(): void {
  finishedThisSession = true
  writePref(WELCOME_COMPLETED_KEY, true)
}

/** Opens by itself once: for a writer who agreed to storage (so the flag can be kept) and has not seen it. */
export function shouldAutoOpenTour(): boolean {
  return hasConsent() && !tourCompleted()
}
