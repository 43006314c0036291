/** Reference libraries the planning dialogs offer: story archetypes, genres, themes, character choices. */
export * from './genres'
export * from './themes'
export * from './story-archetypes'
export * from './characters'
export * from './suggested-themes'
export { LOCATION_TYPES } from '../schemas'
export * from './theme-structure'
