import { describe, expect, it } from 'vitest'
import { readablePartial } from './partial-answer'

describe('an answer read while it arrives', () => {
  it('shows the words of a JSON answer, the last value half-written', () => {
    expect(readablePartial('{"response": "**Sere')).toBe('**Sere')
    expect(readablePartial('{"response": "Line one\\nLine \\"two\\"')).toBe('Line one\nLine "two"')
    expect(readablePartial('{"definition": "A happy accident"}')).toBe('A happy accident')
  })
  it('hides keys, and lists values as a list', () => {
    expect(readablePartial('{"synonyms": ["fluke", "chance", "lu')).toBe('fluke, chance, lu')
    expect(readablePartial('{"isCorrect": false, "correction": "receive", "explanation": "i before')).toBe('receive, i before')
    expect(readablePartial('{"respo')).toBe('')
  })
  it('takes a fenced answer as JSON, and plain text as it is', () => {
    expect(readablePartial('```json\n{"response": "Hi')).toBe('Hi')
    expect(readablePartial('Just some **markdown**')).toBe('Just some **markdown**')
  })
})
