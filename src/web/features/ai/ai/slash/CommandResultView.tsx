import { Extension, type Editor } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'
import type { NodeView } from '@tiptap/pm/view'
import { createRoot, type Root } from 'react-dom/client'
import { MessageSquare, X } from 'lucide-react'
import { Markdown } from '../Markdown'
import { slashCommand } from './commands'
import { PROCESSING, removeNodeAt } from './card'
import { useLiveCards } from './live-cards'

/**
 * The command-result card: speech-bubble icon, '/' + the command title, a
 * timestamp and a close button, with the answer rendered as safe markdown. Supplied as a
 * ProseMirror `nodeViews` prop from a plugin, so the schema's CommandResult node stays as it is.
 */
function CardBody({ node, onClose }: { node: PMNode; onClose: () => void }) {
  const query = String(node.attrs.query ?? '')
  const [id, ...rest] = query.split(' ')
  const cmd = slashCommand(id)
  const title = cmd ? cmd.title : id
  const param = cmd ? rest.join(' ') : ''
  const answer = String(node.attrs.answer ?? '')
  const live = useLiveCards((st) => st.cards[String(node.attrs.timestamp ?? '')])
  const stamp = node.attrs.timestamp ? new Date(String(node.attrs.timestamp)) : null
  const time = stamp && !Number.isNaN(stamp.getTime()) ? stamp.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : ''
  const streaming = answer === PROCESSING && !!live?.text
  const state = streaming ? 'streaming' : answer === PROCESSING ? 'processing' : answer.startsWith('Error: ') ? 'error' : 'done'
  return (
    <>
      <div className="nw-card-head">
        <MessageSquare size={14} className="nw-card-icon" aria-hidden />
        <span className="nw-command-result-title">/{title}</span>
        {param && <span className="nw-card-param" title={param}>{param}</span>}
        <span className="nw-card-time">{time}</span>
        {live && answer === PROCESSING && (
          <button type="button" className="nw-btn nw-card-stop" onClick={live.stop}>
            Stop
          </button>
        )}
        <button type="button" className="nw-icon-btn nw-card-close" aria-label="Close result" onClick={onClose}>
          <X size={14} />
        </button>
      </div>
      <div className="nw-command-result-answer" data-state={state} aria-live="polite">
        {state === 'done' ? <Markdown text={answer} /> : state === 'streaming' ? <Markdown text={live!.text} /> : answer}
      </div>
    </>
  )
}

class CardView implements NodeView {
  dom: HTMLElement
  private root: Root
  constructor(
    private node: PMNode,
    private editor: Editor,
    private getPos: () => number | undefined,
  ) {
    this.dom = document.createElement('div')
    this.dom.className = 'nw-command-result'
    this.dom.setAttribute('data-type', 'commandResult')
    this.dom.contentEditable = 'false'
    this.root = createRoot(this.dom)
    this.render()
  }
  private render() {
    this.dom.setAttribute('data-answer-state', this.node.attrs.answer === PROCESSING ? 'processing' : 'done')
    this.root.render(
      <CardBody
        node={this.node}
        onClose={() => {
          // Closing a card whose answer is still coming abandons the request.
          useLiveCards.getState().cards[String(this.node.attrs.timestamp ?? '')]?.cancel()
          const pos = this.getPos()
          if (pos !== undefined) removeNodeAt(this.editor, pos)
        }}
      />,
    )
  }
  update(node: PMNode) {
    if (node.type !== this.node.type) return false
    this.node = node
    this.render()
    return true
  }
  // React owns the card's DOM; ProseMirror must not read it back as document changes.
  ignoreMutation() {
    return true
  }
  // Clicks on the card's controls and links are the card's; elsewhere ProseMirror may select it.
  stopEvent(e: Event) {
    const t = e.target as HTMLElement | null
    return !!t?.closest?.('button, a')
  }
  destroy() {
    const root = this.root
    // Unmounting during ProseMirror's DOM update would race React's own render; defer it.
    queueMicrotask(() => root.unmount())
  }
}

export const CommandResultView = Extension.create({
  name: 'commandResultView',
  addProseMirrorPlugins() {
    const editor = this.editor
    return [
      new Plugin({
        key: new PluginKey('commandResultView'),
        props: {
          nodeViews: {
            commandResult: (node, _view, getPos) => new CardView(node, editor, getPos as () => number | undefined),
          },
        },
      }),
    ]
  },
})
