/** The To-Do List: the panel's open state, for other features (the welcome tour points at it). */
export { useTodoPanel, toggleTodoPanel } from './todos-store'
