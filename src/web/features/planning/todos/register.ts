import { registerFeature } from '../../../app/features'
import { TodosMount } from './TodoPanel'
import { toggleTodoPanel, useTodoPanel } from './todos-store'

/** View → To-Do List (Ctrl+Shift+2): the project's task list in a floating panel. */
registerFeature({
  id: 'todos',
  commands: { 'view.todo': { run: toggleTodoPanel, checked: () => useTodoPanel.getState().open } },
  Mount: TodosMount,
})
