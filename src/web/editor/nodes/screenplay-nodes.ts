import { Node, mergeAttributes } from '@tiptap/core'
import type { EditorElementType } from '../../../screenplay/model'
import { sceneIdsPlugin } from '../plugins/scene-ids'

/** The group every screenplay block belongs to; scene containers hold `screenplayBlock+`. */
export const BLOCK_GROUP = 'screenplayBlock'

type AttrSpec = Record<string, { default: unknown; keepOnSplit?: boolean }>

const VARIANT: AttrSpec = { variant: { default: null, keepOnSplit: false } }
const DUAL: AttrSpec = { dual: { default: null } }
/** A Final Draft style the block prints with, and its own indents/spacing (from an imported file). */
const STYLE: AttrSpec = { styleName: { default: null, keepOnSplit: false }, paragraph: { default: null, keepOnSplit: false } }

/**
 * Production data on every block: the revision set it was last changed in (both halves of a
 * split paragraph keep it), a file's run-level marks and the locked pages that begin in it
 * (neither belongs to a new half).
 */
const PRODUCTION: AttrSpec = {
  revision: { default: null, keepOnSplit: true },
  revisionRuns: { default: null, keepOnSplit: false },
  lockedPages: { default: null, keepOnSplit: false },
}

/** Extra attributes per type: variants for the kinds without their own block (centred, lyrics, sections...). */
const ATTRS: Record<EditorElementType, AttrSpec> = {
  sceneHeading: { ...STYLE, ...PRODUCTION, sceneNumber: { default: null, keepOnSplit: false }, omitted: { default: null, keepOnSplit: false } },
  action: { ...VARIANT, ...STYLE, ...PRODUCTION },
  character: { ...DUAL, ...STYLE, ...PRODUCTION },
  dialogue: { ...VARIANT, ...DUAL, ...STYLE, ...PRODUCTION },
  parenthetical: { ...DUAL, ...STYLE, ...PRODUCTION },
  transition: { ...STYLE, ...PRODUCTION },
  shot: { ...STYLE, ...PRODUCTION },
  note: { ...VARIANT, ...PRODUCTION, depth: { default: null, keepOnSplit: false } },
}

/** Object-valued attributes (a paragraph's own indents) go through HTML as JSON. */
function toDataAttr(v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v)
}

/**
 * A block attribute as its paragraph carries it: the `data-` attribute's name as the page holds
 * it (HTML lower-cases names) and its value, or null when the block has none. What the schema
 * renders, for a view that writes one attribute onto a paragraph already drawn.
 */
export function blockDataAttr(key: string, value: unknown): { name: string; value: string | null } {
  return { name: `data-${key.toLowerCase()}`, value: value == null ? null : toDataAttr(value) }
}
function fromDataAttr(v: string | null): unknown {
  if (v && (v.startsWith('{') || v.startsWith('['))) {
    try {
      return JSON.parse(v)
    } catch {
      return null
    }
  }
  return v
}

function blockNode(name: EditorElementType) {
  return Node.create({
    name,
    group: BLOCK_GROUP,
    content: 'inline*',
    defining: true,
    addAttributes() {
      const spec = ATTRS[name]
      const out: Record<string, object> = {}
      for (const [key, s] of Object.entries(spec)) {
        out[key] = {
          default: s.default,
          keepOnSplit: s.keepOnSplit ?? true,
          parseHTML: (el: HTMLElement) => fromDataAttr(el.getAttribute(`data-${key}`)),
          renderHTML: (attrs: Record<string, unknown>) => (attrs[key] == null ? {} : { [`data-${key}`]: blockDataAttr(key, attrs[key]).value }),
        }
      }
      return out
    },
    parseHTML: () => [{ tag: `p[data-type="${name}"]`, priority: 1000 }],
    renderHTML: ({ HTMLAttributes }) => ['p', mergeAttributes(HTMLAttributes, { 'data-type': name, class: `nw-el nw-${name}` }), 0],
  })
}

// Action comes first: ProseMirror fills an emptied scene with the group's first type.
export const ScreenplayBlocks = (['action', 'sceneHeading', 'character', 'dialogue', 'parenthetical', 'transition', 'shot', 'note'] as const).map(
  blockNode,
)

/**
 * A scene: the container that keeps typing fast on a long script (the browser skips laying out the
 * scenes off screen, and an edit redraws only its own scene). Holds no text itself.
 */
export const Scene = Node.create({
  name: 'scene',
  content: `${BLOCK_GROUP}+`,
  isolating: false,
  // What a plot-board beat links to (plugins/scene-ids.ts); null until something links to the scene.
  addAttributes: () => ({
    id: {
      default: null,
      keepOnSplit: false,
      parseHTML: (el: HTMLElement) => el.getAttribute('data-scene-id'),
      renderHTML: (attrs: Record<string, unknown>) => (attrs.id ? { 'data-scene-id': String(attrs.id) } : {}),
    },
  }),
  addProseMirrorPlugins: () => [sceneIdsPlugin()],
  parseHTML: () => [{ tag: 'section[data-type="scene"]', priority: 1000 }],
  renderHTML: ({ HTMLAttributes }) => ['section', mergeAttributes(HTMLAttributes, { 'data-type': 'scene', class: 'nw-scene' }), 0],
})

export const ScreenplayDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: 'scene+',
  // The script's page size and element styles (a Final Draft file's own), read by the page view;
  // and its production data (revision sets, the current set, locked scene numbers).
  addAttributes: () => ({ format: { default: null }, production: { default: null } }),
})

/** The atomic card a slash command leaves in the script. */
export const CommandResult = Node.create({
  name: 'commandResult',
  group: BLOCK_GROUP,
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return {
      query: { default: '' },
      answer: { default: '' },
      timestamp: { default: null },
      transitions: { default: null },
    }
  },
  parseHTML: () => [
    {
      tag: 'div[data-type="commandResult"]',
      priority: 1000,
      getAttrs: (el: HTMLElement) => ({
        query: el.getAttribute('data-query') ?? '',
        answer: el.getAttribute('data-answer') ?? '',
        timestamp: el.getAttribute('data-timestamp'),
      }),
    },
  ],
  renderHTML: ({ node }) => [
    'div',
    {
      'data-type': 'commandResult',
      class: 'nw-command-result',
      'data-query': node.attrs.query,
      'data-answer': node.attrs.answer,
      'data-timestamp': node.attrs.timestamp ?? '',
      contenteditable: 'false',
    },
    ['div', { class: 'nw-command-result-title' }, `/${node.attrs.query}`],
    ['div', { class: 'nw-command-result-answer' }, node.attrs.answer],
  ],
})
