import type { Todo } from '../../../../project'

/** A task's text is capped far above any real task, so a pasted page cannot bloat the project. */
export const MAX_TODO_LENGTH = 500

/** Ids made from the time plus a random part, as the project's other items are. */
export function newTodoId(now = Date.now()): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** The list with a new task at its end; text is trimmed, and blank text adds nothing (the same list comes back). */
export function withTodo(todos: readonly Todo[], text: string, now = new Date()): Todo[] {
  const clean = text.trim().slice(0, MAX_TODO_LENGTH)
  if (!clean) return todos as Todo[]
  return [...todos, { id: newTodoId(now.getTime()), text: clean, completed: false, createdAt: now.toISOString() }]
}

export function toggledTodo(todos: readonly Todo[], id: string): Todo[] {
  return todos.map((t) => (t.id === id ? { ...t, completed: !t.completed } : t))
}

export function withoutTodo(todos: readonly Todo[], id: string): Todo[] {
  return todos.filter((t) => t.id !== id)
}

export function todoCounts(todos: readonly Todo[]): { completed: number; total: number } {
  return { completed: todos.filter((t) => t.completed).length, total: todos.length }
}
