import type { Editor } from '@tiptap/core'
import { placeBlocks } from './card'

/** /scene and /dual: plain insertions, no AI. */
export const SCENE_TEXT = 'INT. LOCATION - DAY'

export function insertSceneHeading(editor: Editor, pos: number): void {
  const { schema } = editor.state
  const node = schema.nodes.sceneHeading.create(null, schema.text(SCENE_TEXT))
  // Select LOCATION so typing replaces it.
  placeBlocks(editor, pos, [node], (start) => start + 1 + SCENE_TEXT.indexOf('LOCATION'))
  const { from } = editor.state.selection
  editor.commands.setTextSelection({ from, to: from + 'LOCATION'.length })
}

export function insertDualDialogue(editor: Editor, pos: number): void {
  const { schema } = editor.state
  const pair = (name: string, line: string, side: 'left' | 'right') => [
    schema.nodes.character.create({ dual: side }, schema.text(name)),
    schema.nodes.dialogue.create({ dual: side }, schema.text(line)),
  ]
  const nodes = [...pair('CHARACTER 1', 'First character speaks.', 'left'), ...pair('CHARACTER 2', 'Second character speaks at the same time.', 'right')]
  placeBlocks(editor, pos, nodes, (start) => start + 1)
  const { from } = editor.state.selection
  editor.commands.setTextSelection({ from, to: from + 'CHARACTER 1'.length })
}
