/**
 * Reads a Final Draft document in one pass into what the importer keeps of it, with no tree of the
 * whole file. Final Draft writes the paragraph styles (ElementSettings) after the Content, and
 * they decide how a paragraph reads (centred or not, which of its indents are its own, whether its
 * StartsNewPage is a page break of its own), so each Content paragraph waits in a compact form
 * (its type, the few attributes that matter, its text joined once and its style spans) until the
 * whole file has been read. Notes and synopses need no style and are finished as they end.
 *
 * Only these parts of the document are read, as Final Draft nests them:
 *   FinalDraft > Content (the first) > Paragraph: Text runs; the first DualDialogue > Paragraph
 *     (read the same way); SceneProperties > Summary > Paragraph (a synopsis each); ScriptNote >
 *     Paragraph, and ScriptNotes > ScriptNote > Paragraph (a note each, its paragraphs as lines).
 *   FinalDraft > ElementSettings (each) > the first ParagraphSpec and the first FontSpec;
 *     the first PageLayout > its first PageSize; the first MoresAndContinueds > its first
 *     DialogueBreaks; the first TitlePage > its first Content > Paragraph.
 * A run's text is the text directly inside its Text element; anything else is skipped whole.
 */
import type { RevisionRun, ScriptElement, StyleSpan } from '../../model'
import { STYLE_BIT, StyledText } from '../../model'
import { fdxTypeToKind } from './mapping'
import { type Attrs, FormatReader, isYes, type ParagraphLayout } from './styles'
import { runText } from './runs'
import { titleAlign, type TitleParagraph } from './title-page'
import { scanXml, type XmlHandler } from './xml'

/** A Content paragraph as read, waiting for the paragraph styles to say how it prints. */
export class PendingParagraph {
  constructor(
    /** Its Type attribute, as written. */
    readonly type: string | undefined,
    readonly alignment: string | undefined,
    /** Its own indents and space before, when it writes any. */
    readonly layout: ParagraphLayout | undefined,
    readonly number: string | undefined,
    readonly text: string,
    readonly styles: StyleSpan[] | undefined,
    /** The column of dual dialogue it stands in (only a cue, parenthetical, dialogue or lyric). */
    readonly dual: 'left' | 'right' | undefined,
    /** Its text runs' RevisionIDs, where any run has one (a run of no text still marks the paragraph). */
    readonly revisions: RevisionRun[] | undefined,
  ) {}
}

/** A paragraph's StartsNewPage: a page break, unless its type's settings start a page anyway. */
export class PendingBreak {
  constructor(
    /** The paragraph's type, lower-case. */
    readonly type: string,
  ) {}
}

export type PendingItem = ScriptElement | PendingParagraph | PendingBreak

export interface FdxDocument {
  /** The root element's name. */
  root: string
  hasContent: boolean
  /** The Content's elements in order, some waiting for the styles. */
  items: PendingItem[]
  format: FormatReader
  /** The title page's paragraphs; undefined when the file has no title page content. */
  titlePage: TitleParagraph[] | undefined
  /** The first Revisions block: its attributes and each Revision's. */
  revisions: { attrs: Attrs; sets: Attrs[] } | undefined
  /** The first LockedPages block: each LockedPage's attributes. */
  lockedPages: Attrs[] | undefined
  /** The SceneNumberOptions attributes. */
  sceneNumberOptions: Attrs | undefined
}

/** Reads `xml`; throws XmlSyntaxError when it is not well-formed. */
export function readFdxDocument(xml: string): FdxDocument {
  const reader = new FdxReader()
  scanXml(xml, reader)
  return reader.document
}

/** A run's Style attribute: its inline styles and whether it is in capitals. */
function parseStyle(style: string | undefined): { bits: number; allCaps: boolean } {
  let bits = 0
  let allCaps = false
  for (const token of (style ?? '').split('+')) {
    switch (token.trim().toLowerCase()) {
      case 'bold':
        bits |= STYLE_BIT.bold
        break
      case 'italic':
        bits |= STYLE_BIT.italic
        break
      case 'underline':
        bits |= STYLE_BIT.underline
        break
      case 'strikeout':
      case 'strikethrough':
        bits |= STYLE_BIT.strike
        break
      case 'allcaps':
        allCaps = true
        break
    }
  }
  return { bits, allCaps }
}

