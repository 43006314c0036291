import type { Editor } from '@tiptap/core'
import type { EditorElementType } from '../../screenplay/model'
import { ELEMENT_LABELS, ELEMENT_LETTERS, NUMBER_SHORTCUT_ORDER } from '../../screenplay/elements/types'
import { selectScene, setElementType } from '../editor/commands/blocks'
import { changeCase } from '../editor/commands/text-case'
import { useEditorStore } from '../editor/editor-store'
import { useUi, ZOOMS, type ViewPart } from './ui-store'
import { toast } from './toast-store'
import { exportScript } from '../features/import-export/export-script'
import { printScript } from '../features/pdf/print'
import { featureCommand } from './features'

/**
 * Every user action the shell offers, by id. Menus, the toolbar and global key bindings all run
 * these, so an action behaves the same wherever it is invoked. An action without `run` is a
 * feature not built yet: menus show it disabled.
 */
export interface AppCommand {
  id: string
  label: string
  shortcut?: string
  run?: () => void
  enabled?: () => boolean
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
  shortcut: `Ctrl+${i + 1}`,
  run: withEditor((e) => {
    setElementType(type)(e.state, e.view.dispatch)
    e.view.focus()
  }),
  checked: () => useEditorStore.getState().status.type === type,
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

type FormatId = import('../../screenplay/formats/registry').ScriptFormat['id']
export const IMPORT_MENU: [FormatId, string][] = [
  ['fountain', 'Fountain'],
  ['fdx', 'Final Draft (.fdx)'],
  ['celtx', 'Celtx'],
  ['fadein', 'Fade In'],
  ['text', 'Text'],
  ['pdf', 'PDF'],
]
export const EXPORT_MENU: [FormatId, string][] = [
  ['fountain', 'Fountain'],
  ['fdx', 'Final Draft (.fdx)'],
  ['fadein', 'Fade In (.fadein)'],
  ['celtx', 'Celtx (.celtx)'],
  ['text', 'Text'],
  ['pdf', 'PDF'],
]

const list: AppCommand[] = [
  // File — built by later work; shown disabled until then.
  { id: 'file.new', label: 'New', shortcut: 'Ctrl+Alt+N' },
  { id: 'file.open', label: 'Open...', shortcut: 'Ctrl+O' },
  { id: 'file.save', label: 'Save', shortcut: 'Ctrl+S' },
  { id: 'file.saveAs', label: 'Save As...' },
  ...IMPORT_MENU.map(([id, label]) => ({ id: `file.import.${id}`, label, run: () => useUi.getState().openImport(id) })),
  ...EXPORT_MENU.map(([id, label]) => ({ id: `file.export.${id}`, label, run: () => void exportScript(id) })),
  { id: 'file.export.watermark', label: 'Watermarked PDF', run: () => useUi.getState().openDialog('watermark') },
  { id: 'file.recent.none', label: 'No recent files' },
  { id: 'file.openComputer', label: 'Open from Computer...' },
  { id: 'file.saveComputer', label: 'Save to Computer...' },
  { id: 'file.signIn', label: 'Sign In to Google Drive' },
  { id: 'file.preview', label: 'Preview', run: () => useUi.getState().openDialog('preview') },
  { id: 'file.print', label: 'Print', shortcut: 'Ctrl+P', run: () => void printScript() },
  { id: 'file.settings', label: 'Settings' },
  // Edit
  { id: 'edit.undo', label: 'Undo', shortcut: 'Ctrl+Z', run: withEditor((e) => e.chain().focus().undo().run()), enabled: () => !!editor()?.can().undo() },
  { id: 'edit.redo', label: 'Redo', shortcut: 'Ctrl+Y', run: withEditor((e) => e.chain().focus().redo().run()), enabled: () => !!editor()?.can().redo() },
  { id: 'edit.cut', label: 'Cut', shortcut: 'Ctrl+X', run: withEditor((e) => (e.view.focus(), document.execCommand('cut'))), enabled: hasSelection },
  { id: 'edit.copy', label: 'Copy', shortcut: 'Ctrl+C', run: withEditor((e) => (e.view.focus(), document.execCommand('copy'))), enabled: hasSelection },
  { id: 'edit.paste', label: 'Paste', shortcut: 'Ctrl+V', run: withEditor((e) => void pasteFromClipboard(e)) },
  { id: 'edit.selectScene', label: 'Select Scene', run: withEditor((e) => (selectScene()(e.state, e.view.dispatch), e.view.focus())) },
  { id: 'edit.selectAll', label: 'Select All', shortcut: 'Ctrl+A', run: withEditor((e) => e.chain().focus().selectAll().run()) },
  { id: 'edit.find', label: 'Find & Replace', shortcut: 'Ctrl+F' },
  { id: 'edit.semanticFind', label: 'Semantic Find', shortcut: 'Ctrl+Alt+F' },
  { id: 'edit.goTo', label: 'Go To...', shortcut: 'Ctrl+G', run: () => useUi.getState().openDialog('goTo') },
  // Format
  ...NUMBER_SHORTCUT_ORDER.map(lineType),
  { id: 'format.fontSettings', label: 'Font Settings...' },
  { id: 'format.bold', label: 'Bold', shortcut: 'Ctrl+B', run: withEditor((e) => e.chain().focus().toggleBold().run()) },
  { id: 'format.italic', label: 'Italic', shortcut: 'Ctrl+I', run: withEditor((e) => e.chain().focus().toggleItalic().run()) },
  { id: 'format.underline', label: 'Underline', shortcut: 'Ctrl+U', run: withEditor((e) => e.chain().focus().toggleUnderline().run()) },
  { id: 'format.strike', label: 'Strikethrough', shortcut: 'Ctrl+Alt+X', run: withEditor((e) => e.chain().focus().toggleStrike().run()) },
  { id: 'format.uppercase', label: 'Uppercase', shortcut: 'Ctrl+\\', run: withEditor((e) => (changeCase('upper')(e.state, e.view.dispatch), e.view.focus())), enabled: hasSelection },
  { id: 'format.lowercase', label: 'Lowercase', shortcut: 'Ctrl+/', run: withEditor((e) => (changeCase('lower')(e.state, e.view.dispatch), e.view.focus())), enabled: hasSelection },
  // View
  { id: 'view.pageView', label: 'Page View', checked: () => true, run: () => {} },
  { id: 'view.cardView', label: 'Card View' },
  {
    id: 'view.fullScreen',
    label: 'Full Screen',
    shortcut: 'Ctrl+Shift+F',
    run: () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {}),
  },
  { id: 'view.todo', label: 'To-Do List', shortcut: 'Ctrl+Shift+2' },
  { id: 'view.comments', label: 'Comments', shortcut: 'Ctrl+Shift+3' },
  { id: 'view.revisions', label: 'Revisions', shortcut: 'Ctrl+Shift+4' },
  { id: 'view.plotBoard', label: 'Plot Board', shortcut: 'Ctrl+Shift+5' },
  viewToggle('menuBar', 'Menu Bar'),
  viewToggle('toolbar', 'Line Type Toolbar'),
  viewToggle('sidebar', 'Scene Navigation'),
  viewToggle('statusBar', 'Status Bar'),
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
  { id: 'script.titlePage', label: 'Title Page', run: () => useUi.getState().openDialog('titlePage') },
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
  { id: 'help.shortcuts', label: 'Keyboard Shortcuts', run: () => useUi.getState().openDialog('keyboardShortcuts') },
  { id: 'help.feedback', label: 'Feedback' },
  { id: 'help.about', label: 'About', run: () => useUi.getState().openDialog('about') },
]

export const COMMANDS: ReadonlyMap<string, AppCommand> = new Map(list.map((c) => [c.id, c]))

/** The command by id: the shell's entry with whatever a registered feature provides merged over it. */
export function command(id: string): AppCommand {
  const base = COMMANDS.get(id)
  const extra = featureCommand(id)
  if (!base && !extra) throw new Error(`Unknown command ${id}`)
  return { id, label: id, ...base, ...extra } as AppCommand
}

export function isEnabled(c: AppCommand): boolean {
  return !!c.run && (c.enabled ? c.enabled() : true)
}

/** Alt+letter bindings, documented in Keyboard Shortcuts; the editor keymap implements them. */
export const ALT_LETTERS = ELEMENT_LETTERS
