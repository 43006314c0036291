import type { Editor } from '@tiptap/core'
import type { EditorElementType } from '../../screenplay/model'
import { ELEMENT_LABELS, ELEMENT_LETTERS, NUMBER_SHORTCUT_ORDER } from '../../screenplay/elements/types'
import { selectScene, setElementType } from '../editor/commands/blocks'
import { changeCase } from '../editor/commands/text-case'
import { pageSizeOf, setPageSize } from '../editor/commands/page-size'
import { useEditorStore } from '../editor/editor-store'
import { useUi, ZOOMS, type ViewPart } from './ui-store'
import { toast } from './toast-store'
import { featureCommand, featureCommandIds } from './features'
import { keyLabel, normKey } from './keys'

/**
 * Every user action the shell offers, by id, defined once: its label, the keys that run it, what
 * it does. Menus, the global key handler and Help → Keyboard Shortcuts are all generated from
 * these definitions, so a key shown is a key that works. Features add their commands through the
 * registry (features.ts); an entry here without `run` is a menu item not built yet: menus show it
 * disabled and Keyboard Shortcuts leaves it out.
 */
export interface AppCommand {
  id: string
  label: string
  /** The keys that run it ('Mod-s', 'Mod-Shift-5', 'Alt-s'); the first is shown in menus. */
  keys?: readonly string[]
  /**
   * Who reacts to those keys: the app's global handler (the default), the editor's own keymap
   * (formatting and element keys, which need the cursor), or the browser itself (cut, copy, paste).
   */
  keysHandledBy?: 'app' | 'editor' | 'browser'
  run?: () => void
  /** Whether it can run now; a disabled command is greyed in menus and its key does nothing. */
  enabled?: () => boolean
  /** Its key runs it even while it is greyed, so that it can say what it needs (Add Comment without a selection). */
  keyRunsWhenDisabled?: boolean
  checked?: () => boolean
}

const editor = (): Editor | null => useEditorStore.getState().editor
const withEditor = (fn: (e: Editor) => void) => () => {
  const e = editor()
  if (e) fn(e)
}
const hasSelection = () => {
  const e = editor()
  return !!e && !e.state.selection.empty
}
const underDevelopment = (what: string) => () =>
  toast({ title: what, description: `${what} is under development and will be available soon.` })

async function pasteFromClipboard(e: Editor) {
  try {
    const text = await navigator.clipboard.readText()
    e.view.focus()
    e.view.pasteText(text)
  } catch {
    toast({ title: 'Paste unavailable', description: 'Allow clipboard access, or press Ctrl+V.', variant: 'error' })
  }
}

const lineType = (type: EditorElementType, i: number): AppCommand => ({
  id: `lineType.${type}`,
  label: ELEMENT_LABELS[type] === 'Scene Heading' ? 'Scene' : ELEMENT_LABELS[type],
  keys: [`Mod-${i + 1}`, `Alt-${ELEMENT_LETTERS[type].toLowerCase()}`],
  keysHandledBy: 'editor',
  run: withEditor((e) => {
    setElementType(type)(e.state, e.view.dispatch)
    e.view.focus()
  }),
  checked: () => useEditorStore.getState().status.type === type,
})

const PAPER = { letter: 'US Letter', a4: 'A4' } as const

const pageSize = (size: keyof typeof PAPER): AppCommand => ({
  id: `format.pageSize.${size}`,
  label: PAPER[size],
  run: withEditor((e) => {
    if (setPageSize(size)(e.state, e.view.dispatch))
      toast({ title: `Page size: ${PAPER[size]}`, description: `${size === 'a4' ? 58 : 54} lines a page, on screen and in the PDF.` })
    e.view.focus()
  }),
  checked: () => {
    const e = editor()
    return (e ? pageSizeOf(e.state) : 'letter') === size
  },
})

const viewToggle = (part: ViewPart, label: string): AppCommand => ({
  id: `view.${part}`,
  label,
  run: () => {
    useUi.getState().toggleView(part)
    if (part === 'menuBar' && !useUi.getState().view.menuBar)
      toast({ title: 'Menu Bar Hidden', description: 'Press the Escape key to show the menu bar again' })
  },
  checked: () => useUi.getState().view[part],
})