/** What an open element is to this reader. */
type Role =
  | 'root'
  | 'content'
  | 'paragraph'
  | 'dual-dialogue'
  | 'scene-properties'
  | 'summary'
  | 'synopsis'
  | 'script-notes'
  | 'script-note'
  | 'note-paragraph'
  | 'text'
  | 'settings'
  | 'page-layout'
  | 'mores'
  | 'title-page'
  | 'title-content'
  | 'title-paragraph'
  | 'revisions'
  | 'locked-pages'

/** Which column a dual dialogue's next speech goes in. */
interface DualState {
  column: 'left' | 'right'
  characters: number
}

/** An open Content paragraph (or one inside its DualDialogue). */
class OpenParagraph {
  /** Whether a DualDialogue was met (only the first is read). */
  sawDual = false
  /** Its runs' RevisionIDs, as read. */
  revisions: RevisionRun[] | undefined
  /** Its synopses, its notes and its grouped notes: all follow it. */
  synopses: ScriptElement[] | undefined
  notes: ScriptElement[] | undefined
  groupedNotes: ScriptElement[] | undefined
  constructor(
    readonly attrs: Attrs,
    readonly text: StyledText,
    /** Where it goes: the Content's items (a DualDialogue's paragraphs go there too, before the paragraph holding them). */
    readonly into: PendingItem[],
    readonly column: DualState | undefined,
  ) {}
}

/** An open element this reader uses; `paragraph`, `text` and the rest are set where the role has them. */
interface Frame {
  role: Role
  attrs: Attrs
  /** The Content paragraph it belongs to. */
  paragraph?: OpenParagraph
  /** Where the runs inside it go. */
  text?: StyledText
  /** A DualDialogue: which column its next speech goes in. */
  dual?: DualState
  /** A ScriptNote: how many paragraphs it has had so far. */
  lines?: number
  /** A Text element: what is directly inside it so far. */
  parts?: string[]
  /** Elements of which only the first is read, already met. */
  seen?: Set<string>
  spec?: Attrs
  font?: Attrs
}

/** Revision sets, locked pages and one paragraph's revised runs are kept up to this many. */
const MAX_LISTED = 4096

/** Type strings and Style attributes repeat in every paragraph: kept once each, up to this many. */
const MAX_REMEMBERED = 256

class FdxReader implements XmlHandler {
  readonly document: FdxDocument = {
    root: '',
    hasContent: false,
    items: [],
    format: new FormatReader(),
    titlePage: undefined,
    revisions: undefined,
    lockedPages: undefined,
    sceneNumberOptions: undefined,
  }
  private readonly frames: Frame[] = []
  /** Depth inside an element this reader skips (0: none). */
  private skipping = 0
  /** StyledTexts by how many are in use at once (a paragraph holds one while its notes use another). */
  private readonly texts: StyledText[] = []
  private textsInUse = 0
  private readonly types = new Map<string, string>()
  private readonly runStyles = new Map<string, { bits: number; allCaps: boolean }>()

