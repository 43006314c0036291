import type { Editor } from '@tiptap/core'
import { MSG } from '../../../../../ai/messages'
import { useEditorStore } from '../../../../editor/editor-store'
import { parseActionResponse } from '../../../../../ai/lookup'
import { readablePartial } from '../../../../../ai/partial-answer'
import { aiRequest, type AiRun } from '../../../../app/ai-request'
import { callAiCommand } from '../ai-client'
import { STOPPED_MARK, useLiveCards } from './live-cards'
import { isApiCommand, type SlashCommand } from './commands'
import { insertCard, setCardAnswer } from './card'
import { insertDualDialogue, insertSceneHeading } from './builtins'
import { commandDialog } from './command-dialog-store'

/** What picking a slash item does: the slash text goes, then the built-in runs or the dialog opens. */
export function runSlashItem(editor: Editor, cmd: SlashCommand, range: { from: number; to: number }): void {
  editor.view.dispatch(editor.state.tr.delete(range.from, range.to))
  const pos = range.from
  if (cmd.id === 'scene') insertSceneHeading(editor, pos)
  else if (cmd.id === 'dual') insertDualDialogue(editor, pos)
  else if (isApiCommand(cmd)) commandDialog.open({ command: cmd, pos })
  editor.view.focus()
}

/** The card's query text: the command and what was asked, e.g. 'define serendipity'. */
export function cardQuery(cmd: SlashCommand, param: string): string {
  const p = param.trim().replace(/\s+/g, ' ')
  return p ? `${cmd.id} ${p}` : cmd.id
}

/** The card's final answer from how its request ended. */
function finalAnswer(run: AiRun<string>): string | null {
  switch (run.status) {
    case 'done':
      return run.result?.trim() ? run.result : `Error: ${MSG.noResponse}`
    case 'error':
      return `Error: ${run.error || MSG.unknownError}`
    case 'stopped':
      return run.partial.trim() ? `${run.partial.trimEnd()}\n\n${STOPPED_MARK}` : STOPPED_MARK
    default:
      return null
  }
}

/**
 * Inserts the card and fills it with the answer or 'Error: {message}'. The answer shows in the
 * card as it is written, with Stop; closing the card abandons it.
 */
export async function executeApiCommand(editor: Editor, cmd: SlashCommand, param: string, pos: number): Promise<void> {
  if (!isApiCommand(cmd)) return
  const stamp = insertCard(editor, pos, cardQuery(cmd, param))
  let answer: string | null = null
  const live = useLiveCards.getState()
  const request = aiRequest<string>({
    failed: MSG.unknownError,
    update: (run) => {
      if (run.status === 'loading') live.put(stamp, { text: run.partial, stop: () => request.stop(), cancel: () => request.cancel() })
      else answer = finalAnswer(run) ?? answer
    },
  })
  live.put(stamp, { text: '', stop: () => request.stop(), cancel: () => request.cancel() })
  // Asked for text, a model may still answer {"response": "…"}: read as an answer either way.
  await request.start(async ({ signal, partial }) => parseActionResponse(await callAiCommand(cmd.id, param.trim(), { signal, onText: (t) => partial(readablePartial(t)) })))
  useLiveCards.getState().drop(stamp)
  if (answer === null) return
  // The editor may have been rebuilt (error recovery) while waiting: use the live one.
  const current = editor.isDestroyed ? useEditorStore.getState().editor : editor
  if (current) setCardAnswer(current, stamp, answer)
}
