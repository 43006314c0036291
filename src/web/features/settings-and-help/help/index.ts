/** Help: other features open the Help dialog at their topic with `openHelp('revisions')`. */
export { openHelp, helpWindow, showHelp, type HelpWindow } from './help-store'
export { HELP_TOPIC_IDS, type HelpTopicId } from './topics'