const EDITOR = 'editor' as const

const list: AppCommand[] = [
  // File (files, import-export, pdf and settings features implement these)
  { id: 'file.new', label: 'New' },
  { id: 'file.open', label: 'Open...' },
  { id: 'file.save', label: 'Save' },
  { id: 'file.saveAs', label: 'Save As...' },
  { id: 'file.recent.none', label: 'No recent files' },
  { id: 'file.openComputer', label: 'Open from Computer...' },
  { id: 'file.saveComputer', label: 'Save to Computer...' },
  { id: 'file.signIn', label: 'Sign In to Google Drive' },
  { id: 'file.settings', label: 'Settings' },
  // Edit
  { id: 'edit.undo', label: 'Undo', keys: ['Mod-z', 'Mod-Shift-z'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().undo().run()), enabled: () => !!editor()?.can().undo() },
  { id: 'edit.redo', label: 'Redo', keys: ['Mod-y'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().redo().run()), enabled: () => !!editor()?.can().redo() },
  { id: 'edit.cut', label: 'Cut', keys: ['Mod-x'], keysHandledBy: 'browser', run: withEditor((e) => (e.view.focus(), document.execCommand('cut'))), enabled: hasSelection },
  { id: 'edit.copy', label: 'Copy', keys: ['Mod-c'], keysHandledBy: 'browser', run: withEditor((e) => (e.view.focus(), document.execCommand('copy'))), enabled: hasSelection },
  { id: 'edit.paste', label: 'Paste', keys: ['Mod-v'], keysHandledBy: 'browser', run: withEditor((e) => void pasteFromClipboard(e)) },
  { id: 'edit.selectScene', label: 'Select Scene', keys: ['Mod-Shift-a'], keysHandledBy: EDITOR, run: withEditor((e) => (selectScene()(e.state, e.view.dispatch), e.view.focus())) },
  { id: 'edit.selectAll', label: 'Select All', keys: ['Mod-a'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().selectAll().run()) },
  { id: 'edit.find', label: 'Find & Replace' },
  { id: 'edit.semanticFind', label: 'Semantic Find', keys: ['Mod-Alt-f'] },
  { id: 'edit.goTo', label: 'Go To...' },
  // Format
  ...NUMBER_SHORTCUT_ORDER.map(lineType),
  { id: 'format.fontSettings', label: 'Font Settings...' },
  pageSize('letter'),
  pageSize('a4'),
  { id: 'format.bold', label: 'Bold', keys: ['Mod-b'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().toggleBold().run()) },
  { id: 'format.italic', label: 'Italic', keys: ['Mod-i'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().toggleItalic().run()) },
  { id: 'format.underline', label: 'Underline', keys: ['Mod-u'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().toggleUnderline().run()) },
  { id: 'format.strike', label: 'Strikethrough', keys: ['Mod-Alt-x'], keysHandledBy: EDITOR, run: withEditor((e) => e.chain().focus().toggleStrike().run()) },
  { id: 'format.uppercase', label: 'Uppercase', keys: ['Mod-\\'], keysHandledBy: EDITOR, run: withEditor((e) => (changeCase('upper')(e.state, e.view.dispatch), e.view.focus())), enabled: hasSelection },
  { id: 'format.lowercase', label: 'Lowercase', keys: ['Mod-/'], keysHandledBy: EDITOR, run: withEditor((e) => (changeCase('lower')(e.state, e.view.dispatch), e.view.focus())), enabled: hasSelection },
  // View
  { id: 'view.pageView', label: 'Page View', checked: () => true, run: () => {} },
  { id: 'view.cardView', label: 'Card View' },
  {
    id: 'view.fullScreen',
    label: 'Full Screen',
    keys: ['Mod-Shift-f'],
    run: () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {}),
  },
  { id: 'view.todo', label: 'To-Do List', keys: ['Mod-Shift-2'] },
  { id: 'view.comments', label: 'Comments' },
  { id: 'view.revisions', label: 'Revisions', keys: ['Mod-Shift-4'] },
  { id: 'view.plotBoard', label: 'Plot Board', keys: ['Mod-Shift-5'] },
  viewToggle('menuBar', 'Menu Bar'),
  viewToggle('toolbar', 'Line Type Toolbar'),
  viewToggle('sidebar', 'Scene Navigation'),
  viewToggle('statusBar', 'Status Bar'),
  {
    id: 'view.showMenuBar',
    label: 'Show the menu bar when it is hidden',
    keys: ['Escape'],
    run: () => useUi.getState().setView('menuBar', true),
    enabled: () => !useUi.getState().view.menuBar,
  },
  ...ZOOMS.map((z) => ({ id: `view.zoom${z}`, label: `${z}%`, run: () => useUi.getState().setZoom(z), checked: () => useUi.getState().zoom === z })),
  // Tools
  { id: 'tools.proofreading', label: 'AI Proofreading', run: underDevelopment('AI Proofreading') },
  { id: 'tools.spellCheck', label: 'Spell Check' },
  { id: 'tools.checkFormatting', label: 'Check Formatting' },
  { id: 'tools.quantitative', label: 'Quantitative Evaluation' },
  { id: 'tools.qualitative', label: 'Qualitative Analysis' },
  { id: 'tools.continuity', label: 'Continuity Check' },
  { id: 'tools.pacing', label: 'Pacing Heat-Map' },
  { id: 'tools.statistics', label: 'Statistics' },
  { id: 'tools.insertSymbol', label: 'Insert Symbol' },
  // Script
  { id: 'script.concept', label: 'Movie Concept' },
  { id: 'script.theme', label: 'Theme Structure' },
  { id: 'script.characters', label: 'Characters' },
  { id: 'script.locations', label: 'Locations' },
  // Reports
  { id: 'reports.script', label: 'Script' },
  { id: 'reports.location', label: 'Location' },
  { id: 'reports.scene', label: 'Scene' },
  { id: 'reports.character', label: 'Character' },
  { id: 'reports.flaws', label: 'Common Flaws' },
  { id: 'reports.pitchDeck', label: 'Pitch Deck', run: underDevelopment('Pitch Deck') },
  { id: 'reports.emotionalArcs', label: 'Emotional Arcs', run: underDevelopment('Emotional Arcs') },
  // Help
  { id: 'help.tour', label: 'Welcome Tour' },
  { id: 'help.docs', label: 'Documentation' },
  { id: 'help.faq', label: 'FAQ' },
  { id: 'help.tutorials', label: 'Tutorials', run: underDevelopment('Tutorials') },
  { id: 'help.feedback', label: 'Feedback' },
]

