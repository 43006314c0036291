import { describe, expect, it } from 'vitest'
import { todoCounts, toggledTodo, withTodo, withoutTodo, MAX_TODO_LENGTH } from './todo-list'

describe('to-do list', () => {
  it('adds trimmed text at the end; blank text adds nothing', () => {
    const one = withTodo([], '  Fix act two  ', new Date('2026-01-02T03:04:05Z'))
    expect(one).toEqual([{ id: expect.any(String), text: 'Fix act two', completed: false, createdAt: '2026-01-02T03:04:05.000Z' }])
    expect(withTodo(one, '   \n\t ')).toBe(one)
    expect(withTodo(one, 'Cut the prologue').map((t) => t.text)).toEqual(['Fix act two', 'Cut the prologue'])
    expect(withTodo([], 'x'.repeat(MAX_TODO_LENGTH + 50))[0].text).toHaveLength(MAX_TODO_LENGTH)
  })

  it('toggles and deletes by id, and counts completed of total', () => {
    const list = withTodo(withTodo([], 'A'), 'B')
    const done = toggledTodo(list, list[1].id)
    expect(done.map((t) => t.completed)).toEqual([false, true])
    expect(todoCounts(done)).toEqual({ completed: 1, total: 2 })
    expect(toggledTodo(done, list[1].id)[1].completed).toBe(false)
    expect(withoutTodo(done, list[0].id).map((t) => t.text)).toEqual(['B'])
  })
})
