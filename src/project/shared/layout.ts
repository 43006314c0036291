/**
 * The shared project: how a `.nws` project is laid out in one Y.Doc that every writer's browser and
 * the server hold a replica of. Each root type is one part of the project, so a role's rights are
 * rights over root types (a commenter changes only `comments` and `todos`), and two writers editing
 * two different things never touch the same value.
 *
 * - `script` (XmlFragment): the script as a **flat** list of blocks, one `Y.XmlElement` per block,
 *   named by the editor's node type (`sceneHeading`, `action`, `character`, `dialogue`,
 *   `parenthetical`, `transition`, `shot`, `note`, `commandResult`), its node attributes as element
 *   attributes, holding exactly one `Y.XmlText`. Bold, italic and underline are formatting
 *   attributes of that text, named by the mark with the mark's attributes as value (`true` when it
 *   has none); a line break inside a block is the embed `{ hardBreak: true }` (script-blocks.ts
 *   converts blocks both ways). There are no scene containers: a block
 *   that opens a scene (a heading, or the first block) carries the scene's id as `sceneId`, and
 *   each replica groups the blocks into scenes itself. A heading typed mid-scene then changes that
 *   one block, never moves the blocks after it from one container to another (which would lose a
 *   partner's typing inside them: the shared document has no move).
 * - `titlePage` (Map): the title page's fields, one entry each.
 * - `characters`, `locations` (Map): one entry per record, keyed by the record's id, the value a
 *   Y.Map of the record's fields (plus `__position`, the record's place in the list).
 * - `characterSet`, `locationSet` (Map): the fields of the characters' and the locations' list as a
 *   whole (when it was made, last changed, fields of newer versions), one entry each, so two writers
 *   changing two of them both keep their change; `__list` is there whenever the project has the
 *   list at all, so a list with none of these fields is still there.
 * - `concept`, `theme` (Map): the movie concept's and the theme structure's fields, one entry each.
 * - `plotBoard` (Map): the board's own fields, and `acts`, `sequences`, `beats` as Y.Maps of records
 *   keyed by id (each a Y.Map of fields with `__position`), so two writers moving two cards never
 *   overwrite each other.
 * - `todos` (Array): one Y.Map of fields per to-do, in list order.
 * - `comments` (Map): one entry per comment keyed by its id, a Y.Map of its fields; where it sits in
 *   the script is `anchors`, a list of `{ start, end }` Yjs relative positions (encoded bytes) into
 *   the blocks' texts. The script itself carries no comment marks: adding a comment changes
 *   `comments` only.
 * - `snapshots` (Array): the project's saved revisions (the `.nws` file's `revisions`), one plain
 *   object each; a snapshot never changes once taken.
 * - `production` (Map): the script's production data (revision sets, the current set, whether scene
 *   numbers are locked and shown), one entry per field. Scene numbers and revision marks themselves
 *   are block attributes in `script`.
 * - `meta` (Map): `name`, `format` (page size and element styles), `tableRead`, and what the file
 *   carried beyond these: `extras` (fields of newer versions), `unread` (fields that could not be
 *   read, kept to be written back). A doc shared before the lists' own fields had maps of their own
 *   keeps them in `sets` (one value for both lists); they move to the maps with the next change.
 */
export const SHARED_ROOTS = {
  script: 'xml',
  titlePage: 'map',
  characters: 'map',
  locations: 'map',
  characterSet: 'map',
  locationSet: 'map',
  concept: 'map',
  theme: 'map',
  plotBoard: 'map',
  todos: 'array',
  comments: 'map',
  snapshots: 'array',
  production: 'map',
  meta: 'map',
} as const

export type SharedRoot = keyof typeof SHARED_ROOTS

/** What a commenter may change: their comments and the to-do list, nothing of the script itself. */
export const COMMENTER_ROOTS: readonly SharedRoot[] = ['comments', 'todos']

/** Kept in a list's own fields while the project has the list (which may have no field of its own). */
export const LIST_KEY = '__list'

/** Where a record sits in its list; kept beside the record's own fields in its Y.Map. */
export const POSITION_KEY = '__position'

/** The comment field holding where the comment sits in the script. */
export const ANCHORS_KEY = 'anchors'

/** The comment mark in the editor document: what anchors become when a bundle is written. */
export const COMMENT_MARK = 'comment'
