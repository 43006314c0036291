import type { Editor } from '@tiptap/core'
import { MSG } from '../../../../../ai/messages'
import { useEditorStore } from '../../../../editor/editor-store'
import { callAiCommand } from '../ai-client'
import { isApiCommand, type SlashCommand } from './commands'
import { insertCard, setCardAnswer } from './card'
import { insertDualDialogue, insertSceneHeading } from './builtins'
import { useCommandDialog } from './command-dialog-store'

/** What picking a slash item does: the slash text goes, then the built-in runs or the dialog opens. */
export function runSlashItem(editor: Editor, cmd: SlashCommand, range: { from: number; to: number }): void {
  editor.view.dispatch(editor.state.tr.delete(range.from, range.to))
  const pos = range.from
  if (cmd.id === 'scene') insertSceneHeading(editor, pos)
  else if (cmd.id === 'dual') insertDualDialogue(editor, pos)
  else if (isApiCommand(cmd)) useCommandDialog.getState().open(cmd, pos)
  editor.view.focus()
}

/** The card's query text: the command and what was asked, e.g. 'define serendipity'. */
export function cardQuery(cmd: SlashCommand, param: string): string {
  const p = param.trim().replace(/\s+/g, ' ')
  return p ? `${cmd.id} ${p}` : cmd.id
}

/** Inserts the card and fills it with the answer or 'Error: {message}'. */
export async function executeApiCommand(editor: Editor, cmd: SlashCommand, param: string, pos: number): Promise<void> {
  if (!isApiCommand(cmd)) return
  const stamp = insertCard(editor, pos, cardQuery(cmd, param))
  let answer: string
  try {
    const text = await callAiCommand(cmd.id, param.trim())
    answer = text.trim() ? text : `Error: ${MSG.noResponse}`
  } catch (e) {
    answer = `Error: ${(e as Error)?.message || MSG.unknownError}`
  }
  // The editor may have been rebuilt (error recovery) while waiting: use the live one.
  const live = editor.isDestroyed ? useEditorStore.getState().editor : editor
  if (live) setCardAnswer(live, stamp, answer)
}
