import { registerFeature } from '../../../app/features'
import { always, when } from '../../../app/command'
import { readRecent, clearRecent } from '../../../storage/recent-files'
import { toast } from '../../../app/toast-store'
import { newFile, openFromComputer, openRecent, save, saveToComputer, signIn, signOut } from './file-actions'
import { truncateName, relativeAge, displayName } from './names'
import { useSession } from './session-store'
import { openFileDialog, saveAsDialog } from './dialogs'
import { OpenFileDialog } from './OpenFileDialog'
import { SaveAsDialog } from './SaveAsDialog'
import { ConflictDialog } from './ConflictDialog'
import { SaveStatus } from './SaveStatus'
import { AutoBackup } from './AutoBackup'
import { SignedInPoll } from './SignedInPoll'
import { hasConsent } from '../../../storage/consent'

function Mount() {
  return (
    <>
      <OpenFileDialog />
      <SaveAsDialog />
      <ConflictDialog />
      <AutoBackup />
      <SignedInPoll />
    </>
  )
}

registerFeature({
  id: 'files',
  Mount,
  StatusItem: SaveStatus,
  commands: [
    // Chrome keeps Ctrl+N for itself, so New is Ctrl+Alt+N (and in the File menu).
    { id: 'file.new', label: 'New', keys: ['Mod-Alt-n'], run: always(newFile) },
    { id: 'file.open', label: 'Open...', keys: ['Mod-o'], run: always(() => openFileDialog.open()) },
    { id: 'file.save', label: 'Save', keys: ['Mod-s'], run: always(save) },
    { id: 'file.saveAs', label: 'Save As...', keys: ['Mod-Shift-s'], run: always(() => saveAsDialog.open({})) },
    { id: 'file.openComputer', label: 'Open from Computer...', run: always(openFromComputer) },
    { id: 'file.saveComputer', label: 'Save to Computer...', run: always(saveToComputer) },
    {
      id: 'file.signIn',
      // One item that reads 'Sign In to Google Drive' or 'Sign Out'.
      get label() {
        return useSession.getState().signedIn ? 'Sign Out' : 'Sign In to Google Drive'
      },
      run: when(hasConsent, () => (useSession.getState().signedIn ? signOut() : signIn())),
    },
    // What Open Recent shows when there is nothing to open.
    { id: 'file.recent.none', label: 'No recent files', run: () => false },
  ],
  menuSources: {
    'recent-files': () => {
      const recent = readRecent()
      if (recent.length === 0) return ['file.recent.none']
      return [
        ...recent.map((r) => ({
          command: {
            id: `file.recent.${r.store}.${r.id}`,
            label: `${truncateName(displayName(r.name))} — ${relativeAge(r.lastOpened)}`,
            run: always(() => openRecent(r)),
          },
        })),
        '---' as const,
        {
          command: {
            id: 'file.recent.clear',
            label: 'Clear Recent Files',
            run: always(() => {
              clearRecent()
              toast({ title: 'Recent Files Cleared' })
            }),
          },
        },
      ]
    },
  },
})
