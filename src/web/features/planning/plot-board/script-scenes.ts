import type { Editor } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'
import { TextSelection, type Transaction } from '@tiptap/pm/state'
import type { Beat, SceneRef } from '../../../../project'
import { headingForBeat } from '../../../../project'
import { newSceneId } from '../../../editor/plugins/scene-ids'
import { revealInEditor } from '../../../editor/reveal'

/** A scene of the open script as the plot board sees it. */
export interface ScriptScene {
  /** 0-based among scenes with a heading: the sidebar shows it as 01., 02., … */
  index: number
  /** Position of the scene container. */
  pos: number
  /** The container's id; null until something links to the scene. */
  id: string | null
  heading: string
}

/** The script's scenes, read from the containers' first blocks only (cheap on a 300-page script). */
export function scriptScenes(doc: PMNode): ScriptScene[] {
  const out: ScriptScene[] = []
  let pos = 0
  doc.forEach((scene) => {
    const head = scene.firstChild
    if (head?.type.name === 'sceneHeading') out.push({ index: out.length, pos, id: (scene.attrs.id as string | null) ?? null, heading: head.textContent.toUpperCase() })
    pos += scene.nodeSize
  })
  return out
}

/** Scenes a link can point at (those with an id), for relinking. */
export function linkableScenes(scenes: readonly ScriptScene[]): SceneRef[] {
  return scenes.filter((s): s is ScriptScene & { id: string } => !!s.id).map((s) => ({ id: s.id, heading: s.heading }))
}

/** 'Scene 03' for the board and the sidebar, by the scene's place in the script. */
export const sceneLabel = (index: number) => String(index + 1).padStart(2, '0')

/**
 * The scene's id, given to it now if it has none. Giving an id is not an edit the writer made,
 * so it stays out of undo (Undo never takes a link's target away).
 */
export function ensureSceneId(editor: Editor, pos: number): string | null {
  const node = editor.state.doc.nodeAt(pos)
  if (!node || node.type.name !== 'scene') return null
  if (node.attrs.id) return node.attrs.id as string
  const id = newSceneId()
  editor.view.dispatch(editor.state.tr.setNodeAttribute(pos, 'id', id).setMeta('addToHistory', false))
  return id
}

export function scenePosById(doc: PMNode, id: string): number | null {
  let pos = 0
  let found: number | null = null
  doc.forEach((scene) => {
    if (found === null && scene.attrs.id === id) found = pos
    pos += scene.nodeSize
  })
  return found
}

/** Cursor to the start of the scene's heading, the heading scrolled to the top of the page. */
export function jumpToScene(editor: Editor, id: string): boolean {
  const { state, view } = editor
  const pos = scenePosById(state.doc, id)
  if (pos === null) return false
  const inside = Math.min(pos + 2, state.doc.content.size)
  view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(inside))).scrollIntoView())
  view.focus()
  const dom = view.nodeDOM(pos)
  if (dom instanceof Element) revealInEditor(dom, 'start')
  return true
}

/**
 * Appends one scene per beat at the end of the script: the beat's heading (from its location, else
 * a placeholder), then its title and synopsis as action. One step of undo. Returns the new scenes' ids by beat id.
 */
export function appendScenesForBeats(editor: Editor, beats: readonly Pick<Beat, 'id' | 'title' | 'synopsis' | 'location'>[]): Map<string, string> {
  const ids = new Map<string, string>()
  if (!beats.length) return ids
  const { schema } = editor.state
  const nodes = beats.map((b) => {
    const id = newSceneId()
    ids.set(b.id, id)
    const heading = schema.nodes.sceneHeading.create(null, schema.text(headingForBeat(b)))
    const lines = [b.title.trim(), b.synopsis.trim()].filter((t) => t !== '')
    const actions = lines.length ? lines.map((t) => schema.nodes.action.create(null, schema.text(t))) : [schema.nodes.action.create()]
    return schema.nodes.scene.create({ id }, [heading, ...actions])
  })
  const tr: Transaction = editor.state.tr.insert(editor.state.doc.content.size, nodes)
  editor.view.dispatch(tr)
  return ids
}

