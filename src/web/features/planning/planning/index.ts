/** Story planning's public face: the events other features listen to after cast or places change. */
export { CHARACTER_EVENT } from './CharactersDialog'
export { LOCATION_EVENT } from './LocationsDialog'
