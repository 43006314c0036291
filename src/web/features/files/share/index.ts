/** What other features need of sharing: whether the open project is shared, and who is here. */
export { useShare, type Peer } from './share-store'
