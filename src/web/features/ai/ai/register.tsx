import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { useSettingsDialog } from './settings-dialog-store'
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
  commands: {
    'file.settings': { run: () => useSettingsDialog.getState().setOpen(true) },
  },
  Mount: AiMount,
  extensions: () => [SlashCommands.configure({ onPick: runSlashItem }), CommandResultView],
})
