import type { Editor } from '@tiptap/core'
import type { EditorElementType } from '../../screenplay/model'
import { ELEMENT_LABELS, ELEMENT_LETTERS, NUMBER_SHORTCUT_ORDER } from '../../screenplay/elements/types'
import type { AppCommand } from '../app/command'
import { keyOf, registerCommands } from '../app/commands'
import { toast } from '../app/toast-store'
import { jumpToSceneHeading, jumpToScriptEdge, selectScene, setElementType, type Command } from './commands/blocks'
import { changeCase } from './commands/text-case'
import { pageSizeOf, setPageSize } from './commands/page-size'
import { toggleDualDialogue } from './commands/dual'
import { useEditorStore } from './editor-store'
import { activeBinding } from './collab'

/**
 * The commands that act on the script where the cursor is: Edit's undo, clipboard and selection,
 * Format's line types, text styles and page size, and the scene jumps. Their keys are handled by
 * the editor (plugins/command-keys.ts), except cut, copy and paste, which the browser keeps.
 */

const editor = (): Editor | null => {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

/** Runs `fn` on the editor when there is one; can run whenever there is. */
const onEditor =
  (fn: (e: Editor) => unknown) =>
  (dispatch: boolean): boolean => {
    const e = editor()
    if (!e) return false
    if (dispatch) fn(e)
    return true
  }

/** A ProseMirror command as an app command: its dry run is whether it can run. */
const pm =
  (cmd: Command) =>
  (dispatch: boolean): boolean => {
    const e = editor()
    if (!e) return false
    if (!dispatch) return cmd(e.state)
    const done = cmd(e.state, e.view.dispatch)
    e.view.focus()
    return done
  }

const withSelection =
  (fn: (e: Editor) => unknown) =>
  (dispatch: boolean): boolean => {
    const e = editor()
    if (!e || e.state.selection.empty) return false
    if (dispatch) fn(e)
    return true
  }

async function pasteFromClipboard(e: Editor) {
  try {
    const text = await navigator.clipboard.readText()
    e.view.focus()
    e.view.pasteText(text)
  } catch {
    toast({ title: 'Paste unavailable', description: `Allow clipboard access, or press ${keyOf('edit.paste')}.`, variant: 'error' })
  }
}

const lineType = (type: EditorElementType, i: number): AppCommand => ({
  id: `lineType.${type}`,
  label: ELEMENT_LABELS[type] === 'Scene Heading' ? 'Scene' : ELEMENT_LABELS[type],
  keys: [`Mod-${i + 1}`, `Alt-${ELEMENT_LETTERS[type].toLowerCase()}`],
  keysHandledBy: 'editor',
  run: onEditor((e) => {
    setElementType(type)(e.state, e.view.dispatch)
    e.view.focus()
  }),
  checked: () => useEditorStore.getState().status.type === type,
})

const PAPER = { letter: 'US Letter', a4: 'A4' } as const

const pageSize = (size: keyof typeof PAPER): AppCommand => ({
  id: `format.pageSize.${size}`,
  label: PAPER[size],
  run: onEditor((e) => {
    if (setPageSize(size)(e.state, e.view.dispatch))
      toast({ title: `Page size: ${PAPER[size]}`, description: `${size === 'a4' ? 58 : 54} lines a page, on screen and in the PDF.` })
    e.view.focus()
  }),
  checked: () => {
    const e = editor()
    return (e ? pageSizeOf(e.state) : 'letter') === size
  },
})

const EDITOR = 'editor' as const

/** Format → Dual Dialogue: its key says what it needs when the cursor is not where it can work. */
const dualDialogue: AppCommand = {
  id: 'format.dualDialogue',
  label: 'Dual Dialogue',
  keys: ['Mod-d'],
  keysHandledBy: EDITOR,
  keyRunsWhenDisabled: true,
  run: (dispatch) => {
    const e = editor()
    if (!e) return false
    if (!dispatch) return toggleDualDialogue(e.state).ok
    const done = toggleDualDialogue(e.state, e.view.dispatch)
    e.view.focus()
    if (!done.ok) toast({ title: 'Dual Dialogue', description: done.reason, variant: 'error' })
    return done.ok
  },
}

/** Undo or Redo of a shared project's script (null when the project is not shared). */
function sharedUndo(which: 'undo' | 'redo', dispatch: boolean): boolean | null {
  const b = activeBinding()
  if (!b) return null
  // What was just typed is undone with the rest.
  b.flushLocal()
  const can = which === 'undo' ? b.undoManager.canUndo() : b.undoManager.canRedo()
  if (!can || !dispatch) return can
  editor()?.view.focus()
  return which === 'undo' ? b.undo() : b.redo()
}

export const EDITOR_COMMANDS: readonly AppCommand[] = [
  // Edit
  // While the project is shared, Undo takes back this writer's own changes only, never a co-writer's.
  { id: 'edit.undo', label: 'Undo', keys: ['Mod-z'], keysHandledBy: EDITOR, run: (d) => sharedUndo('undo', d) ?? (!!editor()?.can().undo() && onEditor((e) => e.chain().focus().undo().run())(d)) },
  { id: 'edit.redo', label: 'Redo', keys: ['Mod-y', 'Mod-Shift-z'], keysHandledBy: EDITOR, run: (d) => sharedUndo('redo', d) ?? (!!editor()?.can().redo() && onEditor((e) => e.chain().focus().redo().run())(d)) },
  { id: 'edit.cut', label: 'Cut', keys: ['Mod-x'], keysHandledBy: 'browser', run: withSelection((e) => (e.view.focus(), document.execCommand('cut'))) },
  { id: 'edit.copy', label: 'Copy', keys: ['Mod-c'], keysHandledBy: 'browser', run: withSelection((e) => (e.view.focus(), document.execCommand('copy'))) },
  { id: 'edit.paste', label: 'Paste', keys: ['Mod-v'], keysHandledBy: 'browser', run: onEditor((e) => void pasteFromClipboard(e)) },
  { id: 'edit.selectScene', label: 'Select Scene', keys: ['Mod-Shift-a'], keysHandledBy: EDITOR, run: onEditor((e) => (selectScene()(e.state, e.view.dispatch), e.view.focus())) },
  { id: 'edit.selectAll', label: 'Select All', keys: ['Mod-a'], keysHandledBy: EDITOR, run: onEditor((e) => e.chain().focus().selectAll().run()) },
  { id: 'edit.previousScene', label: 'Previous Scene Heading', keys: ['Mod-ArrowUp'], keysHandledBy: EDITOR, run: pm(jumpToSceneHeading(-1)) },
  { id: 'edit.nextScene', label: 'Next Scene Heading', keys: ['Mod-ArrowDown'], keysHandledBy: EDITOR, run: pm(jumpToSceneHeading(1)) },
  // The browser's own Ctrl+End stops where layout stops, at scenes not yet laid out off screen.
  { id: 'edit.scriptStart', label: 'Start of Script', keys: ['Mod-Home'], keysHandledBy: EDITOR, run: pm(jumpToScriptEdge(-1)) },
  { id: 'edit.scriptEnd', label: 'End of Script', keys: ['Mod-End'], keysHandledBy: EDITOR, run: pm(jumpToScriptEdge(1)) },
  { id: 'edit.selectToScriptStart', label: 'Select to Start of Script', keys: ['Mod-Shift-Home'], keysHandledBy: EDITOR, run: pm(jumpToScriptEdge(-1, true)) },
  { id: 'edit.selectToScriptEnd', label: 'Select to End of Script', keys: ['Mod-Shift-End'], keysHandledBy: EDITOR, run: pm(jumpToScriptEdge(1, true)) },
  // Format
  ...NUMBER_SHORTCUT_ORDER.map(lineType),
  dualDialogue,
  pageSize('letter'),
  pageSize('a4'),
  { id: 'format.bold', label: 'Bold', keys: ['Mod-b'], keysHandledBy: EDITOR, run: onEditor((e) => e.chain().focus().toggleBold().run()) },
  { id: 'format.italic', label: 'Italic', keys: ['Mod-i'], keysHandledBy: EDITOR, run: onEditor((e) => e.chain().focus().toggleItalic().run()) },
  { id: 'format.underline', label: 'Underline', keys: ['Mod-u'], keysHandledBy: EDITOR, run: onEditor((e) => e.chain().focus().toggleUnderline().run()) },
  { id: 'format.strike', label: 'Strikethrough', keys: ['Mod-Alt-x'], keysHandledBy: EDITOR, run: onEditor((e) => e.chain().focus().toggleStrike().run()) },
  { id: 'format.uppercase', label: 'Uppercase', keys: ['Mod-\\'], keysHandledBy: EDITOR, run: withSelection((e) => (changeCase('upper')(e.state, e.view.dispatch), e.view.focus())) },
  { id: 'format.lowercase', label: 'Lowercase', keys: ['Mod-/'], keysHandledBy: EDITOR, run: withSelection((e) => (changeCase('lower')(e.state, e.view.dispatch), e.view.focus())) },
]

registerCommands('editor', EDITOR_COMMANDS)
