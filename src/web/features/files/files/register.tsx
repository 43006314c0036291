import { registerFeature } from '../../../app/features'
import { readRecent, clearRecent } from '../../../storage/recent-files'
import { toast } from '../../../app/toast-store'
import { newFile, openFromComputer, openRecent, save, saveToComputer, signIn, signOut } from './file-actions'
import { truncateName, relativeAge, displayName } from './names'
import { useSession } from './session-store'
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
  commands: {
    // Chrome keeps Ctrl+N for itself, so New is Ctrl+Alt+N (and in the File menu).
    'file.new': { keys: ['Mod-Alt-n'], run: () => void newFile() },
    'file.open': { keys: ['Mod-o'], run: () => useSession.getState().set({ dialog: 'open' }) },
    'file.save': { keys: ['Mod-s'], run: () => void save() },
    'file.saveAs': { keys: ['Mod-Shift-s'], run: () => useSession.getState().set({ dialog: 'saveAs' }) },
    'file.openComputer': { run: () => void openFromComputer() },
    'file.saveComputer': { run: () => void saveToComputer() },
    'file.signIn': {
      // One item that reads 'Sign In to Google Drive' or 'Sign Out'.
      get label() {
        return useSession.getState().signedIn ? 'Sign Out' : 'Sign In to Google Drive'
      },
      run: () => void (useSession.getState().signedIn ? signOut() : signIn()),
      enabled: () => hasConsent(),
    },
  },
  menuSources: {
    'recent-files': () => {
      const recent = readRecent()
      if (recent.length === 0) return ['file.recent.none']
      return [
        ...recent.map((r) => ({
          command: {
            id: `file.recent.${r.store}.${r.id}`,
            label: `${truncateName(displayName(r.name))} — ${relativeAge(r.lastOpened)}`,
            run: () => void openRecent(r),
          },
        })),
        '---' as const,
        {
          command: {
            id: 'file.recent.clear',
            label: 'Clear Recent Files',
            run: () => {
              clearRecent()
              toast({ title: 'Recent Files Cleared' })
            },
          },
        },
      ]
    },
  },
})