  open(name: string, attrs: Attrs): void {
    if (this.skipping) {
      this.skipping++
      return
    }
    const top = this.frames[this.frames.length - 1]
    if (!top) {
      this.document.root = name
      if (name === 'FinalDraft') this.push('root', attrs)
      else this.skipping = 1
      return
    }
    const p = top.paragraph
    switch (top.role) {
      case 'root':
        if (name === 'ElementSettings') return this.push('settings', attrs)
        if (name === 'Content' && this.first(top, name)) {
          this.document.hasContent = true
          return this.push('content', attrs)
        }
        if (name === 'PageLayout' && this.first(top, name)) return this.push('page-layout', attrs)
        if (name === 'MoresAndContinueds' && this.first(top, name)) return this.push('mores', attrs)
        if (name === 'TitlePage' && this.first(top, name)) return this.push('title-page', attrs)
        if (name === 'Revisions' && this.first(top, name)) {
          this.document.revisions = { attrs, sets: [] }
          return this.push('revisions', attrs)
        }
        if (name === 'LockedPages' && this.first(top, name)) {
          this.document.lockedPages = []
          return this.push('locked-pages', attrs)
        }
        if (name === 'SceneNumberOptions' && this.first(top, name)) this.document.sceneNumberOptions = attrs
        break
      case 'revisions':
        if (name === 'Revision' && this.document.revisions!.sets.length < MAX_LISTED) this.document.revisions!.sets.push(attrs)
        break
      case 'locked-pages':
        if (name === 'LockedPage' && this.document.lockedPages!.length < MAX_LISTED) this.document.lockedPages!.push(attrs)
        break
      case 'content':
        if (name === 'Paragraph') return this.openParagraph(attrs, this.document.items, undefined)
        break
      case 'paragraph':
        if (name === 'Text') return this.openText(attrs, p!.text, p)
        if (name === 'DualDialogue' && !p!.sawDual) {
          p!.sawDual = true
          return this.push('dual-dialogue', attrs, p, undefined, { column: 'left', characters: 0 })
        }
        if (name === 'SceneProperties') return this.push('scene-properties', attrs, p)
        if (name === 'ScriptNote') return this.push('script-note', attrs, p, this.takeText())
        if (name === 'ScriptNotes') return this.push('script-notes', attrs, p)
        break
      case 'dual-dialogue':
        if (name === 'Paragraph') return this.openParagraph(attrs, p!.into, top.dual)
        break
      case 'scene-properties':
        if (name === 'Summary') return this.push('summary', attrs, p)
        break
      case 'summary':
        if (name === 'Paragraph') return this.push('synopsis', attrs, p, this.takeText())
        break
      case 'script-notes':
        if (name === 'ScriptNote') return this.push('script-note', attrs, p, this.takeText())
        break
      case 'script-note':
        if (name === 'Paragraph') {
          // A note's paragraphs are the lines of one text.
          if (top.lines!++ > 0) top.text!.add('\n', 0)
          return this.push('note-paragraph', attrs, p, top.text)
        }
        break
      case 'synopsis':
      case 'note-paragraph':
      case 'title-paragraph':
        if (name === 'Text') return this.openText(attrs, top.text!)
        break
      case 'settings':
        if (name === 'ParagraphSpec' && this.first(top, name)) top.spec = attrs
        else if (name === 'FontSpec' && this.first(top, name)) top.font = attrs
        break
      case 'page-layout':
        if (name === 'PageSize' && this.first(top, name)) this.document.format.pageSize(attrs)
        break
      case 'mores':
        if (name === 'DialogueBreaks' && this.first(top, name)) this.document.format.dialogueBreaks(attrs)
        break
      case 'title-page':
        if (name === 'Content' && this.first(top, name)) {
          this.document.titlePage = []
          return this.push('title-content', attrs)
        }
        break
      case 'title-content':
        if (name === 'Paragraph') return this.push('title-paragraph', attrs, undefined, this.takeText())
        break
    }
    this.skipping = 1
  }

  text(text: string): void {
    if (this.skipping) return
    const top = this.frames[this.frames.length - 1]
    if (top?.role === 'text') top.parts!.push(text)
  }

  close(): void {
    if (this.skipping) {
      this.skipping--
      return
    }
    const frame = this.frames.pop()!
    switch (frame.role) {
      case 'paragraph':
        this.closeParagraph(frame.paragraph!)
        break
      case 'text':
        this.closeText(frame)
        break
      case 'synopsis':
        ;(frame.paragraph!.synopses ??= []).push({ type: 'synopsis', ...this.releaseText(frame.text!) })
        break
      case 'script-note': {
        const p = frame.paragraph!
        const note: ScriptElement = { type: 'note', ...this.releaseText(frame.text!) }
        if (this.frames[this.frames.length - 1].role === 'script-notes') (p.groupedNotes ??= []).push(note)
        else (p.notes ??= []).push(note)
        break
      }
      case 'title-paragraph': {
        this.document.titlePage!.push({ text: this.releaseText(frame.text!).text, align: titleAlign(frame.attrs.Alignment) })
        break
      }
      case 'settings':
        this.document.format.elementSettings(frame.attrs, frame.spec, frame.font)
        break
    }
  }

  private push(role: Role, attrs: Attrs, paragraph?: OpenParagraph, text?: StyledText, dual?: DualState) {
    const frame: Frame = { role, attrs }
    if (paragraph) frame.paragraph = paragraph
    if (text) frame.text = text
    if (dual) frame.dual = dual
    if (role === 'script-note') frame.lines = 0
    this.frames.push(frame)
  }

  /** Whether this is the first child called `name` of `frame` (for parts of which only the first is read). */
  private first(frame: Frame, name: string): boolean {
    const seen = (frame.seen ??= new Set())
    if (seen.has(name)) return false
    seen.add(name)
    return true
  }

