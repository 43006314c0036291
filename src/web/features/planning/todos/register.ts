import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { TodosMount } from './TodoPanel'
import { todoPanel } from './todo-panel'

/** View → To-Do List: the project's task list in a floating panel. */
registerFeature({
  id: 'todos',
  commands: [{ id: 'view.todo', label: 'To-Do List', keys: ['Mod-Shift-2'], run: always(todoPanel.toggle), checked: todoPanel.isOpen }],
  Mount: TodosMount,
})
