import StarterKit from '@tiptap/starter-kit'
import type { AnyExtension } from '@tiptap/core'
import { CommandResult, Scene, ScreenplayBlocks, ScreenplayDocument } from './nodes/screenplay-nodes'
import { SceneNormalizer } from './plugins/scene-normalizer'
import { CurrentScene } from './plugins/current-scene'
import { ScreenplayKeymap, type ScreenplayKeymapOptions } from './plugins/screenplay-keymap'
import { AutoConvertInput } from './plugins/auto-convert-input'
import { ScreenplayPaste } from './plugins/screenplay-paste'
import { EmptyPlaceholder } from './plugins/empty-placeholder'
import { CommandKeys } from './plugins/command-keys'
import { ReactSelectionGuard } from './plugins/react-selection-guard'
import { CaretMargin } from './plugins/caret-margin'
import { PageView, type PageViewOptions } from './page-view/page-view-plugin'
import { SpeechMarks } from './page-view/speech-marks'
import { allFeatures } from '../app/features'
import { CollabSync } from './collab'

/**
 * TipTap's marks and history bind their own keys (Ctrl+B, Ctrl+Z, Ctrl+Shift+S for strikethrough);
 * here those keys belong to the commands that declare them (editor-commands.ts), so the
 * extensions keep their behaviour and lose their keys.
 */
const KEYS_FROM_COMMANDS = new Set(['bold', 'italic', 'underline', 'strike', 'undoRedo'])
const ScreenplayStarterKit = StarterKit.extend({
  addExtensions() {
    return (this.parent?.() ?? []).map((ext) => (KEYS_FROM_COMMANDS.has(ext.name) ? ext.extend({ addKeyboardShortcuts: () => ({}) }) : ext))
  },
})

/** Every extension of the screenplay editor, in one list (the schema is the screenplay schema). */
export function screenplayExtensions(opts: ScreenplayKeymapOptions & Partial<PageViewOptions> & { placeholder?: string }): AnyExtension[] {
  return [
    CommandKeys,
    ScreenplayStarterKit.configure({
      document: false,
      paragraph: false,
      heading: false,
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      codeBlock: false,
      code: false,
      horizontalRule: false,
      link: false,
      trailingNode: false,
      gapcursor: false,
      dropcursor: false,
    }),
    ScreenplayDocument,
    Scene,
    ...ScreenplayBlocks,
    CommandResult,
    SceneNormalizer,
    CurrentScene,
    ScreenplayKeymap.configure({ onOpenElementMenu: opts.onOpenElementMenu }),
    AutoConvertInput,
    ScreenplayPaste,
    ReactSelectionGuard,
    CaretMargin,
    PageView.configure({ onLayout: opts.onLayout ?? (() => {}) }),
    SpeechMarks,
    CollabSync,
    ...allFeatures().flatMap((f) => f.extensions?.() ?? []),
    EmptyPlaceholder.configure({ text: opts.placeholder ?? 'Start writing your screenplay…' }),
  ]
}

/**
 * TipTap's own extensions, all but "delete": after every change it works out which nodes and
 * marks went, in a task of its own queued between the keystroke and the frame that shows it, only
 * to tell listeners this editor does not have (a tenth of a millisecond a key on a long script).
 */
export const CORE_EXTENSIONS = { delete: false } as const