  private openParagraph(attrs: Attrs, into: PendingItem[], column: DualState | undefined) {
    // A paragraph-level StartsNewPage is a forced page break, unless the element type always
    // starts a page anyway (the settings, read later, say which). It comes first, then what the
    // paragraph's DualDialogue holds, then the paragraph.
    if (isYes(attrs.StartsNewPage)) into.push(new PendingBreak((this.type(attrs) ?? 'General').toLowerCase()))
    const p = new OpenParagraph(attrs, this.takeText(), into, column)
    this.push('paragraph', attrs, p)
  }

  private openText(attrs: Attrs, into: StyledText, paragraph?: OpenParagraph) {
    const frame: Frame = { role: 'text', attrs, text: into, parts: [] }
    if (paragraph) frame.paragraph = paragraph
    this.frames.push(frame)
  }

  private closeText(frame: Frame) {
    const text = runText(frame.parts!)
    const { bits, allCaps } = this.runStyle(frame.attrs.Style)
    const start = frame.text!.length
    frame.text!.add(allCaps ? text.toUpperCase() : text, bits)
    // A body paragraph's run marked in a revision set: where it is, in which set.
    const p = frame.paragraph
    const id = frame.attrs.RevisionID
    if (p && id !== undefined && id !== '0') {
      const revision = Number(id)
      if (Number.isInteger(revision) && revision > 0) {
        const runs = (p.revisions ??= [])
        const last = runs[runs.length - 1]
        if (last && last.revision === revision && last.end === start) last.end = frame.text!.length
        else if (runs.length < MAX_LISTED) runs.push({ start, end: frame.text!.length, revision })
      }
    }
  }

  private closeParagraph(p: OpenParagraph) {
    const a = p.attrs
    const type = this.type(a)
    const { text, styles } = this.releaseText(p.text)
    const into = p.into
    // An empty untyped/General paragraph is layout filler (FD ends files with one; it wraps dual
    // dialogue): keep only what hangs off it.
    const isFiller = !text && (!type || type.trim().toLowerCase() === 'general')
    if (!isFiller) {
      let dual: 'left' | 'right' | undefined
      const column = p.column
      // A cue, parenthetical, dialogue or lyric is one whatever its style: its column is known now.
      const kind = column && fdxTypeToKind(type, undefined).kind
      if (column && (kind === 'character' || kind === 'parenthetical' || kind === 'dialogue' || kind === 'lyrics')) {
        if (kind === 'character') {
          column.characters++
          if (column.characters >= 2) column.column = 'right'
        }
        dual = column.column
      }
      const layout = a.LeftIndent !== undefined || a.RightIndent !== undefined || a.SpaceBefore !== undefined ? { LeftIndent: a.LeftIndent, RightIndent: a.RightIndent, SpaceBefore: a.SpaceBefore } : undefined
      into.push(new PendingParagraph(type, a.Alignment, layout, a.Number, text, styles, dual, p.revisions))
    }
    // Scene synopsis (SceneProperties/Summary), then the notes anchored in this paragraph.
    if (p.synopses) for (const el of p.synopses) into.push(el)
    if (p.notes) for (const el of p.notes) into.push(el)
    if (p.groupedNotes) for (const el of p.groupedNotes) into.push(el)
  }

  /** A paragraph's Type attribute (one string for each type however many paragraphs have it). */
  private type(attrs: Attrs): string | undefined {
    return attrs.Type === undefined ? undefined : this.remember(this.types, attrs.Type, attrs.Type)
  }

  private runStyle(style: string | undefined) {
    if (style === undefined) return NO_STYLE
    const known = this.runStyles.get(style)
    return known ?? this.remember(this.runStyles, style, parseStyle(style))
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): T {
    const known = map.get(key)
    if (known !== undefined) return known
    if (map.size < MAX_REMEMBERED) map.set(key, value)
    return value
  }

  /** A StyledText for a paragraph, synopsis, note or title line about to be read. */
  private takeText(): StyledText {
    return (this.texts[this.textsInUse++] ??= new StyledText())
  }

  /** The text `text` gathered; it is handed back for the next paragraph. */
  private releaseText(text: StyledText): Pick<ScriptElement, 'text' | 'styles'> {
    this.textsInUse--
    return text.finish()
  }
}

const NO_STYLE = parseStyle(undefined)
