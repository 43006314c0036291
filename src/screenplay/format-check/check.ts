/**
 * The format checker: reads a script element by element from a starting point and reports the
 * first element that breaks a rule. Each element is tried against the five rules in a fixed order
 * (empty element, character sequence, parenthetical sequence, dialogue sequence, incorrect type)
 * and the first rule it breaks is the one reported.
 */
import { kindToEditorType, type EditorElementType, type ElementKind, type ScriptElement } from '../model'
import { isEmptyParenthetical, looksLikeCharacterName, NAME_RULE_TYPES, type FormatErrorType } from './rules'

export interface FormatError {
  /** Offset of the element's first character in the script's plain text (elements joined by line breaks). */
  position: number
  /** 1-based line of that text on which the element starts (one line per element unless it holds line breaks). */
  lineNumber: number
  /** 0-based index of the element in the script. */
  elementIndex: number
  elementType: ElementKind
  text: string
  errorType: FormatErrorType
  description: string
  suggestion: string
  /** The element type that would fix it, when one would ('Change to …'). */
  suggestedElementType?: EditorElementType
}

type Finding = Pick<FormatError, 'errorType' | 'description' | 'suggestion' | 'suggestedElementType'>

const editorType = (el: ScriptElement): EditorElementType => kindToEditorType(el.type)

/** Notes never print, so they sit between a cue and its dialogue without breaking the speech. */
function neighbour(elements: readonly ScriptElement[], i: number, step: 1 | -1): ScriptElement | undefined {
  for (let j = i + step; j >= 0 && j < elements.length; j += step) if (editorType(elements[j]) !== 'note') return elements[j]
  return undefined
}

function findingFor(elements: readonly ScriptElement[], i: number): Finding | null {
  const el = elements[i]
  // A page break carries no text by design.
  if (el.type === 'page-break') return null
  const type = editorType(el)

  if (type === 'parenthetical' ? isEmptyParenthetical(el.text) : el.text.trim() === '')
    return {
      errorType: 'empty_element',
      description: type === 'parenthetical' ? 'Parenthetical element contains only "()" or is empty' : 'Empty line found',
      suggestion: 'Remove this element or add content to it.',
    }
  if (type === 'note') return null

  if (type === 'character') {
    const next = neighbour(elements, i, 1)
    const t = next && editorType(next)
    if (t !== 'parenthetical' && t !== 'dialogue')
      return {
        errorType: 'character_sequence',
        description: 'A character element must be followed by either a parenthetical or dialogue element',
        suggestion: 'Add dialogue under this character name, or change it to another element type.',
      }
  }
  if (type === 'parenthetical') {
    const prev = neighbour(elements, i, -1)
    const t = prev && editorType(prev)
    if (t !== 'character' && t !== 'dialogue')
      return {
        errorType: 'parenthetical_sequence',
        description: 'A parenthetical element must follow a character or dialogue element',
        suggestion: 'Move the parenthetical under a character name or into a speech, or change it to action.',
      }
  }
  if (type === 'dialogue') {
    const prev = neighbour(elements, i, -1)
    const t = prev && editorType(prev)
    if (t !== 'character' && t !== 'parenthetical')
      return {
        errorType: 'dialogue_sequence',
        description: 'A dialogue element must follow a character or parenthetical element',
        suggestion: 'Change it to action, or add a character name above it.',
        suggestedElementType: 'action',
      }
  }
  if (NAME_RULE_TYPES.has(type) && el.type === type && looksLikeCharacterName(el.text, el.styles))
    return {
      errorType: 'incorrect_type',
      description: `"${el.text.trim()}" appears to be a character name`,
      suggestion: 'Change it to a character element.',
      suggestedElementType: 'character',
    }
  return null
}

/** Where each element starts in the script's plain text: offset and 1-based line. */
export function elementOffsets(elements: readonly ScriptElement[]): { position: number[]; line: number[] } {
  const position = new Array<number>(elements.length)
  const line = new Array<number>(elements.length)
  let pos = 0
  let ln = 1
  for (let i = 0; i < elements.length; i++) {
    position[i] = pos
    line[i] = ln
    const text = elements[i].text
    pos += text.length + 1
    for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) ln++
    ln++
  }
  return { position, line }
}

function toError(elements: readonly ScriptElement[], i: number, f: Finding, offsets: ReturnType<typeof elementOffsets>): FormatError {
  const el = elements[i]
  const out: FormatError = {
    position: offsets.position[i],
    lineNumber: offsets.line[i],
    elementIndex: i,
    elementType: el.type,
    text: el.text,
    errorType: f.errorType,
    description: f.description,
    suggestion: f.suggestion,
  }
  if (f.suggestedElementType) out.suggestedElementType = f.suggestedElementType
  return out
}

/** The first error at or after element `from`, or null when the rest of the script is clean. */
export function findFormatError(elements: readonly ScriptElement[], from = 0): FormatError | null {
  for (let i = Math.max(0, from); i < elements.length; i++) {
    const f = findingFor(elements, i)
    if (f) return toError(elements, i, f, elementOffsets(elements))
  }
  return null
}

/** Every error in the script, in order: the checker run to the end with Continue Check. */
export function findAllFormatErrors(elements: readonly ScriptElement[]): FormatError[] {
  const out: FormatError[] = []
  let offsets: ReturnType<typeof elementOffsets> | null = null
  for (let i = 0; i < elements.length; i++) {
    const f = findingFor(elements, i)
    if (f) out.push(toError(elements, i, f, (offsets ??= elementOffsets(elements))))
  }
  return out
}
