import * as Y from 'yjs'
import type { DocJSON } from '../../screenplay/document'
import { NWS_VERSION, type NwsFile } from '../nws'
import { PLANNING_KEYS } from '../schemas'
import { anchorOf, resolveAnchor, textIndex, type Anchor } from './anchors'
import { ANCHORS_KEY } from './layout'
import { fieldsMap, plain, readFields, readRecords, writeFields, writeRecords } from './records'
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

const isObject = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v)

/** A list record set (characters, locations): its own fields apart from the list. */
function setFields(set: unknown, list: string): Fields | null {
  if (!isObject(set)) return null
  const { [list]: _records, ...rest } = set
  return rest
}

/** Writes the project into `doc` (a new, empty doc unless given) in one transaction. */
export function bundleToYDoc(bundle: NwsFile, doc: Y.Doc = new Y.Doc()): Y.Doc {
  doc.transact(() => {
    const fragment = doc.getXmlFragment(SCRIPT_FRAGMENT)
    const { blocks, ranges } = takeComments(docToBlocks(bundle.content ?? { type: 'doc', content: [] }))
    fragment.insert(0, blocks.map(({ block, sceneId }) => blockToElement(block, sceneId)))

    writeFields(doc.getMap('titlePage'), { ...bundle.titlePage })

    const meta = doc.getMap('meta')
    if (typeof bundle.name === 'string') meta.set('name', bundle.name)
    if (bundle.content?.attrs?.format) meta.set('format', bundle.content.attrs.format)
    if (bundle.content?.attrs?.production) writeFields(doc.getMap('production'), bundle.content.attrs.production as Fields)
    if (bundle.tableRead) meta.set('tableRead', bundle.tableRead)
    if (bundle.unread && Object.keys(bundle.unread).length) meta.set('unread', bundle.unread)
    const extras = Object.fromEntries(Object.entries(bundle).filter(([k, v]) => !PLACED.has(k) && v !== undefined))
    if (Object.keys(extras).length) meta.set('extras', extras)
    const sets: Fields = {}
    const characters = setFields(bundle.characters, 'characters')
    const locations = setFields(bundle.locations, 'locations')
    if (characters) sets.characters = characters
    if (locations) sets.locations = locations
    if (Object.keys(sets).length) meta.set('sets', sets)

    writeRecords(doc.getMap('characters'), (bundle.characters?.characters ?? []) as Fields[])
    writeRecords(doc.getMap('locations'), (bundle.locations?.locations ?? []) as Fields[])
    if (bundle.movieConcept) writeFields(doc.getMap('concept'), bundle.movieConcept)
    if (bundle.themeStructure) writeFields(doc.getMap('theme'), bundle.themeStructure)
    if (bundle.plotBoard) {
      const { acts, sequences, beats, ...board } = bundle.plotBoard
      const map = doc.getMap('plotBoard')
      writeFields(map, board)
      for (const [key, list] of [['acts', acts], ['sequences', sequences], ['beats', beats]] as const) {
        const records = new Y.Map<unknown>()
        map.set(key, records)
        writeRecords(records, (list ?? []) as Fields[])
      }
    }
    doc.getArray('todos').insert(0, (bundle.todos ?? []).map((t) => fieldsMap(t)))
    const comments = doc.getMap('comments')
    for (const comment of bundle.comments ?? []) {
      const anchors = (ranges.get(String(comment.id)) ?? []).map((r) => anchorOf(fragment, r)).filter((a): a is Anchor => !!a)
      comments.set(String(comment.id), fieldsMap({ ...comment, [ANCHORS_KEY]: anchors }))
    }
    doc.getArray('snapshots').insert(0, [...(bundle.revisions ?? [])])
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

/** A plain object from a map, or null when the map is empty (the project has none). */
function objectOrNull(map: Y.Map<unknown>): Fields | null {
  return map.size ? readFields(map) : null
}

/** The project as a `.nws` bundle, read from the doc as it is now. */
export function yDocToBundle(doc: Y.Doc): NwsFile {
  const meta = doc.getMap('meta')
  const production = doc.getMap('production')
  const format = plain(meta.get('format'))
  const attrs: Fields = {}
  if (format) attrs.format = format
  if (production.size) attrs.production = readFields(production)
  const blocks = doc
    .getXmlFragment(SCRIPT_FRAGMENT)
    .toArray()
    .flatMap((el) => (el instanceof Y.XmlElement ? [elementToBlock(el)] : []))
  const content = blocksToDoc(putComments(blocks, commentRanges(doc)), Object.keys(attrs).length ? attrs : undefined) as DocJSON

  const sets = isObject(plain(meta.get('sets'))) ? (plain(meta.get('sets')) as Fields) : {}
  const recordSet = (root: 'characters' | 'locations') => {
    const records = readRecords(doc.getMap(root))
    const own = isObject(sets[root]) ? (sets[root] as Fields) : null
    return own || records.length ? { ...(own ?? {}), [root]: records } : null
  }

  const board = doc.getMap('plotBoard')
  let plotBoard: Fields | null = null
  if (board.size) {
    plotBoard = readFields(board)
    for (const key of ['acts', 'sequences', 'beats']) {
      const records = board.get(key)
      plotBoard[key] = records instanceof Y.Map ? readRecords(records) : Array.isArray(records) ? records : []
    }
  }

  const comments = [...doc.getMap('comments').entries()]
    .map(([, value]) => (value instanceof Y.Map ? readFields(value) : null))
    .filter((c): c is Fields => !!c)
    .map(({ [ANCHORS_KEY]: _anchors, ...fields }) => fields)

  const extras = plain(meta.get('extras'))
  const unread = plain(meta.get('unread'))
  const name = meta.get('name')
  const file = {
    ...(isObject(extras) ? extras : {}),
    version: NWS_VERSION,
    ...(typeof name === 'string' ? { name } : {}),
    content,
    titlePage: readFields(doc.getMap('titlePage')),
    movieConcept: objectOrNull(doc.getMap('concept')),
    themeStructure: objectOrNull(doc.getMap('theme')),
    characters: recordSet('characters'),
    locations: recordSet('locations'),
    plotBoard,
    todos: doc.getArray('todos').toArray().map((t) => (t instanceof Y.Map ? readFields(t) : plain(t))),
    comments,
    revisions: doc.getArray('snapshots').toArray().map(plain),
    tableRead: plain(meta.get('tableRead')) ?? null,
    ...(isObject(unread) && Object.keys(unread).length ? { unread } : {}),
  }
  return file as unknown as NwsFile
}
