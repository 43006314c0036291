import { resolve } from 'node:path'
import { describe, it } from 'vitest'
import { RuleTester } from 'eslint'
import boundaries from './boundaries.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const SRC = resolve(import.meta.dirname, '..', 'src')
const at = (file: string) => resolve(SRC, file)
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } })

tester.run('layers: the features folder', boundaries.rules.layers, {
  valid: [
    // Another group, through its index.ts.
    { filename: at('web/features/writing/context-menu/ContextMenu.tsx'), code: "import { useLookup } from '../../ai'" },
    { filename: at('web/app/SceneSidebar.tsx'), code: "import { BeatsList } from '../features/planning'" },
    { filename: at('web/app/SceneSidebar.tsx'), code: "import { BeatsList } from '../features/planning/index'" },
    // A sibling in the same group, through the sibling's index.ts.
    { filename: at('web/features/files/pdf/make-pdf.ts'), code: "import { loadPdf } from '../import-export'" },
    // Its own files, however deep.
    { filename: at('web/features/ai/ai/slash/run.ts'), code: "import { callAi } from '../ai-client'" },
    // A group's face hands on its features' faces; the registry imports every register file.
    { filename: at('web/features/files/index.ts'), code: "export * from './offline'" },
    { filename: at('web/features/index.ts'), code: "import './writing/go-to/register'" },
  ],
  invalid: [
    { filename: at('web/features/writing/context-menu/ContextMenu.tsx'), code: "import { useLookup } from '../../ai/ai'", errors: [{ messageId: 'group' }] },
    { filename: at('web/features/writing/context-menu/ContextMenu.tsx'), code: "import { useLookup } from '../../ai/ai/lookup-store'", errors: [{ messageId: 'group' }] },
    { filename: at('web/app/SceneSidebar.tsx'), code: "import { BeatsList } from '../features/planning/plot-board'", errors: [{ messageId: 'group' }] },
    { filename: at('web/features/files/pdf/make-pdf.ts'), code: "import { loadPdf } from '../import-export/formats'", errors: [{ messageId: 'feature' }] },
    { filename: at('web/features/files/index.ts'), code: "export { save } from './files/file-actions'", errors: [{ messageId: 'feature' }] },
    // The layer map still holds: the editor may not reach the features.
    { filename: at('web/editor/ScriptEditor.tsx'), code: "import { save } from '../features/files'", errors: [{ messageId: 'layer' }] },
  ],
})
