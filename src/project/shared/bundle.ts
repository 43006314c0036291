import * as Y from 'yjs'
import type { DocJSON } from '../../screenplay/document'
import { NWS_VERSION, type NwsFile } from '../nws'
import { PLANNING_KEYS } from '../schemas'
import { anchorOf, resolveAnchor, textIndex, type Anchor } from './anchors'
import { ANCHORS_KEY } from './layout'
import { PROJECT_PARTS, readPart, readScriptSettings, writePart, writeScriptSettings, type ProjectPartKey } from './parts'
import { blocksToDoc, blockToElement, docToBlocks, elementToBlock, SCRIPT_FRAGMENT } from './script-blocks'
import { putComments, takeComments, type BlockRange } from './script-comments'

/**
 * A `.nws` project into a shared Y.Doc and back (the layout is described in layout.ts). What goes
 * in comes out: a bundle written into a doc and read back is the same project, its unread and
 * unknown fields included.
 */

type Fields = Record<string, unknown>

/** Top-level fields of a bundle that have a place of their own in the doc; anything else is kept in `meta.extras`. */
const PLACED = new Set<string>(['version', 'content', 'titlePage', 'unread', 'name', ...PLANNING_KEYS])

/** The project's parts beside its script, as a bundle holds them. */
function bundleParts(bundle: NwsFile): Record<ProjectPartKey, unknown> {
  const extras = Object.fromEntries(Object.entries(bundle).filter(([k, v]) => !PLACED.has(k) && v !== undefined))
  return {
    titlePage: { ...bundle.titlePage },
    movieConcept: bundle.movieConcept ?? null,
    themeStructure: bundle.themeStructure ?? null,
    characters: bundle.characters ?? null,
    locations: bundle.locations ?? null,
    plotBoard: bundle.plotBoard ?? null,
    todos: bundle.todos ?? [],
    revisions: bundle.revisions ?? [],
    tableRead: bundle.tableRead ?? null,
    comments: bundle.comments ?? [],
    preserved: { ...extras, ...(typeof bundle.name === 'string' ? { name: bundle.name } : {}), ...(bundle.unread ? { unread: bundle.unread } : {}) },
  }
}

/** Writes the project into `doc` (a new, empty doc unless given) in one transaction. */
export function bundleToYDoc(bundle: NwsFile, doc: Y.Doc = new Y.Doc()): Y.Doc {
  doc.transact(() => {
    const fragment = doc.getXmlFragment(SCRIPT_FRAGMENT)
    const { blocks, ranges } = takeComments(docToBlocks(bundle.content ?? { type: 'doc', content: [] }))
    fragment.insert(0, blocks.map(({ block, sceneId }) => blockToElement(block, sceneId)))
    writeScriptSettings(doc, bundle.content?.attrs ?? {})
    const anchorsOf = (id: string) => (ranges.get(id) ?? []).map((r) => anchorOf(fragment, r)).filter((a): a is Anchor => !!a)
    const parts = bundleParts(bundle)
    for (const key of PROJECT_PARTS) writePart(doc, key, parts[key], { anchorsOf })
  })
  return doc
}

/** The ranges of the script each comment is anchored to now, by comment id. */
export function commentRanges(doc: Y.Doc): Map<string, BlockRange[]> {
  const index = textIndex(doc.getXmlFragment(SCRIPT_FRAGMENT))
  const out = new Map<string, BlockRange[]>()
  for (const [key, value] of doc.getMap('comments').entries()) {
    if (!(value instanceof Y.Map)) continue
    const id = typeof value.get('id') === 'string' ? (value.get('id') as string) : key
    const anchors = value.get(ANCHORS_KEY)
    if (!Array.isArray(anchors)) continue
    const ranges = anchors.map((a) => resolveAnchor(doc, a, index)).filter((r): r is BlockRange => !!r)
    if (ranges.length) out.set(id, ranges)
  }
  return out
}

/** The project as a `.nws` bundle, read from the doc as it is now. */
export function yDocToBundle(doc: Y.Doc): NwsFile {
  const { format, production } = readScriptSettings(doc)
  const attrs: Fields = {}
  if (format) attrs.format = format
  if (production) attrs.production = production
  const blocks = doc
    .getXmlFragment(SCRIPT_FRAGMENT)
    .toArray()
    .flatMap((el) => (el instanceof Y.XmlElement ? [elementToBlock(el)] : []))
  const content = blocksToDoc(putComments(blocks, commentRanges(doc)), Object.keys(attrs).length ? attrs : undefined) as DocJSON

  const part = (key: ProjectPartKey) => readPart(doc, key)
  const file = {
    ...(part('preserved') as Fields),
    version: NWS_VERSION,
    content,
    titlePage: part('titlePage'),
    movieConcept: part('movieConcept'),
    themeStructure: part('themeStructure'),
    characters: part('characters'),
    locations: part('locations'),
    plotBoard: part('plotBoard'),
    todos: part('todos'),
    comments: part('comments'),
    revisions: part('revisions'),
    tableRead: part('tableRead'),
  }
  return file as unknown as NwsFile
}
