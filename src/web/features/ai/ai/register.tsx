import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { settingsDialog } from './settings-dialog'
import { always } from '../../../app/command'
import { toast } from '../../../app/toast-store'
import { useAiSettings } from './settings-store'
import { SettingsDialog } from './SettingsDialog'
import { RateLimitDialog } from './RateLimitDialog'
import { LookupDialog } from './LookupDialog'
import { AiResultDialog } from './AiResultDialog'
import { SlashCommands } from './slash/slash-plugin'
import { SlashMenu } from './slash/SlashMenu'
import { CommandDialog } from './slash/CommandDialog'
import { CommandResultView } from './slash/CommandResultView'
import { runSlashItem } from './slash/run'

function AiMount() {
  useEffect(() => useAiSettings.getState().load(), [])
  return (
    <>
      <SlashMenu />
      <CommandDialog />
      <LookupDialog />
      <AiResultDialog />
      <SettingsDialog />
      {/* Last, so it stacks above a dialog whose request it holds. */}
      <RateLimitDialog />
    </>
  )
}

/** AI foundation: settings, rate limits, slash commands and their cards, lookups and AI actions. */
registerFeature({
  id: 'ai',
  commands: [
    { id: 'file.settings', label: 'Settings', run: always(settingsDialog.open) },
    {
      id: 'tools.proofreading',
      label: 'AI Proofreading',
      run: always(() => toast({ title: 'AI Proofreading', description: 'AI Proofreading is under development and will be available soon.' })),
    },
  ],
  Mount: AiMount,
  extensions: () => [SlashCommands.configure({ onPick: runSlashItem }), CommandResultView],
})
