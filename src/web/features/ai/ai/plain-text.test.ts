import { describe, expect, it } from 'vitest'
import { markdownToPlain } from './plain-text'

describe('markdownToPlain', () => {
  it.each<[string, string]>([
    ['**Bold** and *italic* and __also__ _this_', 'Bold and italic and also this'],
    ['## Heading\nText', 'Heading\nText'],
    ['* one\n* two\n+ three', '- one\n- two\n- three'],
    ['1. first\n2. second', '1. first\n2. second'],
    ['[x](javascript:alert(1)) and ![pic](http://e/x.png)', 'x and pic'],
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['snake_case_word stays', 'snake_case_word stays'],
    ['a\n\n\n\nb', 'a\n\nb'],
  ])('%j → %j', (md, plain) => {
    expect(markdownToPlain(md)).toBe(plain)
  })
})
