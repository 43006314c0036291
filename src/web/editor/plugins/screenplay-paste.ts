import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { currentBlock } from '../commands/blocks'
import { Fragment, Slice, type Schema, type Node as PMNode } from '@tiptap/pm/model'
import { cleanPastedText, guessPastedTypes, splitPastedText } from '../../../screenplay/elements/paste-guess'

/**
 * Paste from other programs: split into blocks and guess each type. Copies from
 * Nightwriter itself carry `data-type` and go through ProseMirror's own parser unchanged.
 */
export function paragraphsFromHTML(html: string): string[] {
  const dom = new DOMParser().parseFromString(html, 'text/html')
  const out: string[] = []
  const BLOCK = /^(P|DIV|H[1-6]|LI|PRE|BLOCKQUOTE|TR|SECTION|ARTICLE)$/
  const walk = (el: Element) => {
    let buffer = ''
    // A <br> inside a paragraph is a line break within one element, as in a word processor.
    const flush = () => {
      const text = buffer.replace(/[ \t\r]+/g, ' ').split('\n').map((l) => l.trim()).filter(Boolean).join('\n')
      if (text) out.push(text)
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
    const inline: PMNode[] = []
    text.split('\n').forEach((line, j) => {
      if (j > 0) inline.push(schema.nodes.hardBreak.create())
      if (line) inline.push(schema.text(line))
    })
    return schema.nodes[types[i]].create(null, inline)
  })
}

/** Wraps blocks in scene containers: one per heading, earlier blocks in a leading one. */
export function groupIntoScenes(schema: Schema, blocks: readonly PMNode[]): PMNode[] {
  const scenes: PMNode[] = []
  let current: PMNode[] = []
  const close = () => current.length && scenes.push(schema.nodes.scene.create(null, current))
  for (const b of blocks) {
    if (b.type.name === 'sceneHeading' && current.length) {
      close()
      current = []
    }
    current.push(b)
  }
  close()
  return scenes
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
            const schema = view.state.schema
            const scenes = groupIntoScenes(schema, blocksFromParagraphs(schema, paragraphs))
            const here = currentBlock(view.state)
            const tr = view.state.tr
            if (here && view.state.selection.empty && here.node.content.size === 0) {
              // Into an empty block: the pasted blocks replace it and keep their own types.
              tr.replace(here.pos, here.pos + here.node.nodeSize, new Slice(Fragment.from(scenes), 1, 1))
            } else {
              // Grouped already, so pasting a whole script costs one step, not one split per scene.
              tr.replaceSelection(new Slice(Fragment.from(scenes), 2, 2))
            }
            view.dispatch(tr.scrollIntoView())
            return true
          },
        },
      }),
    ]
  },
})
