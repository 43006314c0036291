import type { EditorState } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'
import { statusLabels } from '../../screenplay/elements/transitions'
import { ELEMENT_LABELS } from '../../screenplay/elements/types'
import { sceneId } from '../../screenplay/scenes'
import { blockContext } from './commands/blocks'
import { pageAt } from './page-view/page-view-plugin'
import type { EditorStatus, SceneEntry } from './editor-store'

/** The status bar's three facts for the cursor's block. */
export function computeStatus(state: EditorState): EditorStatus {
  const ctx = blockContext(state)
  const page = pageAt(state, state.selection.from)
  if (!ctx) return { type: null, enter: '', tab: '', page }
  const { enter, tab } = statusLabels(ctx)
  return {
    page,
    type: ctx.type,
    enter: enter === 'menu' ? 'Select Element' : ELEMENT_LABELS[enter],
    tab: tab === 'To Action' ? 'To Action' : ELEMENT_LABELS[tab],
  }
}

/** Scene headings with their positions. Reads each scene's first block only. */
export function computeScenes(doc: PMNode): SceneEntry[] {
  const out: SceneEntry[] = []
  let pos = 0
  doc.forEach((scene) => {
    const head = scene.firstChild
    if (head?.type.name === 'sceneHeading') {
      const text = head.textContent.toUpperCase()
      const entry: SceneEntry = { id: sceneId(text, pos + 1), text, position: pos + 1 }
      if (head.attrs.sceneNumber) entry.sceneNumber = String(head.attrs.sceneNumber)
      out.push(entry)
    }
    pos += scene.nodeSize
  })
  return out
}

/**
 * The scene headings the list was last read from, by node. Typing inside a scene leaves its
 * heading the same node, so a list read again after that would be the same: comparing the
 * headings (one look per scene) says so without reading a heading's text.
 */
export interface HeadingsSeen {
  heads: (PMNode | null)[]
}

/** True when every scene's heading is the node seen last time; otherwise notes the new ones and says false. */
export function sameHeadings(doc: PMNode, seen: HeadingsSeen): boolean {
  let same = doc.childCount === seen.heads.length
  for (let i = 0; same && i < doc.childCount; i++) same = doc.child(i).firstChild === seen.heads[i]
  if (!same) {
    seen.heads = []
    doc.forEach((scene) => seen.heads.push(scene.firstChild))
  }
  return same
}

/**
 * Whether the sidebar would show the same list. Positions are left out on purpose: typing shifts every
 * later scene's position, and re-rendering hundreds of entries for that would cost a frame on a long
 * script. A click finds the heading's live position by its index instead.
 */
export function sameScenes(a: readonly SceneEntry[], b: readonly SceneEntry[]): boolean {
  return a.length === b.length && a.every((s, i) => s.text === b[i].text && s.sceneNumber === b[i].sceneNumber)
}
