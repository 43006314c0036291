import StarterKit from '@tiptap/starter-kit'
import Strike from '@tiptap/extension-strike'
import type { AnyExtension } from '@tiptap/core'
import { CommandResult, Scene, ScreenplayBlocks, ScreenplayDocument } from './nodes/screenplay-nodes'
import { SceneNormalizer } from './plugins/scene-normalizer'
import { CurrentScene } from './plugins/current-scene'
import { ScreenplayKeymap, type ScreenplayKeymapOptions } from './plugins/screenplay-keymap'
import { AutoConvertInput } from './plugins/auto-convert-input'
import { ScreenplayPaste } from './plugins/screenplay-paste'
import { EmptyPlaceholder } from './plugins/empty-placeholder'
import { FormatKeymap } from './plugins/format-keymap'
import { ReactSelectionGuard } from './plugins/react-selection-guard'
import { PageView, type PageViewOptions } from './page-view/page-view-plugin'
import { allFeatures } from '../app/features'

/** Every extension of the screenplay editor, in one list (the schema is the screenplay schema). */
export function screenplayExtensions(opts: ScreenplayKeymapOptions & Partial<PageViewOptions> & { placeholder?: string }): AnyExtension[] {
  return [
    StarterKit.configure({
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
      strike: false,
    }),
    // Strikethrough is Ctrl+Alt+X; Ctrl+Shift+S stays Save As.
    Strike.extend({ addKeyboardShortcuts: () => ({}) }),
    ScreenplayDocument,
    Scene,
    ...ScreenplayBlocks,
    CommandResult,
    SceneNormalizer,
    CurrentScene,
    ScreenplayKeymap.configure({ onOpenElementMenu: opts.onOpenElementMenu }),
    AutoConvertInput,
    ScreenplayPaste,
    FormatKeymap,
    ReactSelectionGuard,
    PageView.configure({ onLayout: opts.onLayout ?? (() => {}) }),
    ...allFeatures().flatMap((f) => f.extensions?.() ?? []),
    EmptyPlaceholder.configure({ text: opts.placeholder ?? 'Start writing your screenplay…' }),
  ]
}