export const COMMANDS: ReadonlyMap<string, AppCommand> = new Map(list.map((c) => [c.id, c]))

/** The command by id: the shell's entry with whatever a registered feature provides merged over it. */
export function command(id: string): AppCommand {
  const base = COMMANDS.get(id)
  const extra = featureCommand(id)
  if (!base && !extra) throw new Error(`Unknown command ${id}`)
  return { id, label: id, ...base, ...extra } as AppCommand
}

/** Every command id: the shell's and the features'. */
export function allCommandIds(): string[] {
  return [...new Set([...COMMANDS.keys(), ...featureCommandIds()])]
}

export function isEnabled(c: AppCommand): boolean {
  return !!c.run && (c.enabled ? c.enabled() : true)
}

/** What menus show beside a command: its first key. */
export function shortcutText(c: AppCommand): string | undefined {
  return c.keys?.length ? keyLabel(c.keys[0]) : undefined
}

/** Each key and the commands that claim it (more than one is a mistake the tests catch). */
export function keyClaims(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const id of allCommandIds())
    for (const k of command(id).keys ?? []) {
      const key = normKey(k)
      out.set(key, [...(out.get(key) ?? []), id])
    }
  return out
}

/** The keys the app's global handler answers, each to its command. */
export function appKeyMap(): Map<string, string> {
  const out = new Map<string, string>()
  for (const id of allCommandIds()) {
    const c = command(id)
    if ((c.keysHandledBy ?? 'app') !== 'app') continue
    for (const k of c.keys ?? []) if (!out.has(normKey(k))) out.set(normKey(k), id)
  }
  return out
}
