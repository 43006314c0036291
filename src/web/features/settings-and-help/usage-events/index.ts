/** Usage events: features with something to record that the observers cannot see call `track`. */
export { track } from './events-client'
