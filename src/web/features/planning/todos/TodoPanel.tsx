import { useEffect, useState, type FormEvent } from 'react'
import { CircleHelp, ChevronDown, ChevronUp, ListTodo, Plus, Trash2, X } from 'lucide-react'
import { openHelp } from '../../settings-and-help'
import { updatePlanning, useProject } from '../../../project'
import { MAX_TODO_LENGTH, todoCounts, toggledTodo, withTodo, withoutTodo } from './todo-list'
import { todoPanel } from './todo-panel'
import { withKey } from '../../../app/commands'

/** View → To-Do List: the writer's task list for this project, saved with it. */
export function TodoPanel() {
  const open = todoPanel.useOpen()
  const [collapsed, setCollapsed] = useState(false)
  // Each time the panel opens it shows its list, not the header it was collapsed to.
  useEffect(() => {
    if (open) setCollapsed(false)
  }, [open])
  const todos = useProject((s) => s.planning.todos)
  const [text, setText] = useState('')
  if (!open) return null
  const { completed, total } = todoCounts(todos)

  const add = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return
    updatePlanning('todos', (prev) => withTodo(prev, text))
    setText('')
  }

  return (
    <aside className="nw-panel nw-todo-panel" aria-label="To-Do List">
      <div className="nw-panel-head">
        <ListTodo size={16} />
        <h2>To-Do List</h2>
        <span className="nw-panel-count" data-testid="todo-count">
          {completed}/{total}
        </span>
        <button
          type="button"
          className="nw-icon-btn"
          aria-label={collapsed ? 'Expand to-do list' : 'Collapse to-do list'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <ChevronDown size={16} /> : <ChevronUp size={16} />}
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Help on the to-do list" title="Help" onClick={() => openHelp('todo')}>
          <CircleHelp size={16} />
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Close to-do list" onClick={() => todoPanel.close()}>
          <X size={16} />
        </button>
      </div>
      {!collapsed && (
        <>
          <form className="nw-todo-add" onSubmit={add}>
            <input aria-label="New task" placeholder="Add a new task..." value={text} maxLength={MAX_TODO_LENGTH} onChange={(e) => setText(e.target.value)} />
            <button type="submit" className="nw-icon-btn" aria-label="Add task" title="Add task">
              <Plus size={16} />
            </button>
          </form>
          {todos.length === 0 ? (
            <div className="nw-panel-empty nw-muted" data-testid="todo-empty">
              <p>No tasks yet.</p>
              <p>Add one above to get started!</p>
            </div>
          ) : (
            <ul className="nw-todo-list">
              {todos.map((t) => (
                <li key={t.id} className={t.completed ? 'is-done' : undefined} data-testid="todo-item">
                  <label>
                    <input type="checkbox" checked={t.completed} onChange={() => updatePlanning('todos', (prev) => toggledTodo(prev, t.id))} />
                    <span className="nw-todo-text">{t.text}</span>
                  </label>
                  <button type="button" className="nw-icon-btn" aria-label={`Delete task: ${t.text}`} title="Delete" onClick={() => updatePlanning('todos', (prev) => withoutTodo(prev, t.id))}>
                    <Trash2 size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </aside>
  )
}

/** The floating button that opens the list, with how many tasks are still open. */
export function TodoButton() {
  const open = todoPanel.useOpen()
  const todos = useProject((s) => s.planning.todos)
  if (open) return null
  const left = todos.length - todoCounts(todos).completed
  return (
    <button type="button" className="nw-fab nw-todo-fab" aria-label={`To-Do List (${left} open)`} title={withKey('To-Do List', 'view.todo')} onClick={() => todoPanel.open()}>
      <ListTodo size={18} />
      {left > 0 && <span className="nw-fab-count">{left}</span>}
    </button>
  )
}

export function TodosMount() {
  return (
    <>
      <TodoButton />
      <TodoPanel />
    </>
  )
}
