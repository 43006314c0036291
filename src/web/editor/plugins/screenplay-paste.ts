import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state'
import { currentBlock } from '../commands/blocks'
import { Fragment, Slice, type Schema, type Node as PMNode } from '@tiptap/pm/model'
import { cleanPastedText, guessPastedTypes, splitPastedText } from '../../../screenplay/elements/paste-guess'

/**
 * Paste from other programs: split into blocks and guess each type (spec 000 §5). Copies from
 * Nightwriter itself carry `data-type` and go through ProseMirror's own parser unchanged.
 */
export function paragraphsFromHTML(html: string): string[] {
  const dom = new DOMParser().parseFromString(html, 'text/html')
  const out: string[] = []
  const BLOCK = /^(P|DIV|H[1-6]|LI|PRE|BLOCKQUOTE|TR|SECTION|ARTICLE)$/
  const walk = (el: Element) => {
    let buffer = ''
    const flush = () => {
      if (buffer.trim()) out.push(...splitPastedText(buffer))
      buffer = ''
    }
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === 3) buffer += child.textContent ?? ''
      else if (child.nodeType === 1) {
        const c = child as Element
        if (c.tagName === 'BR') buffer += '\n'
        else if (c.tagName === 'SCRIPT' || c.tagName === 'STYLE') continue
        else if (BLOCK.test(c.tagName)) {
          flush()
          walk(c)
        } else buffer += c.textContent ?? ''
      }
    }
    flush()
  }
  walk(dom.body)
  return out
}

export function blocksFromParagraphs(schema: Schema, paragraphs: readonly string[]): PMNode[] {
  const types = guessPastedTypes(paragraphs)
  return paragraphs.map((p, i) => {
    const text = cleanPastedText(types[i], p)
    return schema.nodes[types[i]].create(null, text ? schema.text(text) : null)
  })
}

export const ScreenplayPaste = Extension.create({
  name: 'screenplayPaste',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('screenplayPaste'),
        props: {
          handlePaste(view, event) {
            const data = event.clipboardData
            if (!data) return false
            const html = data.getData('text/html')
            if (html && /data-type="(scene|sceneHeading|action|character|dialogue|parenthetical|transition|shot|note)"/.test(html)) return false
            const paragraphs = html ? paragraphsFromHTML(html) : splitPastedText(data.getData('text/plain'))
            if (paragraphs.length === 0) return false
            // One line pasted inside a block is just text in that block.
            if (paragraphs.length === 1 && !html) {
              view.dispatch(view.state.tr.insertText(paragraphs[0]).scrollIntoView())
              return true
            }
            const blocks = blocksFromParagraphs(view.state.schema, paragraphs)
            const here = currentBlock(view.state)
            if (here && view.state.selection.empty && here.node.content.size === 0) {
              // Into an empty block: the pasted blocks replace it, keeping their own types.
              const tr = view.state.tr.replaceWith(here.pos, here.pos + here.node.nodeSize, blocks)
              const end = here.pos + blocks.reduce((n, b) => n + b.nodeSize, 0) - 1
              tr.setSelection(TextSelection.near(tr.doc.resolve(end), -1))
              view.dispatch(tr.scrollIntoView())
              return true
            }
            const slice = new Slice(Fragment.from(blocks), 1, 1)
            view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView())
            return true
          },
        },
      }),
    ]
  },
})
