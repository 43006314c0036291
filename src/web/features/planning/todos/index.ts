/** The To-Do List: the panel, for other features (the welcome tour points at it). */
export { todoPanel } from './todo-panel'
