import { Extension } from '@tiptap/core'
import { changeCase } from '../commands/text-case'

/** Format keys TipTap does not bind itself: strikethrough, upper case and lower case. */
export const FormatKeymap = Extension.create({
  name: 'formatKeymap',
  addKeyboardShortcuts() {
    return {
      'Mod-Alt-x': () => this.editor.commands.toggleStrike(),
      'Mod-\\': () => changeCase('upper')(this.editor.state, this.editor.view.dispatch),
      'Mod-/': () => changeCase('lower')(this.editor.state, this.editor.view.dispatch),
    }
  },
})
